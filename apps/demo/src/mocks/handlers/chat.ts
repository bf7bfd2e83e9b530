import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { PROFILE_USER_ID } from '../data/chat';
import type { Chat, ChatMessage } from '../data/types';
import { demoPath, fail, jsonBody } from '../http';
import { demoDb } from '../store';

const lastTime = (chat: Chat) => chat.chat.at(-1)?.time ?? '';

const sendBody = z.object({
  obj: z.object({
    contact: z.object({ id: z.number().int().positive() }).passthrough(),
    message: z.string().trim().min(1, 'Type a message.').max(2_000, 'A message is at most 2,000 characters.'),
  }),
});

export const chatHandlers = [
  // Chats first, the most recent message at the top; each carries its contact's card.
  http.get(demoPath('/apps/chat/chats-and-contacts'), () => {
    const { chats, contacts, profileUser } = demoDb();
    const chatsContacts = [...chats]
      .sort((a, b) => lastTime(b).localeCompare(lastTime(a)))
      .flatMap((chat) => {
        const contact = contacts.find((c) => c.id === chat.userId);
        return contact
          ? [
              {
                ...contact,
                chat: { id: chat.id, unseenMsgs: chat.unseenMsgs, lastMessage: chat.chat.at(-1) },
              },
            ]
          : [];
      });
    return HttpResponse.json({ chatsContacts, contacts, profileUser });
  }),

  http.get(demoPath('/apps/chat/users/profile-user'), () => HttpResponse.json(demoDb().profileUser)),

  // Opening a chat reads it: its unseen count becomes zero (spec 001 section 4).
  http.get(demoPath('/apps/chat/get-chat'), ({ request }) => {
    const id = z.coerce.number().int().positive().safeParse(new URL(request.url).searchParams.get('id'));
    if (!id.success) return fail(400, 'Give the contact id as a positive number.');
    const { chats, contacts } = demoDb();
    const contact = contacts.find((c) => c.id === id.data);
    if (!contact) return fail(404, 'Contact not found.');
    const chat = chats.find((c) => c.userId === id.data);
    if (chat) chat.unseenMsgs = 0;
    return HttpResponse.json({ chat: chat ?? null, contact });
  }),

  // 201 with the new message; `chat` only when this message started the chat.
  http.post(demoPath('/apps/chat/send-msg'), async ({ request }) => {
    const body = sendBody.safeParse(await jsonBody(request));
    if (!body.success) return fail(400, body.error.issues[0]?.message ?? 'Invalid request.');
    const { contact, message } = body.data.obj;
    const db = demoDb();
    if (!db.contacts.some((c) => c.id === contact.id)) return fail(404, 'Contact not found.');
    const newMessageData: ChatMessage = {
      message,
      time: new Date().toISOString(),
      senderId: PROFILE_USER_ID,
    };
    let chat = db.chats.find((c) => c.userId === contact.id);
    const isNew = !chat;
    if (!chat) {
      chat = {
        id: Math.max(0, ...db.chats.map((c) => c.id)) + 1,
        userId: contact.id,
        unseenMsgs: 0,
        chat: [],
      };
      db.chats.push(chat);
    }
    chat.chat.push(newMessageData);
    return HttpResponse.json(
      { response: newMessageData, id: contact.id, ...(isNew ? { chat } : {}) },
      { status: 201 },
    );
  }),
];
