/**
 * "Check before upload" (issue 39): a parsed resume with work history or education waits in the queue
 * until the user has looked at its entries; the corrected entries are what is uploaded. One resume at a
 * time, in the queue's order.
 */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Inline, Stack } from '@talent/ui';
import type { ParsedDocument } from '@talent/parser';
import { ParsedEntriesEditor, type ParsedEntries } from './ParsedEntriesEditor';
import { wrapAnywhere } from './entries.css';

interface Waiting {
  name: string;
  doc: ParsedDocument;
  done: (doc: ParsedDocument) => void;
}

export function useEntryReview() {
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const queue = useRef<Waiting[]>([]);
  const review = useCallback(
    (name: string, doc: ParsedDocument) =>
      new Promise<ParsedDocument>((resolve) => {
        const item: Waiting = {
          name,
          doc,
          done: (checked) => {
            queue.current.shift();
            setWaiting(queue.current[0] ?? null);
            resolve(checked);
          },
        };
        queue.current.push(item);
        if (queue.current.length === 1) setWaiting(item);
      }),
    [],
  );
  return { review, waiting };
}

export function EntryReview({ waiting }: { waiting: Waiting | null }) {
  if (!waiting) return null;
  // A new key per document: the edits start from that document's entries.
  return <ReviewCard key={`${waiting.name}-${waiting.doc.name}`} waiting={waiting} />;
}

function ReviewCard({ waiting }: { waiting: Waiting }) {
  const { t } = useTranslation();
  const { doc } = waiting;
  const [entries, setEntries] = useState<ParsedEntries>({
    experience: doc.fields.experience ?? [],
    education: doc.fields.education ?? [],
  });
  const headingId = 'entry-review-heading';
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <Stack gap="large">
          <Stack gap="small">
            <h2 id={headingId} className={wrapAnywhere}>
              {t('Check the work history and education: {{name}}', { name: waiting.name })}
            </h2>
            <p>{t('Correct, add or remove entries; the profile is uploaded with them as shown.')}</p>
          </Stack>
          <ParsedEntriesEditor value={entries} onChange={setEntries} />
          <Inline justify="end">
            <Button onPress={() => waiting.done({ ...doc, fields: { ...doc.fields, ...entries } })}>
              {t('Upload with these entries')}
            </Button>
          </Inline>
        </Stack>
      </section>
    </Card>
  );
}
