/**
 * The parsed work history and education of a resume as editable entries (issue 39): the user corrects,
 * adds or removes positions and degrees before the upload; what is shown here is what is sent (the
 * upload object's `experience` and `education` lists, in the parser's own entry shape).
 */
import { useTranslation } from 'react-i18next';
import { Button, Inline, Stack, TextField } from '@talent/ui';
import type { EducationEntry, EntrySource, ExperienceEntry } from '@talent/parser';
import * as css from './entries.css';

export interface ParsedEntries {
  experience: ExperienceEntry[];
  education: EducationEntry[];
}

const EMPTY_POSITION: ExperienceEntry = {
  position: null,
  company: null,
  location: null,
  start_date: null,
  end_date: null,
  text: '',
};
const EMPTY_DEGREE: EducationEntry = {
  institution: null,
  degree: null,
  area: null,
  start_date: null,
  end_date: null,
  grade: null,
  text: '',
};

type Key<E> = { [K in keyof E]: E[K] extends string | null ? K : never }[keyof E] & string;
type Column<E> = { key: Key<E>; label: string; wide?: boolean; multiline?: boolean; hint?: string };

const DATE_HINT = 'YYYY-MM or YYYY';
const POSITION_COLUMNS: Array<Column<ExperienceEntry>> = [
  { key: 'position', label: 'Title' },
  { key: 'company', label: 'Company' },
  { key: 'location', label: 'Location' },
  { key: 'start_date', label: 'Start', hint: DATE_HINT },
  { key: 'end_date', label: 'End', hint: 'YYYY-MM, YYYY or "present"' },
  { key: 'text', label: 'Details and bullets', wide: true, multiline: true },
];
const DEGREE_COLUMNS: Array<Column<EducationEntry>> = [
  { key: 'institution', label: 'Institution' },
  { key: 'degree', label: 'Degree' },
  { key: 'area', label: 'Field of study' },
  { key: 'start_date', label: 'Start', hint: DATE_HINT },
  { key: 'end_date', label: 'End', hint: DATE_HINT },
  { key: 'grade', label: 'Grade' },
];

/** Where the parser read an entry, for the user to find it in the resume (lines counted from 1). */
function SourceNote({ source }: { source: EntrySource }) {
  const { t } = useTranslation();
  const lines = { from: source.line_start + 1, to: source.line_end + 1 };
  return (
    <p className={css.source}>
      {source.page === null
        ? t('Read from lines {{from}}–{{to}}', lines)
        : t('Read from page {{page}}, lines {{from}}–{{to}}', { ...lines, page: source.page })}
    </p>
  );
}

/** An edited text: empty is null (the upload object's "not given"), except the entry text. */
const valueOf = (key: string, value: string) => (key === 'text' ? value : value.trim() === '' ? null : value);

function EntryList<E extends { source?: EntrySource }>({
  title,
  noun,
  entries,
  columns,
  empty,
  onChange,
}: {
  title: string;
  noun: string;
  entries: E[];
  columns: Array<Column<E>>;
  empty: E;
  onChange: (entries: E[]) => void;
}) {
  const { t } = useTranslation();
  const headingId = `parsed-${noun}-heading`;
  const set = (index: number, key: Key<E>, value: string) =>
    onChange(entries.map((e, i) => (i === index ? { ...e, [key]: valueOf(key, value) } : e)));
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="medium">
        <h3 id={headingId}>{t(title)}</h3>
        {entries.length === 0 && <p>{t('None found. Add one if the resume has it.')}</p>}
        {entries.map((entry, index) => {
          const name = t(`${noun} {{n}}`, { n: index + 1 });
          return (
            <fieldset key={index} className={css.entry}>
              <legend className={css.legend}>{name}</legend>
              <Stack gap="medium">
                {entry.source ? <SourceNote source={entry.source} /> : null}
                <div className={css.entryGrid}>
                  {columns.map((c) => (
                    <TextField
                      key={c.key}
                      className={c.wide ? css.entryWide : undefined}
                      label={t(c.label)}
                      description={c.hint ? t(c.hint) : undefined}
                      isMultiline={c.multiline}
                      rows={c.multiline ? 4 : undefined}
                      value={(entry[c.key] as string | null) ?? ''}
                      onChange={(value) => set(index, c.key, value)}
                    />
                  ))}
                </div>
                <Inline justify="end">
                  <Button
                    variant="outline"
                    tone="critical"
                    size="sm"
                    aria-label={t('Remove {{name}}', { name })}
                    onPress={() => onChange(entries.filter((_, i) => i !== index))}
                  >
                    {t('Remove')}
                  </Button>
                </Inline>
              </Stack>
            </fieldset>
          );
        })}
        <Inline>
          <Button variant="outline" onPress={() => onChange([...entries, { ...empty }])}>
            {t(`Add ${noun.toLowerCase()}`)}
          </Button>
        </Inline>
      </Stack>
    </section>
  );
}

/** Work history and education of one parsed resume, each entry a group of labelled fields. */
export function ParsedEntriesEditor({
  value,
  onChange,
}: {
  value: ParsedEntries;
  onChange: (value: ParsedEntries) => void;
}) {
  return (
    <Stack gap="large">
      <EntryList
        title="Work history"
        noun="Position"
        entries={value.experience}
        columns={POSITION_COLUMNS}
        empty={EMPTY_POSITION}
        onChange={(experience) => onChange({ ...value, experience })}
      />
      <EntryList
        title="Education"
        noun="Degree"
        entries={value.education}
        columns={DEGREE_COLUMNS}
        empty={EMPTY_DEGREE}
        onChange={(education) => onChange({ ...value, education })}
      />
    </Stack>
  );
}
