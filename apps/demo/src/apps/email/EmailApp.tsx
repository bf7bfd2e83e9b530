import { useCallback, useDeferredValue, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { Button, Dialog, showToast, useMediaQuery } from '@talent/ui';
import { NotFound } from '../../pages/ComingSoon';
import type { EmailFolder, EmailLabel } from '../../mocks/data/types';
import { ComposeDialog } from './ComposeDialog';
import { EmailList } from './EmailList';
import { EmailReader } from './EmailReader';
import { EmailSidebar } from './EmailSidebar';
import { folderTitles, labelTitles, useEmailActions, useEmails, viewFromParams } from './model';
import * as pages from '../../pages/pages.css';
import * as styles from './email.css';

/**
 * The e-mail app (spec 001, /apps/email with its folder, filter and label variants): folders with the
 * emailsMeta counts, labels, search, bulk move and label toggles, read/unread, star, the reader with
 * previous/next, and compose with cc and bcc. The open e-mail is in the address (?id=), so it can be linked.
 */
export default function EmailApp() {
  const params = useParams();
  const view = viewFromParams(params);
  const [search, setSearch] = useSearchParams();
  const [q, setQ] = useState('');
  const deferredQ = useDeferredValue(q);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [composing, setComposing] = useState(false);
  const location = useLocation();
  // The folders sheet (phones) remembers the path it was opened on: choosing a folder closes it.
  const [sheetPath, setSheetPath] = useState<string | null>(null);
  const foldersOpen = sheetPath === location.pathname;
  const setFoldersOpen = (isOpen: boolean) => setSheetPath(isOpen ? location.pathname : null);
  const isNarrow = useMediaQuery('(max-width: 900px)');
  const actions = useEmailActions();
  const openId = Number(search.get('id')) || null;
  const list = useEmails(view ?? { kind: 'folder', folder: 'inbox' }, deferredQ);

  const report = useCallback(
    (message: string) => showToast({ title: 'That did not work', description: message, tone: 'critical' }),
    [],
  );
  const run = useCallback(
    (work: Promise<unknown>, done?: string) =>
      work
        .then(() => {
          if (done) showToast({ title: done });
        })
        .catch((e: unknown) => report(e instanceof Error ? e.message : 'Something went wrong')),
    [report],
  );

  if (!view) return <NotFound />;
  const title = view.kind === 'label' ? labelTitles[view.label] : folderTitles[view.folder];

  const open = (id: number | null) => {
    const next = new URLSearchParams(search);
    if (id === null) next.delete('id');
    else next.set('id', String(id));
    setSearch(next);
  };

  const bulk = (work: Promise<unknown>, done: string) => {
    setSelected(new Set());
    void run(work, done);
  };

  const sidebar = (
    <EmailSidebar
      meta={list.data?.emailsMeta}
      onCompose={() => {
        setFoldersOpen(false);
        setComposing(true);
      }}
    />
  );

  return (
    <div className={pages.page}>
      <div className={styles.pageHead}>
        <h1 className={pages.title}>E-mail: {title}</h1>
        {isNarrow ? (
          <Button variant="outline" tone="neutral" onPress={() => setFoldersOpen(true)}>
            Folders and labels
          </Button>
        ) : null}
      </div>
      <div className={styles.app}>
        {isNarrow ? (
          <Dialog
            isOpen={foldersOpen}
            onOpenChange={setFoldersOpen}
            title="Folders and labels"
            placement="sheet"
          >
            {sidebar}
          </Dialog>
        ) : (
          sidebar
        )}
        <div className={styles.main}>
          {openId !== null ? (
            <EmailReader id={openId} onClose={() => open(null)} onOpen={open} onError={report} />
          ) : (
            <EmailList
              view={view}
              emails={list.data?.emails}
              error={list.error as Error | undefined}
              q={q}
              onSearch={setQ}
              selected={selected}
              onSelect={setSelected}
              onOpen={open}
              onRetry={() => void list.mutate()}
              onMove={(ids, folder: EmailFolder) =>
                bulk(actions.update(ids, { folder }), `Moved to ${folderTitles[folder]}`)
              }
              onToggleLabel={(ids, label: EmailLabel) =>
                bulk(actions.toggleLabel(ids, label), `Label ${labelTitles[label]} toggled`)
              }
              onMarkRead={(ids, isRead) =>
                bulk(actions.update(ids, { isRead }), isRead ? 'Marked as read' : 'Marked as unread')
              }
              onStar={(id, isStarred) => void run(actions.update([id], { isStarred }))}
            />
          )}
        </div>
      </div>
      <ComposeDialog
        isOpen={composing}
        onOpenChange={setComposing}
        onSubmit={async (email) => {
          await actions.compose(email);
          showToast({ title: email.folder === 'sent' ? 'E-mail sent' : 'Draft saved' });
        }}
      />
    </div>
  );
}
