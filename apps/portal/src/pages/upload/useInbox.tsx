/**
 * The e-mail inbox on the upload page (issue 18): "N resumes arrived by e-mail" and "Process them", which
 * fetches the waiting files and hands them to the same upload queue as a drop (parser worker, rules,
 * rejections, masked previews). Each file is marked processed or rejected on the server once the queue is
 * done with it, so a file is never lost: closing the page before that leaves it waiting.
 */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { call, endpointUrl, firstErrorMessage, http, routes, useEndpoint } from '@talent/api/client';
import { MAX_FILES_PER_DROP } from '@talent/api/rules';
import { Button, Card, Inline, showToast } from '@talent/ui';
import { useAbility } from '../../app/ability';
import { useShareClaim } from './useShareClaim';

type Add = (files: { taken: File[]; surplus: File[]; unaccepted: File[] }) => void;

export function useInbox() {
  const { t } = useTranslation();
  // The inbox is the e-mail plugin's (RA); job seekers and editors upload without one.
  const enabled = useAbility().can('read', 'RA');
  const list = useEndpoint(
    'inboxFiles',
    enabled ? { query: { limit: MAX_FILES_PER_DROP, offset: 0 } } : null,
  );
  // Which inbox file each queued File is (read in callbacks), and the ids in work (shown).
  const inWork = useRef(new Map<File, number>());
  const [busyIds, setBusyIds] = useState<readonly number[]>([]);
  const [fetching, setFetching] = useState(false);

  const onSettled = useCallback(
    (file: File, outcome: 'uploaded' | 'rejected', message?: string) => {
      const id = inWork.current.get(file);
      if (id === undefined) return;
      inWork.current.delete(file);
      void call('settleInboxFile', {
        params: { id },
        body: { outcome: outcome === 'uploaded' ? 'processed' : 'rejected', note: message?.slice(0, 500) },
      })
        .catch((err: unknown) => console.warn('Settling an inbox file failed', id, err))
        .finally(() => {
          setBusyIds((ids) => ids.filter((x) => x !== id));
          void list.mutate();
        });
    },
    [list],
  );

  const waiting = (list.data?.results ?? []).filter((f) => !busyIds.includes(f.id));
  const count = Math.max(0, (list.data?.count ?? 0) - busyIds.length);

  async function process(add: Add, freeSlots: number) {
    const batch = waiting.slice(0, Math.min(freeSlots, MAX_FILES_PER_DROP));
    if (batch.length === 0) return;
    setFetching(true);
    const taken: File[] = [];
    try {
      for (const entry of batch) {
        const res = await http.get<Blob>(endpointUrl(routes.inboxFileContent, { id: String(entry.id) }), {
          responseType: 'blob',
        });
        const file = new File([res.data], entry.file_name);
        inWork.current.set(file, entry.id);
        taken.push(file);
      }
      setBusyIds((ids) => [...ids, ...batch.map((f) => f.id)]);
      add({ taken, surplus: [], unaccepted: [] });
    } catch (err) {
      // Nothing was queued: the files stay waiting on the server.
      for (const file of taken) inWork.current.delete(file);
      showToast({ title: firstErrorMessage(err, t('Something went wrong')), tone: 'critical' });
    } finally {
      setFetching(false);
    }
  }

  /** The banner, shown while files wait. */
  const banner = (add: Add, freeSlots: number) =>
    enabled && count > 0 ? (
      <Card title={t('Resumes by e-mail')}>
        <Inline gap="medium" justify="between" wrap>
          <p style={{ margin: 0 }} role="status">
            {count === 1
              ? t('1 resume arrived by e-mail.')
              : t('{{count}} resumes arrived by e-mail.', { count })}{' '}
            <Link to="/email-plugin">{t('E-mail plugin')}</Link>
          </p>
          <Button
            onPress={() => void process(add, freeSlots)}
            isPending={fetching}
            isDisabled={freeSlots === 0}
          >
            {count > MAX_FILES_PER_DROP
              ? t('Process the next {{count}}', { count: Math.min(MAX_FILES_PER_DROP, count) })
              : t('Process them')}
          </Button>
        </Inline>
      </Card>
    ) : null;

  // Files a phone shared (?share=...) join this inbox; the banner shows them once the list is read again.
  // SWR's bound mutate is stable, so the claim's effect does not run again on every render.
  const { mutate } = list;
  const refresh = useCallback(() => void mutate(), [mutate]);
  const share = useShareClaim(enabled, refresh);

  return { onSettled, banner, shareNotice: share.notice };
}
