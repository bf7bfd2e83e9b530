import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DemoStory, demoMsw, resetData } from '../../storybook/DemoStory';
import EmailApp from './EmailApp';

const patterns = ['/apps/email', '/apps/email/:folder', '/apps/email/label/:label'];

/** The e-mail app of the template gallery (spec 001), on the demo layer's msw handlers. */
const meta = {
  title: 'Templates/E-mail',
  component: EmailApp,
  parameters: { layout: 'padded', ...demoMsw() },
  beforeEach: resetData,
  args: { path: '/apps/email' },
  render: ({ path }: { path: string }) => (
    <DemoStory path={path} patterns={patterns}>
      <EmailApp />
    </DemoStory>
  ),
} satisfies Meta<{ path: string }>;
export default meta;

type Story = StoryObj<typeof meta>;

const rows = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'E-mails' })).getAllByRole('listitem');

/** The inbox with the unread counts of emailsMeta beside the folders (the visual baseline). */
export const Inbox: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'E-mails' });
    await expect(rows(canvas)).toHaveLength(14);
    await expect(canvas.getByRole('img', { name: '4 unread' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '2 drafts' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Inbox/ })).toHaveAttribute('aria-current', 'page');
  },
};

/** Search narrows the list; nothing found shows the empty state. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'E-mails' });
    const search = canvas.getByRole('searchbox', { name: 'Search e-mail' });
    await userEvent.type(search, 'interview');
    await waitFor(() => expect(rows(canvas)).toHaveLength(1));
    await expect(rows(canvas)[0]).toHaveTextContent('Interview slots for Thursday');
    await userEvent.clear(search);
    await userEvent.type(search, 'zebra');
    await expect(await canvas.findByRole('heading', { name: 'No e-mails found' })).toBeVisible();
  },
};

/** Two e-mails moved to spam in bulk leave the inbox and appear in spam; the counts follow. */
export const BulkMoveToSpam: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('list', { name: 'E-mails' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select "Focused impactful open issues"' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select "Interview slots for Thursday"' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Move to' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Spam' }));
    await waitFor(() => expect(rows(canvas)).toHaveLength(12));
    // Both were unread: the inbox count drops by two, spam's rises by two.
    await expect(canvas.getByRole('img', { name: '2 unread' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '4 unread' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: /Spam/ }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('E-mail: Spam'));
    await waitFor(() => expect(rows(canvas)).toHaveLength(5));
    await expect(canvas.getByText('Interview slots for Thursday')).toBeVisible();
  },
};

/** Labels toggle in bulk; the label view lists the e-mails that carry it. */
export const ToggleLabel: Story = {
  args: { path: '/apps/email/label/personal' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('list', { name: 'E-mails' });
    const before = rows(canvas).length;
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle label' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Personal' }));
    await expect(await canvas.findByRole('heading', { name: 'No e-mails found' })).toBeVisible();
    await expect(before).toBe(3);
  },
};

/** Star, read and unread from the list. */
export const StarAndRead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'E-mails' });
    const star = canvas.getByRole('button', { name: 'Star "Focused impactful open issues"' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select "Focused impactful open issues"' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(canvas.getByRole('img', { name: '3 unread' })).toBeVisible());
  },
};

/** The reader: opening reads the e-mail; previous is off on the newest; next walks the folder. */
export const ReadAndPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'E-mails' });
    await userEvent.click(canvas.getByText('Focused impactful open issues'));
    await expect(await canvas.findByRole('heading', { name: 'Focused impactful open issues' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous e-mail' })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('img', { name: '3 unread' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Next e-mail' }));
    await expect(await canvas.findByRole('heading', { name: 'Interview slots for Thursday' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous e-mail' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the list' }));
    await expect(await canvas.findByRole('list', { name: 'E-mails' })).toBeVisible();
  },
};

/** Compose with cc and bcc: a wrong address is marked; sent, the e-mail is in Sent. */
export const Compose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('list', { name: 'E-mails' });
    await userEvent.click(canvas.getByRole('button', { name: 'Compose' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Compose e-mail' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'To' }), 'dana.lee@northwind.io');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Cc' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Cc' }), 'not-an-address');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Bcc' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Bcc' }), 'boss@talent.local');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Subject' }), 'Offer for Dana');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Message' }), 'Welcome aboard.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(dialog.getByRole('textbox', { name: 'Cc' })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Not an e-mail address: not-an-address')).toBeVisible();
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Cc' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Cc' }), 'hr@talent.local');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await body.findByText('E-mail sent')).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Compose e-mail' })).toBeNull());
    await userEvent.click(canvas.getByRole('link', { name: /Sent/ }));
    await expect(await canvas.findByText('Offer for Dana')).toBeVisible();
  },
};

/** An e-mail that does not exist: get-email's 404. */
export const NotFound: Story = {
  args: { path: '/apps/email?id=999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'E-mail not found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the list' }));
    await expect(await canvas.findByRole('list', { name: 'E-mails' })).toBeVisible();
  },
};

/** An empty folder. */
export const EmptyFolder: Story = {
  args: { path: '/apps/email/trash' },
  parameters: demoMsw([
    http.get('*/apps/email/emails', () =>
      HttpResponse.json({ emails: [], emailsMeta: { inbox: 0, draft: 0, spam: 0 } }),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No e-mails found' })).toBeVisible();
    await expect(canvas.getByText('This folder is empty.')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Select all' })).toBeDisabled();
  },
};

/** The list's call fails: an alert with a retry. */
export const LoadError: Story = {
  parameters: demoMsw([
    http.get('*/apps/email/emails', () =>
      HttpResponse.json({ message: 'The mail server is down.' }, { status: 500 }),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The e-mails could not be loaded')).toBeVisible();
    await expect(canvas.getByText(/The mail server is down\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
