import { useState } from 'react';
import { Avatar, Dialog, EmptyState, Radio, RadioGroup, Switch, useMediaQuery } from '@talent/ui';
import { contactStatuses, type ChatContact, type ContactStatus } from '../../mocks/data/types';
import { ChatSidebar, StatusText } from './ChatSidebar';
import { Conversation } from './Conversation';
import { statusTitles, useChat, useChatsAndContacts, useSendMessage } from './model';
import * as pages from '../../pages/pages.css';
import * as styles from './chat.css';

/**
 * The chat app (spec 001, /apps/chat): chats with unseen counts (opening one reads it), contacts in their
 * statuses, search, sending (the chat moves to the top), the profile user with their own status, and the
 * contact's details. On phones the list and the conversation are two panes, one at a time.
 */
export default function ChatApp() {
  const list = useChatsAndContacts();
  const [q, setQ] = useState('');
  const [active, setActive] = useState<ChatContact | null>(null);
  const opened = useChat(active?.id ?? null);
  const send = useSendMessage();
  const [details, setDetails] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  // No call changes the profile user's status (spec 001 section 7): it is kept on the page.
  const [ownStatus, setOwnStatus] = useState<ContactStatus | null>(null);
  const isNarrow = useMediaQuery('(max-width: 900px)');
  const profile = list.data?.profileUser
    ? { ...list.data.profileUser, status: ownStatus ?? list.data.profileUser.status }
    : undefined;
  const contact = opened.data?.contact ?? active;

  const showList = !isNarrow || !active;
  const showConversation = !isNarrow || !!active;

  return (
    <div className={pages.page}>
      <h1 className={pages.title}>Chat</h1>
      <div className={styles.app}>
        {showList ? (
          <ChatSidebar
            data={list.data}
            error={list.error as Error | undefined}
            onRetry={() => void list.mutate()}
            profile={profile}
            q={q}
            onSearch={setQ}
            activeId={active?.id ?? null}
            onOpen={setActive}
            onProfile={() => setProfileOpen(true)}
          />
        ) : null}
        {showConversation ? (
          contact ? (
            <Conversation
              contact={contact}
              opened={opened.data?.contact.id === contact.id ? opened.data : undefined}
              error={opened.error as Error | undefined}
              onRetry={() => void opened.mutate()}
              onBack={isNarrow ? () => setActive(null) : undefined}
              onDetails={() => setDetails(true)}
              onSend={(message) => send(contact, message)}
              profileId={profile?.id}
            />
          ) : (
            <div className={styles.start}>
              <EmptyState
                kind="empty"
                title="Start a conversation"
                description="Choose a chat or a contact from the list."
              />
            </div>
          )
        ) : null}
      </div>

      <Dialog
        isOpen={details && !!contact}
        onOpenChange={setDetails}
        title="Contact details"
        className={styles.sideSheet}
      >
        {contact ? (
          <div className={styles.card}>
            <Avatar name={contact.fullName} src={contact.avatar || null} size="lg" status={contact.status} />
            <h3 className={styles.contactName}>{contact.fullName}</h3>
            <p className={styles.itemLine}>{contact.role}</p>
            <StatusText status={contact.status} />
            <h4 className={styles.listHeading}>About</h4>
            <p className={styles.about}>{contact.about}</p>
          </div>
        ) : null}
      </Dialog>

      <Dialog
        isOpen={profileOpen}
        onOpenChange={setProfileOpen}
        title="Your profile"
        className={styles.sideSheet}
      >
        {profile ? (
          <div className={styles.card}>
            <Avatar name={profile.fullName} src={profile.avatar || null} size="lg" status={profile.status} />
            <h3 className={styles.contactName}>{profile.fullName}</h3>
            <p className={styles.itemLine}>{profile.role}</p>
            <p className={styles.about}>{profile.about}</p>
            <RadioGroup
              label="Status"
              value={profile.status}
              onChange={(value) => setOwnStatus(value as ContactStatus)}
            >
              {contactStatuses.map((status) => (
                <Radio key={status} value={status}>
                  {statusTitles[status]}
                </Radio>
              ))}
            </RadioGroup>
            <Switch isSelected={profile.settings.isTwoStepAuthVerificationEnabled} isReadOnly>
              Two-step verification
            </Switch>
            <Switch isSelected={profile.settings.isNotificationsOn} isReadOnly>
              Notifications
            </Switch>
          </div>
        ) : null}
      </Dialog>
    </div>
  );
}
