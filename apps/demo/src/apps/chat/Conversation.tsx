import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useDateFormatter } from 'react-aria';
import { Form } from 'react-aria-components';
import { Alert, Avatar, Button, Icon, TextField } from '@talent/ui';
import { LoadFailed, LoadingLines } from '../../lib/LoadStates';
import { DemoIcon } from '../../lib/icons';
import type { ChatContact } from '../../mocks/data/types';
import { StatusText } from './ChatSidebar';
import type { OpenedChat } from './model';
import * as styles from './chat.css';

interface ConversationProps {
  contact: ChatContact;
  opened: OpenedChat | undefined;
  error: Error | undefined;
  onRetry: () => void;
  /** Phones: back to the list (the two panes show one at a time). */
  onBack?: () => void;
  onDetails: () => void;
  onSend: (message: string) => Promise<void>;
  profileId: number | undefined;
}

/** One chat: the contact's header, the message log (role="log") and the composer (Enter sends). */
export function Conversation({
  contact,
  opened,
  error,
  onRetry,
  onBack,
  onDetails,
  onSend,
  profileId,
}: ConversationProps) {
  const time = useDateFormatter({ hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const messages = opened?.chat?.chat ?? [];

  // The newest message is at the bottom: keep it in view as messages arrive.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, contact.id]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const message = draft.trim();
    if (!message || sending) return;
    setSending(true);
    setFailure(null);
    try {
      await onSend(message);
      setDraft('');
    } catch (e) {
      setFailure(e instanceof Error ? e.message : 'Something went wrong');
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={styles.conversation} aria-labelledby="chat-with-heading">
      <header className={styles.conversationHead}>
        {onBack ? (
          <Button variant="ghost" tone="neutral" aria-label="Back to the chats" onPress={onBack}>
            <Icon name="arrowBack" size={18} />
          </Button>
        ) : null}
        <Avatar name={contact.fullName} src={contact.avatar || null} status={contact.status} isDecorative />
        <span className={styles.itemText}>
          <h2 id="chat-with-heading" className={styles.contactName}>
            {contact.fullName}
          </h2>
          <span className={styles.itemLine}>
            <StatusText status={contact.status} /> · {contact.role}
          </span>
        </span>
        <Button variant="ghost" tone="neutral" aria-label="Contact details" onPress={onDetails}>
          <Icon name="info" size={18} />
        </Button>
      </header>

      {error ? (
        <LoadFailed title="The chat could not be loaded" error={error} onRetry={onRetry} />
      ) : !opened ? (
        <LoadingLines label="Loading messages" lines={5} />
      ) : (
        <div
          ref={logRef}
          className={styles.log}
          role="log"
          aria-label={`Messages with ${contact.fullName}`}
          // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          {messages.length === 0 ? (
            <p className={styles.none}>No messages yet. Say hello.</p>
          ) : (
            messages.map((message, index) => {
              const isMine = message.senderId === profileId;
              return (
                <div
                  key={`${message.time}-${index}`}
                  className={styles.message}
                  data-mine={isMine || undefined}
                >
                  <span className={styles.srOnly}>{isMine ? 'You' : contact.fullName}: </span>
                  <p className={styles.bubble} dir="auto">
                    {message.message}
                  </p>
                  <time className={styles.time} dateTime={message.time}>
                    {time.format(new Date(message.time))}
                  </time>
                </div>
              );
            })
          )}
        </div>
      )}

      <Form className={styles.composer} onSubmit={(e) => void submit(e)}>
        {failure ? (
          <Alert tone="critical" title="Not sent">
            {failure}
          </Alert>
        ) : null}
        <div className={styles.composerRow}>
          <TextField
            label={<span className={styles.srOnly}>Message</span>}
            placeholder="Type your message"
            value={draft}
            onChange={setDraft}
            maxLength={2000}
            className={styles.grow}
          />
          <Button type="submit" isDisabled={sending || !draft.trim()}>
            <DemoIcon name="send" /> Send
          </Button>
        </div>
      </Form>
    </section>
  );
}
