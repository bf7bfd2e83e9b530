/**
 * "Import from resume" (issue 39): pick a resume file, read its work history and education in the browser,
 * correct them in the upload screen's entry editor, and save what is left as profile entries.
 */
import { useEffect, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { call } from '@talent/api/client';
import { ACCEPTED_FILE_TYPES } from '@talent/api/rules';
import { Alert, Button, Card, Inline, Spinner, Stack, showToast } from '@talent/ui';
import { useAbility } from '../../app/ability';
import { ParsedEntriesEditor, type ParsedEntries } from '../upload/ParsedEntriesEditor';
import { wrapAnywhere } from '../upload/entries.css';
import {
  ImportError,
  educationBody,
  experienceBody,
  importSource,
  incompleteEntries,
  parseResumeEntries,
  parserOptionsFor,
} from './resumeImport';

type State =
  | { phase: 'idle' }
  | { phase: 'parsing'; name: string; page?: number; pages?: number }
  | { phase: 'empty'; name: string }
  | { phase: 'failed'; name: string; message: string }
  | { phase: 'review'; name: string; entries: ParsedEntries };

/** `onReviewing` tells the section whether the parsed entries are open for correction. */
export function ImportFromResume({ onReviewing }: { onReviewing?: (open: boolean) => void }) {
  const { t } = useTranslation();
  // The exclusion lists are options only for the roles that have their pages (as on the upload screen).
  const exclusionLists = useAbility().can('read', 'RAE');
  const [state, setState] = useState<State>({ phase: 'idle' });

  async function read(file: File) {
    setState({ phase: 'parsing', name: file.name });
    try {
      const entries = await parseResumeEntries(
        file,
        t,
        { createParser: importSource.createParser, loadOptions: parserOptionsFor(exclusionLists) },
        ({ page, pages }) => {
          if (page && pages) setState({ phase: 'parsing', name: file.name, page, pages });
        },
      );
      const found = entries.experience.length + entries.education.length > 0;
      setState(found ? { phase: 'review', name: file.name, entries } : { phase: 'empty', name: file.name });
    } catch (error) {
      if (!(error instanceof ImportError)) console.warn('Import failed', file.name, error);
      const message = error instanceof ImportError ? error.message : t('Something went wrong');
      setState({ phase: 'failed', name: file.name, message });
    }
  }

  const reviewing = state.phase === 'review';
  useEffect(() => onReviewing?.(reviewing), [onReviewing, reviewing]);

  const parsing = state.phase === 'parsing';
  return (
    <Stack gap="medium">
      <Inline>
        <FileTrigger
          acceptedFileTypes={[...ACCEPTED_FILE_TYPES]}
          onSelect={(list) => {
            const file = list?.[0];
            if (file) void read(file);
          }}
        >
          <Button variant="outline" tone="neutral" isPending={parsing}>
            {t('Import from resume')}
          </Button>
        </FileTrigger>
      </Inline>
      <div role="status" className={wrapAnywhere}>
        {parsing ? (
          <Inline gap="small">
            <Spinner size="sm" label={t('Loading')} />
            <span>
              {state.page && state.pages
                ? t('Reading {{name}}: page {{page}} of {{pages}}…', {
                    name: state.name,
                    page: state.page,
                    pages: state.pages,
                  })
                : t('Reading {{name}}…', { name: state.name })}
            </span>
          </Inline>
        ) : state.phase === 'empty' ? (
          t('No work history or education was found in {{name}}. Add the entries by hand instead.', {
            name: state.name,
          })
        ) : null}
      </div>
      {state.phase === 'failed' ? (
        <Alert tone="critical" title={t('{{name}} could not be read', { name: state.name })}>
          {state.message}
        </Alert>
      ) : null}
      {state.phase === 'review' ? (
        <ImportReview
          key={state.name}
          name={state.name}
          initial={state.entries}
          onDone={() => setState({ phase: 'idle' })}
        />
      ) : null}
    </Stack>
  );
}

function ImportReview({
  name,
  initial,
  onDone,
}: {
  name: string;
  initial: ParsedEntries;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [entries, setEntries] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const count = entries.experience.length + entries.education.length;
  const headingId = 'resume-import-heading';

  async function save() {
    const incomplete = incompleteEntries(entries, t);
    if (incomplete.length) {
      setError(
        t('A position needs a title and a company, a degree a degree and an institution: {{entries}}', {
          entries: incomplete.join(', '),
        }),
      );
      return;
    }
    setError(null);
    setPending(true);
    // One POST per entry, in order; what is saved leaves the form, so a retry after a failure saves the rest.
    let left = entries;
    try {
      for (const entry of entries.experience) {
        await call('createUserExperience', { body: experienceBody(entry) });
        left = { ...left, experience: left.experience.slice(1) };
      }
      for (const entry of entries.education) {
        await call('createUserEducation', { body: educationBody(entry) });
        left = { ...left, education: left.education.slice(1) };
      }
      showToast({ title: t('Entries imported: {{count}}', { count }), tone: 'positive' });
      onDone();
    } catch {
      setEntries(left);
      setError(t('Saving stopped; the entries still shown were not saved. Try again.'));
    } finally {
      setPending(false);
    }
  }

  return (
    <Card>
      <section aria-labelledby={headingId}>
        <Stack gap="large">
          <Stack gap="small">
            <h3 id={headingId} className={wrapAnywhere}>
              {t('Import from {{name}}', { name })}
            </h3>
            <p>
              {t('Correct the entries and remove those you do not want; the rest is added to your profile.')}
            </p>
          </Stack>
          <ParsedEntriesEditor value={entries} onChange={setEntries} />
          {error ? <Alert tone="critical">{error}</Alert> : null}
          <Inline justify="end" gap="small" wrap>
            <Button variant="outline" tone="neutral" onPress={onDone} isDisabled={pending}>
              {t('Cancel')}
            </Button>
            <Button onPress={() => void save()} isPending={pending} isDisabled={count === 0}>
              {t('Save entries ({{count}})', { count })}
            </Button>
          </Inline>
        </Stack>
      </section>
    </Card>
  );
}
