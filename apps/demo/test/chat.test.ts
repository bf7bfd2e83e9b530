import { describe, expect, it } from 'vitest';
import type { Chat, ChatContact, ChatMessage, ProfileUser } from '../src/mocks';
import { call } from './setup';

type Listed = {
  chatsContacts: (ChatContact & { chat: { id: number; unseenMsgs: number; lastMessage: ChatMessage } })[];
  contacts: ChatContact[];
  profileUser: ProfileUser;
};

const listed = async () => (await call<Listed>('GET', '/apps/chat/chats-and-contacts')).body;

describe('chat', () => {
  it('answers {chatsContacts, contacts, profileUser}, the latest chat first, every status present', async () => {
    const body = await listed();
    expect(Object.keys(body).sort()).toEqual(['chatsContacts', 'contacts', 'profileUser']);
    expect(body.chatsContacts.map((c) => c.id)).toEqual([4, 2, 1]);
    expect(body.chatsContacts.map((c) => c.chat.unseenMsgs)).toEqual([2, 1, 0]);
    expect(new Set(body.contacts.map((c) => c.status))).toEqual(
      new Set(['online', 'offline', 'busy', 'away']),
    );
    expect((await call<ProfileUser>('GET', '/apps/chat/users/profile-user')).body.id).toBe(11);
  });

  it('opening a chat sets its unseen count to zero; unknown contacts 404', async () => {
    const opened = await call<{ chat: Chat; contact: ChatContact }>('GET', '/apps/chat/get-chat?id=4');
    expect(opened.status).toBe(200);
    expect(opened.body.contact.fullName).toBe('Verla Morgano');
    expect(opened.body.chat.unseenMsgs).toBe(0);
    expect((await listed()).chatsContacts.find((c) => c.id === 4)!.chat.unseenMsgs).toBe(0);
    expect((await call('GET', '/apps/chat/get-chat?id=99')).status).toBe(404);
    expect((await call<{ chat: null }>('GET', '/apps/chat/get-chat?id=5')).body.chat).toBeNull();
  });

  it('send-msg answers 201 and moves the chat to the top; a first message answers the new chat', async () => {
    const contact = (await listed()).contacts.find((c) => c.id === 1)!;
    const sent = await call<{ response: ChatMessage; id: number; chat?: Chat }>(
      'POST',
      '/apps/chat/send-msg',
      {
        obj: { contact, message: 'Any news?' },
      },
    );
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ id: 1, response: { message: 'Any news?', senderId: 11 } });
    expect(sent.body.chat).toBeUndefined();
    expect((await listed()).chatsContacts[0]!.id).toBe(1);
    const first = await call<{ chat?: Chat }>('POST', '/apps/chat/send-msg', {
      obj: { contact: { id: 5 }, message: 'Hello Margot' },
    });
    expect(first.body.chat).toMatchObject({ userId: 5, chat: [{ message: 'Hello Margot' }] });
    expect(
      (await call('POST', '/apps/chat/send-msg', { obj: { contact: { id: 5 }, message: '  ' } })).status,
    ).toBe(400);
    expect(
      (await call('POST', '/apps/chat/send-msg', { obj: { contact: { id: 99 }, message: 'x' } })).status,
    ).toBe(404);
  });
});
