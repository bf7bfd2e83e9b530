import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DemoStory, demoMsw, resetData } from '../../storybook/DemoStory';
import ChatApp from './ChatApp';

/** The chat app of the template gallery (spec 001), on the demo layer's msw handlers. */
const meta = {
  title: 'Templates/Chat',
  component: ChatApp,
  parameters: { layout: 'padded', ...demoMsw() },
  beforeEach: resetData,
  render: () => (
    <DemoStory path="/apps/chat" patterns={['/apps/chat']}>
      <ChatApp />
    </DemoStory>
  ),
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

const chatList = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Chats' })).getAllByRole('listitem');

/** Chats latest first with their unseen counts, contacts with their statuses in words (the visual baseline). */
export const Chats: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Chats' });
    await expect(chatList(canvas).map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Verla Morgano Online/),
      expect.stringMatching(/Adalberto Granzin Busy/),
      expect.stringMatching(/Felecia Rower Offline/),
    ]);
    await expect(canvas.getByRole('img', { name: '2 unread' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '1 unread' })).toBeVisible();
    const contacts = within(canvas.getByRole('list', { name: 'Contacts' }));
    await expect(contacts.getByRole('button', { name: /Mauro Elenbaas Away/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Start a conversation' })).toBeVisible();
  },
};

/** Opening a chat shows its log and reads it: the unseen count is gone. */
export const OpenChat: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Chats' });
    await userEvent.click(canvas.getByRole('button', { name: /^Verla Morgano/ }));
    const log = await canvas.findByRole('log', { name: 'Messages with Verla Morgano' });
    await expect(log).toHaveTextContent('Did you get the candidate list?');
    await expect(log).toHaveTextContent('Three of them look strong.');
    await waitFor(() => expect(canvas.queryByRole('img', { name: '2 unread' })).toBeNull());
    await expect(canvas.getByRole('img', { name: '1 unread' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Verla Morgano/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** Enter sends (send-msg, 201): the message joins the log and its chat moves to the top. */
export const SendMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Chats' });
    await userEvent.click(canvas.getByRole('button', { name: /^Felecia Rower/ }));
    const log = await canvas.findByRole('log', { name: 'Messages with Felecia Rower' });
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(input, 'Any news on the transaction?{Enter}');
    await waitFor(() => expect(log).toHaveTextContent('You: Any news on the transaction?'));
    // The draft clears once send-msg answered, which can be a render after the log shows the message.
    await waitFor(() => expect(input).toHaveValue(''));
    await waitFor(() => expect(chatList(canvas)[0]).toHaveTextContent(/Felecia Rower/));
    await expect(chatList(canvas)[0]).toHaveTextContent('Any news on the transaction?');
  },
};

/** A first message to a contact starts a chat: the contact moves from Contacts to the top of Chats. */
export const StartChat: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Chats' });
    await userEvent.click(canvas.getByRole('button', { name: /^Margot Henschke/ }));
    await expect(await canvas.findByText('No messages yet. Say hello.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Hello Margot');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(chatList(canvas)).toHaveLength(4));
    await expect(chatList(canvas)[0]).toHaveTextContent(/Margot Henschke Busy/);
    const contacts = within(canvas.getByRole('list', { name: 'Contacts' }));
    await expect(contacts.queryByRole('button', { name: /^Margot Henschke/ })).toBeNull();
  },
};

/** Search contacts: chats and contacts narrow by name or role; nothing found says so. */
export const SearchContacts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Chats' });
    const search = canvas.getByRole('searchbox', { name: 'Search contacts' });
    await userEvent.type(search, 'designer');
    await waitFor(() => expect(chatList(canvas)).toHaveLength(1));
    await expect(chatList(canvas)[0]).toHaveTextContent(/Adalberto Granzin/);
    const contacts = within(canvas.getByRole('list', { name: 'Contacts' }));
    await expect(contacts.getAllByRole('listitem')).toHaveLength(1);
    await expect(contacts.getByRole('button', { name: /^Bridgett Omohundro/ })).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'zebra');
    await expect(await canvas.findByRole('heading', { name: 'No contacts found' })).toBeVisible();
  },
};

/** The user sidebar (contact details) and the profile user's own status. */
export const DetailsAndProfile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('list', { name: 'Chats' });
    await userEvent.click(canvas.getByRole('button', { name: /^Adalberto Granzin/ }));
    await canvas.findByRole('log', { name: 'Messages with Adalberto Granzin' });
    await userEvent.click(canvas.getByRole('button', { name: 'Contact details' }));
    const details = within(await body.findByRole('dialog', { name: 'Contact details' }));
    await waitFor(() => expect(details.getByText('UI/UX Designer')).toBeVisible());
    await expect(details.getByText('Toffee caramels jelly-o tart.')).toBeVisible();
    await expect(details.getByText('Busy')).toBeVisible();
    await userEvent.click(details.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Contact details' })).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'Your profile and status' }));
    const profile = within(await body.findByRole('dialog', { name: 'Your profile' }));
    await waitFor(() => expect(profile.getByRole('radio', { name: 'Online' })).toBeChecked());
    await userEvent.click(profile.getByRole('radio', { name: 'Away' }));
    await expect(profile.getByRole('img', { name: 'John Doe (away)' })).toBeVisible();
  },
};

/** The chats' call fails: an alert with a retry. */
export const LoadError: Story = {
  parameters: demoMsw([
    http.get('*/apps/chat/chats-and-contacts', () =>
      HttpResponse.json({ message: 'The chat server is down.' }, { status: 500 }),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The chats could not be loaded')).toBeVisible();
    await expect(canvas.getByText(/The chat server is down\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** A chat's call fails: the conversation shows an alert with a retry; the list stays. */
export const ChatLoadError: Story = {
  parameters: demoMsw([
    http.get('*/apps/chat/get-chat', () =>
      HttpResponse.json({ message: 'Contact not found.' }, { status: 404 }),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Chats' });
    await userEvent.click(canvas.getByRole('button', { name: /^Verla Morgano/ }));
    await expect(await canvas.findByText('The chat could not be loaded')).toBeVisible();
    await expect(canvas.getByText(/Contact not found\./)).toBeVisible();
    await expect(canvas.queryByRole('log')).toBeNull();
    // Not read: the unseen count stays.
    await expect(canvas.getByRole('img', { name: '2 unread' })).toBeVisible();
  },
};
