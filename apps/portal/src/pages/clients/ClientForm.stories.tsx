import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { abilityRulesFor } from '@talent/api/abilities';
import { storage } from '@talent/api/client';
import { userDataFixture } from '@talent/api/msw';
import { initI18n } from '../../app/i18n';
import { ClientForm } from './ClientFormPage';

/** The client form of /client_management/create (issue 18) against the contract's msw handlers. */
const meta = {
  title: 'Pages/Client form',
  component: ClientForm,
  args: { client: null },
  // The portal's i18n (keys are the English texts), without fetching a locale file.
  loaders: [() => initI18n('en', false)],
  beforeEach: () => {
    // The form's reads (the industry list) go with a recruiter's mock session.
    storage.saveSession({
      userData: { ...userDataFixture('recruiter'), ability: abilityRulesFor('recruiter') },
      accessToken: 'mock-access-recruiter',
      refreshToken: 'mock-refresh-recruiter',
    });
  },
  decorators: [
    (Story) => (
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter initialEntries={['/client_management/create']}>
          <Story />
        </MemoryRouter>
      </SWRConfig>
    ),
  ],
} satisfies Meta<typeof ClientForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Contacts are added and removed; a bad e-mail is marked with the contract's message before sending. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Client name/ }), 'Acme Bank');
    await userEvent.type(canvas.getByRole('textbox', { name: /Display name/ }), 'A regional bank');
    await userEvent.click(canvas.getByRole('button', { name: 'Add contact' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add contact' }));
    await expect(canvas.getAllByRole('button', { name: /Remove contact/ })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove contact 2' }));
    await expect(canvas.getAllByRole('button', { name: /Remove contact/ })).toHaveLength(1);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Dana Lee');
    const email = canvas.getByRole('textbox', { name: /E-mail/ });
    await userEvent.type(email, 'dana@');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Client' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByText('Enter a valid e-mail address such as name@example.com.')).toBeVisible();
  },
};
