import { useDateFormatter } from 'react-aria';
import type { Key } from 'react-aria-components';
import { ActionMenu, Avatar, Button, Checkbox, EmptyState } from '@talent/ui';
import { LoadFailed, LoadingLines } from '../../lib/LoadStates';
import { SearchBox } from '../../lib/SearchBox';
import { DemoIcon } from '../../lib/icons';
import {
  emailFolders,
  emailLabels,
  type Email,
  type EmailFolder,
  type EmailLabel,
} from '../../mocks/data/types';
import { folderTitles, labelTitles, snippetOf, type EmailView } from './model';
import { StarButton } from './StarButton';
import * as styles from './email.css';

export interface EmailListProps {
  view: EmailView;
  emails: Email[] | undefined;
  error: Error | undefined;
  q: string;
  onSearch: (q: string) => void;
  selected: ReadonlySet<number>;
  onSelect: (ids: Set<number>) => void;
  onOpen: (id: number) => void;
  onMove: (ids: number[], folder: EmailFolder) => void;
  onToggleLabel: (ids: number[], label: EmailLabel) => void;
  onMarkRead: (ids: number[], isRead: boolean) => void;
  onStar: (id: number, isStarred: boolean) => void;
  onRetry: () => void;
}

export function EmailList({
  view,
  emails,
  error,
  q,
  onSearch,
  selected,
  onSelect,
  onOpen,
  onMove,
  onToggleLabel,
  onMarkRead,
  onStar,
  onRetry,
}: EmailListProps) {
  const time = useDateFormatter({
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  const ids = emails?.map((e) => e.id) ?? [];
  const chosen = ids.filter((id) => selected.has(id));
  const allChosen = ids.length > 0 && chosen.length === ids.length;
  const currentFolder = view.kind === 'folder' ? view.folder : null;
  const anyUnread = emails?.some((e) => chosen.includes(e.id) && !e.isRead) ?? false;

  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelect(next);
  };

  return (
    <>
      <div className={styles.toolbar}>
        <Checkbox
          aria-label="Select all"
          isSelected={allChosen}
          isIndeterminate={chosen.length > 0 && !allChosen}
          isDisabled={ids.length === 0}
          onChange={(on) => onSelect(new Set(on ? ids : []))}
        />
        <SearchBox label="Search e-mail" value={q} onChange={onSearch} className={styles.grow} />
        {chosen.length > 0 ? (
          <>
            <ActionMenu
              label="Move to"
              trigger={<DemoIcon name="folder" />}
              items={emailFolders
                .filter((f) => f !== currentFolder)
                .map((f) => ({ id: f, label: folderTitles[f] }))}
              onAction={(key: Key) => onMove(chosen, key as EmailFolder)}
            />
            <ActionMenu
              label="Toggle label"
              trigger={<DemoIcon name="tag" />}
              items={emailLabels.map((l) => ({ id: l, label: labelTitles[l] }))}
              onAction={(key: Key) => onToggleLabel(chosen, key as EmailLabel)}
            />
            <Button
              variant="ghost"
              tone="neutral"
              aria-label={anyUnread ? 'Mark as read' : 'Mark as unread'}
              onPress={() => onMarkRead(chosen, anyUnread)}
            >
              <DemoIcon name={anyUnread ? 'mailOpen' : 'mail'} />
            </Button>
            {currentFolder !== 'trash' ? (
              <Button
                variant="ghost"
                tone="critical"
                aria-label="Delete"
                onPress={() => onMove(chosen, 'trash')}
              >
                <DemoIcon name="trash" />
              </Button>
            ) : null}
          </>
        ) : null}
      </div>

      {error ? (
        <LoadFailed title="The e-mails could not be loaded" error={error} onRetry={onRetry} />
      ) : !emails ? (
        <LoadingLines label="Loading e-mails" />
      ) : emails.length === 0 ? (
        <div className={styles.state}>
          <EmptyState
            kind={q ? 'search' : 'empty'}
            title="No e-mails found"
            description={q ? `Nothing here matches "${q}".` : 'This folder is empty.'}
          />
        </div>
      ) : (
        <ul className={styles.list} aria-label="E-mails">
          {emails.map((email) => (
            <li
              key={email.id}
              className={styles.row}
              data-unread={!email.isRead || undefined}
              data-selected={selected.has(email.id) || undefined}
            >
              <Checkbox
                aria-label={`Select "${email.subject}"`}
                isSelected={selected.has(email.id)}
                onChange={(on) => toggle(email.id, on)}
              />
              <StarButton
                isStarred={email.isStarred}
                subject={email.subject}
                onChange={(on) => onStar(email.id, on)}
              />
              <button type="button" className={styles.rowOpen} onClick={() => onOpen(email.id)}>
                <span className={styles.sender}>
                  <Avatar name={email.from.name} src={email.from.avatar || null} size="sm" isDecorative />
                  <span className={styles.ellipsis} dir="auto">
                    {email.from.name}
                  </span>
                  {email.isRead ? null : <span className={styles.srOnly}>(unread)</span>}
                </span>
                {/* dir="auto": an English subject in an RTL page still starts at its start and is cut at its end. */}
                <span className={styles.subjectLine} dir="auto">
                  <span className={styles.subject}>{email.subject}</span> — {snippetOf(email.message)}
                </span>
                <span className={styles.meta}>
                  <span className={styles.labelDots}>
                    {email.labels.map((label) => (
                      <span key={label} className={styles.labelDot[label]} title={labelTitles[label]} />
                    ))}
                    {email.labels.length > 0 ? (
                      <span className={styles.srOnly}>
                        Labels: {email.labels.map((label) => labelTitles[label]).join(', ')}
                      </span>
                    ) : null}
                  </span>
                  <time className={styles.time} dateTime={email.time}>
                    {time.format(new Date(email.time))}
                  </time>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
