import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DemoStory, demoMsw, resetData } from '../../storybook/DemoStory';
import AccountSettingsPage from './AccountSettingsPage';
import { resetSavedSettings } from './store';

/** Account settings (spec 001 section 3) on the demo layer's handler. */
const meta = {
  title: 'Templates/Account settings',
  component: AccountSettingsPage,
  parameters: { layout: 'padded', ...demoMsw() },
  beforeEach: () => {
    resetData();
    resetSavedSettings();
  },
  args: { path: '/pages/account-settings' },
  render: ({ path }: { path: string }) => (
    <DemoStory path={path} patterns={['/pages/account-settings', '/pages/account-settings/:tab']}>
      <AccountSettingsPage />
    </DemoStory>
  ),
} satisfies Meta<{ path: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The five tabs; General holds the fixture's values. */
export const General: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = within(await canvas.findByRole('tablist', { name: 'Settings' })).getAllByRole('tab');
    await expect(tabs.map((t) => t.textContent)).toEqual([
      'General',
      'Info',
      'Social links',
      'Connections',
      'Notifications',
    ]);
    await expect(canvas.getByRole('textbox', { name: /Username/ })).toHaveValue('johndoe');
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveValue('john.doe@example.com');
  },
};

/** A bad username is refused with its message; a good one saves, toasts, and is there after a tab change. */
export const ValidateAndSave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const username = await canvas.findByRole('textbox', { name: /Username/ });
    await userEvent.clear(username);
    await userEvent.type(username, 'no spaces please');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText('3 to 20 letters, digits, dots or underscores.')).toBeVisible();
    await expect(body.queryByText('General settings saved')).toBeNull();
    await userEvent.clear(username);
    await userEvent.type(username, 'john.recruits');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await body.findByText('General settings saved')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Info' }));
    await userEvent.click(await canvas.findByRole('tab', { name: 'General' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /Username/ })).toHaveValue('john.recruits'),
    );
  },
};

/** The notification flags by address; a flag changed and saved stays. */
export const Notifications: Story = {
  args: { path: '/pages/account-settings/notifications' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const follow = await canvas.findByRole('checkbox', { name: 'Someone follows me' });
    await expect(follow).not.toBeChecked();
    await userEvent.click(follow);
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await body.findByText('E-mail notifications saved')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Someone follows me' })).toBeChecked();
  },
};

/** The connections as switches. */
export const Connections: Story = {
  args: { path: '/pages/account-settings/connections' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('switch', { name: 'Twitter' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Facebook' })).not.toBeChecked();
  },
};

export const LoadError: Story = {
  parameters: demoMsw([
    http.get('*/account-setting/data', () =>
      HttpResponse.json({ message: 'Settings are down.' }, { status: 500 }),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The account settings could not be loaded')).toBeVisible();
  },
};
