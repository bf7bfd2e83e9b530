import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { DemoStory } from '../../storybook/DemoStory';
import ApiKeyPage from './ApiKeyPage';

const meta = {
  title: 'Templates/API key',
  component: ApiKeyPage,
  parameters: { layout: 'padded' },
  render: () => (
    <DemoStory path="/pages/api-key" patterns={['/pages/api-key']}>
      <ApiKeyPage />
    </DemoStory>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const keys = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'API keys' })).getAllByRole('listitem');

/** Two keys, masked. */
export const Keys: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(keys(canvas)).toHaveLength(2);
    await expect(canvas.getByText('tlnt_live_8f3a…3f42')).toBeVisible();
    await expect(canvas.queryByText('tlnt_live_8f3a2c91d04e4b7fa6c2e5d1b9073f42')).toBeNull();
  },
};

/** The create dialog refuses an empty name, then adds the key on top of the list. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Create key' }));
    const dialog = await body.findByRole('dialog', { name: 'Create an API key' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    await expect(within(dialog).getByRole('textbox', { name: /Key name/ })).toBeInvalid();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Key name/ }), 'CI key');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    await expect(await body.findByText('Key created')).toBeVisible();
    await waitFor(() => expect(keys(canvas)).toHaveLength(3));
    await expect(keys(canvas)[0]).toHaveTextContent('CI key');
  },
};

/** Copy puts the whole key on the clipboard. */
export const Copy: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Server key' }));
    await expect(write).toHaveBeenCalledWith('tlnt_live_8f3a2c91d04e4b7fa6c2e5d1b9073f42');
    await expect(await body.findByText('Key copied')).toBeVisible();
    write.mockRestore();
  },
};

/** Delete asks first: cancelled, the key stays; confirmed, it goes. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Reporting key' }));
    const alert = await body.findByRole('alertdialog', { name: 'Delete this key?' });
    await waitFor(() => expect(alert).toBeVisible());
    await userEvent.click(within(alert).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog', { name: 'Delete this key?' })).toBeNull());
    await expect(keys(canvas)).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Reporting key' }));
    const again = await body.findByRole('alertdialog', { name: 'Delete this key?' });
    await waitFor(() => expect(again).toBeVisible());
    await userEvent.click(within(again).getByRole('button', { name: 'Delete key' }));
    await expect(await body.findByText('Key deleted')).toBeVisible();
    await waitFor(() => expect(keys(canvas)).toHaveLength(1));
  },
};
