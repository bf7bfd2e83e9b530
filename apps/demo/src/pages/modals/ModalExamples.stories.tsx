import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DemoStory } from '../../storybook/DemoStory';
import ModalExamples from './ModalExamples';

const meta = {
  title: 'Templates/Modal examples',
  component: ModalExamples,
  parameters: { layout: 'padded' },
  render: () => (
    <DemoStory path="/pages/modal-examples" patterns={['/pages/modal-examples']}>
      <ModalExamples />
    </DemoStory>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each dialog opens with Enter on its button and closes with Escape, focus back on the button. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const cases: [string, string][] = [
      ['Open share project', 'Share project'],
      ['Open edit user', 'Edit user information'],
      ['Open two-factor auth', 'Two-factor authentication'],
      ['Open bottom sheet', 'Bottom sheet'],
    ];
    for (const [button, title] of cases) {
      const trigger = canvas.getByRole('button', { name: button });
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      const dialog = await body.findByRole('dialog', { name: title });
      await waitFor(() => expect(dialog).toBeVisible());
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(trigger).toHaveFocus());
    }
  },
};

/** The alert cannot be dismissed with Escape: it is answered with its buttons, from the keyboard. */
export const Alert: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: 'Open delete account' }).focus();
    await userEvent.keyboard('{Enter}');
    const alert = await body.findByRole('alertdialog', { name: 'Delete the account?' });
    await waitFor(() => expect(alert).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('alertdialog', { name: 'Delete the account?' })).toBeVisible();
    within(alert).getByRole('button', { name: 'Cancel' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog', { name: 'Delete the account?' })).toBeNull());
  },
};

/** The edit form checks its fields before it closes. */
export const EditUser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Open edit user' }));
    const dialog = await body.findByRole('dialog', { name: 'Edit user information' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /First name/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(body.getByRole('dialog', { name: 'Edit user information' })).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Jane');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await body.findByText('User updated')).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
