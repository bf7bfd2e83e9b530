import { useCallback, useDeferredValue, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { showToast } from '@talent/ui';
import { AppFrame, useRunWithToast, useSidebarSheet } from '../../lib/AppFrame';
import { NotFound } from '../../pages/ComingSoon';
import type { EmailFolder, EmailLabel } from '../../mocks/data/types';
import { ComposeDialog } from './ComposeDialog';
import { EmailList } from './EmailList';
import { EmailReader } from './EmailReader';
import { EmailSidebar } from './EmailSidebar';
import { folderTitles, labelTitles, useEmailActions, useEmails, viewFromParams } from './model';

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
  const sheet = useSidebarSheet();
  const actions = useEmailActions();
  const openId = Number(search.get('id')) || null;
  const list = useEmails(view ?? { kind: 'folder', folder: 'inbox' }, deferredQ);

  const report = useCallback(
    (message: string) => showToast({ title: 'That did not work', description: message, tone: 'critical' }),
    [],
  );
  const run = useRunWithToast();

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
        sheet.setOpen(false);
        setComposing(true);
      }}
    />
  );

  return (
    <AppFrame title={`E-mail: ${title}`} sidebarTitle="Folders and labels" sheet={sheet} sidebar={sidebar}>
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
      <ComposeDialog
        isOpen={composing}
        onOpenChange={setComposing}
        onSubmit={async (email) => {
          await actions.compose(email);
          showToast({ title: email.folder === 'sent' ? 'E-mail sent' : 'Draft saved' });
        }}
      />
    </AppFrame>
  );
}
