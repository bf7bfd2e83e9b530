import { useEffect, useState } from 'react';
import { useDateFormatter } from 'react-aria';
import type { Key } from 'react-aria-components';
import { ActionMenu, Alert, Avatar, Badge, Button, EmptyState, Icon, Skeleton } from '@talent/ui';
import { DemoHttpError } from '../../lib/api';
import { DemoIcon } from '../../lib/icons';
import { emailFolders, emailLabels, type EmailFolder, type EmailLabel } from '../../mocks/data/types';
import { folderTitles, labelTitles, labelTones, paginateEmail, useEmail, useEmailActions } from './model';
import { StarButton } from './StarButton';
import * as styles from './email.css';

export interface EmailReaderProps {
  id: number;
  onClose: () => void;
  /** Opens another e-mail (previous/next). */
  onOpen: (id: number) => void;
  onError: (message: string) => void;
}

/** One e-mail: previous and next in its folder (paginate-email), star, labels, unread, move. */
export function EmailReader({ id, onClose, onOpen, onError }: EmailReaderProps) {
  const { data: email, error, mutate } = useEmail(id);
  const actions = useEmailActions();
  const [paging, setPaging] = useState<'previous' | 'next' | null>(null);
  const time = useDateFormatter({ dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

  // Opening an e-mail reads it, as in the template.
  const unreadId = email && !email.isRead ? email.id : null;
  useEffect(() => {
    if (unreadId !== null) actions.update([unreadId], { isRead: true }).catch(() => undefined);
  }, [unreadId, actions]);

  const run = (work: Promise<unknown>) =>
    work.catch((e: unknown) => onError(e instanceof Error ? e.message : 'Something went wrong'));

  // Disabled while paging rather than isPending: the reader may close before the call ends, and react-aria's
  // announcement of a pending button would then point at a label that is gone.
  const page = (dir: 'previous' | 'next') => {
    setPaging(dir);
    void run(paginateEmail(dir, id).then((next) => onOpen(next.id))).finally(() => setPaging(null));
  };

  if (error) {
    const missing = error instanceof DemoHttpError && error.status === 404;
    return (
      <div className={styles.state}>
        {missing ? (
          <EmptyState
            kind="search"
            title="E-mail not found"
            description="It may have been deleted, or the link is wrong."
            action={<Button onPress={onClose}>Back to the list</Button>}
          />
        ) : (
          <Alert tone="critical" title="The e-mail could not be loaded">
            {error instanceof Error ? error.message : ''}{' '}
            <Button variant="ghost" size="sm" onPress={() => void mutate()}>
              Try again
            </Button>
          </Alert>
        )}
      </div>
    );
  }
  if (!email) {
    return (
      <div className={styles.state} aria-busy="true" aria-label="Loading the e-mail">
        <Skeleton lines={8} />
      </div>
    );
  }

  return (
    <article className={styles.reader} aria-labelledby="email-subject">
      <div className={styles.readerHead}>
        <Button variant="ghost" tone="neutral" aria-label="Back to the list" onPress={onClose}>
          <Icon name="arrowBack" />
        </Button>
        <h2 id="email-subject" className={styles.readerTitle}>
          {email.subject}
        </h2>
        <Button
          variant="ghost"
          tone="neutral"
          aria-label="Previous e-mail"
          isDisabled={!email.hasPreviousMail || paging !== null}
          onPress={() => page('previous')}
        >
          <Icon name="chevronStart" />
        </Button>
        <Button
          variant="ghost"
          tone="neutral"
          aria-label="Next e-mail"
          isDisabled={!email.hasNextMail || paging !== null}
          onPress={() => page('next')}
        >
          <Icon name="chevronEnd" />
        </Button>
      </div>
      <div className={styles.meta}>
        {email.labels.map((label) => (
          <Badge key={label} tone={labelTones[label]}>
            {labelTitles[label]}
          </Badge>
        ))}
        <Badge tone="neutral" variant="outline">
          {folderTitles[email.folder]}
        </Badge>
        <span className={styles.grow} />
        <StarButton
          isStarred={email.isStarred}
          subject={email.subject}
          onChange={(on) => void run(actions.update([email.id], { isStarred: on }))}
        />
        <ActionMenu
          label="Toggle label"
          trigger={<DemoIcon name="tag" />}
          items={emailLabels.map((l) => ({
            id: l,
            label: `${email.labels.includes(l) ? 'Remove' : 'Add'} ${labelTitles[l]}`,
          }))}
          onAction={(key: Key) => void run(actions.toggleLabel([email.id], key as EmailLabel))}
        />
        <ActionMenu
          label="Move to"
          trigger={<DemoIcon name="folder" />}
          items={emailFolders
            .filter((f) => f !== email.folder)
            .map((f) => ({ id: f, label: folderTitles[f] }))}
          onAction={(key: Key) =>
            void run(actions.update([email.id], { folder: key as EmailFolder })).then(onClose)
          }
        />
        <Button
          variant="ghost"
          tone="neutral"
          aria-label="Mark as unread"
          onPress={() => void run(actions.update([email.id], { isRead: false })).then(onClose)}
        >
          <DemoIcon name="mail" />
        </Button>
        {email.folder !== 'trash' ? (
          <Button
            variant="ghost"
            tone="critical"
            aria-label="Delete"
            onPress={() => void run(actions.update([email.id], { folder: 'trash' })).then(onClose)}
          >
            <DemoIcon name="trash" />
          </Button>
        ) : null}
      </div>
      <section className={styles.messageCard} aria-label="Message">
        <div className={styles.meta}>
          <Avatar name={email.from.name} src={email.from.avatar || null} isDecorative />
          <div className={styles.metaText}>
            <strong>{email.from.name}</strong>
            <span>{email.from.email}</span>
            <span>To: {email.to.map((t) => t.email).join(', ')}</span>
            {email.cc.length ? <span>Cc: {email.cc.join(', ')}</span> : null}
            {email.bcc.length ? <span>Bcc: {email.bcc.join(', ')}</span> : null}
          </div>
          <time className={styles.time} dateTime={email.time}>
            {time.format(new Date(email.time))}
          </time>
        </div>
        {/* The message is the demo layer's own HTML: fixtures, or composed text escaped by the handler. */}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: email.message }} />
        {email.attachments.length ? (
          <ul className={styles.attachments} aria-label="Attachments">
            {email.attachments.map((file) => (
              <li key={file.fileName} className={styles.attachment}>
                <Icon name="file" size={16} />
                {file.fileName} <span>({file.size})</span>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </article>
  );
}
