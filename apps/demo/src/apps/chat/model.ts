import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { Tone } from '@talent/ui';
import { sendJson, swrFetcher } from '../../lib/api';
import type { Chat, ChatContact, ChatMessage, ContactStatus, ProfileUser } from '../../mocks/data/types';

/** A chat's line in the list: its contact's card with the chat's id, unseen count and last message. */
export type ChatListEntry = ChatContact & {
  chat: { id: number; unseenMsgs: number; lastMessage: ChatMessage | undefined };
};

export interface ChatsAndContacts {
  chatsContacts: ChatListEntry[];
  contacts: ChatContact[];
  profileUser: ProfileUser;
}

export interface OpenedChat {
  chat: Chat | null;
  contact: ChatContact;
}

/** Status words, shown beside the coloured dot (a colour alone says nothing to some readers). */
export const statusTitles: Record<ContactStatus, string> = {
  online: 'Online',
  away: 'Away',
  busy: 'Busy',
  offline: 'Offline',
};

export const statusTones: Record<ContactStatus, Tone> = {
  online: 'positive',
  away: 'caution',
  busy: 'critical',
  offline: 'neutral',
};

const LIST_KEY = ['/apps/chat/chats-and-contacts'] as const;
const chatKey = (id: number) => ['/apps/chat/get-chat', { id }] as const;

export function useChatsAndContacts() {
  return useSWR<ChatsAndContacts>(LIST_KEY, swrFetcher);
}

/** Opening a chat reads it (the handler zeroes its unseen count), so the list is fetched again after. */
export function useChat(id: number | null) {
  const { mutate } = useSWRConfig();
  return useSWR<OpenedChat>(id === null ? null : chatKey(id), swrFetcher, {
    revalidateOnFocus: false,
    onSuccess: () => void mutate(LIST_KEY),
  });
}

/** send-msg (201): the conversation and the list (the chat moves to the top) are fetched again. */
export function useSendMessage() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (contact: ChatContact, message: string) => {
      await sendJson('POST', '/apps/chat/send-msg', { obj: { contact, message } });
      await Promise.all([mutate(chatKey(contact.id)), mutate(LIST_KEY)]);
    },
    [mutate],
  );
}

/** Contacts whose name or role matches the search (case-insensitive). */
export function matches<T extends ChatContact>(contacts: readonly T[], q: string): T[] {
  const needle = q.trim().toLowerCase();
  if (!needle) return [...contacts];
  return contacts.filter((c) => `${c.fullName} ${c.role}`.toLowerCase().includes(needle));
}
