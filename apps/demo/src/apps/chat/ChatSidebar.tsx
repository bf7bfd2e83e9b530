import { useDateFormatter } from 'react-aria';
import { Avatar, Badge, Button, EmptyState } from '@talent/ui';
import { LoadFailed, LoadingLines } from '../../lib/LoadStates';
import { SearchBox } from '../../lib/SearchBox';
import type { ChatContact, ContactStatus, ProfileUser } from '../../mocks/data/types';
import { matches, statusTitles, type ChatsAndContacts } from './model';
import * as styles from './chat.css';

/** The status as a word beside the avatar's dot. */
export function StatusText({ status }: { status: ContactStatus }) {
  return (
    <span className={styles.statusText} data-status={status}>
      {statusTitles[status]}
    </span>
  );
}

interface ChatSidebarProps {
  data: ChatsAndContacts | undefined;
  error: Error | undefined;
  onRetry: () => void;
  profile: ProfileUser | undefined;
  q: string;
  onSearch: (q: string) => void;
  activeId: number | null;
  onOpen: (contact: ChatContact) => void;
  onProfile: () => void;
}

/** The profile user, contact search, the chats (latest first, with unseen counts) and the other contacts. */
export function ChatSidebar({
  data,
  error,
  onRetry,
  profile,
  q,
  onSearch,
  activeId,
  onOpen,
  onProfile,
}: ChatSidebarProps) {
  const time = useDateFormatter({ hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const chats = matches(data?.chatsContacts ?? [], q);
  const chatIds = new Set(data?.chatsContacts.map((c) => c.id));
  const contacts = matches(data?.contacts.filter((c) => !chatIds.has(c.id)) ?? [], q);

  return (
    <div className={styles.sidebar}>
      <h2 className={styles.srOnly}>Chats and contacts</h2>
      <div className={styles.sidebarHead}>
        {profile ? (
          <Button variant="ghost" tone="neutral" onPress={onProfile} aria-label="Your profile and status">
            <Avatar
              name={profile.fullName}
              src={profile.avatar || null}
              status={profile.status}
              isDecorative
            />
          </Button>
        ) : null}
        <SearchBox label="Search contacts" value={q} onChange={onSearch} className={styles.grow} />
      </div>
      {error ? (
        <LoadFailed title="The chats could not be loaded" error={error} onRetry={onRetry} />
      ) : !data ? (
        <LoadingLines label="Loading chats" />
      ) : (
        <div className={styles.lists}>
          <h3 className={styles.listHeading} id="chat-chats-heading">
            Chats
          </h3>
          {chats.length === 0 ? (
            <p className={styles.none}>No chats found.</p>
          ) : (
            <ul className={styles.list} aria-labelledby="chat-chats-heading">
              {chats.map((entry) => {
                const last = entry.chat.lastMessage;
                return (
                  <li key={entry.id}>
                    <button
                      type="button"
                      className={styles.item}
                      aria-current={entry.id === activeId || undefined}
                      onClick={() => onOpen(entry)}
                    >
                      <Avatar
                        name={entry.fullName}
                        src={entry.avatar || null}
                        status={entry.status}
                        isDecorative
                      />
                      <span className={styles.itemText}>
                        <span className={styles.itemName}>
                          {entry.fullName} <StatusText status={entry.status} />
                        </span>
                        <span className={styles.itemLine} dir="auto">
                          {last?.message ?? ''}
                        </span>
                      </span>
                      <span className={styles.itemSide}>
                        {last ? (
                          <time className={styles.time} dateTime={last.time}>
                            {time.format(new Date(last.time))}
                          </time>
                        ) : null}
                        {entry.chat.unseenMsgs > 0 ? (
                          <Badge
                            tone="critical"
                            variant="solid"
                            aria-label={`${entry.chat.unseenMsgs} unread`}
                          >
                            {entry.chat.unseenMsgs}
                          </Badge>
                        ) : null}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          <h3 className={styles.listHeading} id="chat-contacts-heading">
            Contacts
          </h3>
          {contacts.length === 0 ? (
            chats.length === 0 ? (
              <EmptyState kind="search" title="No contacts found" description={`Nothing matches "${q}".`} />
            ) : (
              <p className={styles.none}>No other contacts.</p>
            )
          ) : (
            <ul className={styles.list} aria-labelledby="chat-contacts-heading">
              {contacts.map((contact) => (
                <li key={contact.id}>
                  <button
                    type="button"
                    className={styles.item}
                    aria-current={contact.id === activeId || undefined}
                    onClick={() => onOpen(contact)}
                  >
                    <Avatar
                      name={contact.fullName}
                      src={contact.avatar || null}
                      status={contact.status}
                      isDecorative
                    />
                    <span className={styles.itemText}>
                      <span className={styles.itemName}>
                        {contact.fullName} <StatusText status={contact.status} />
                      </span>
                      <span className={styles.itemLine}>{contact.role}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
