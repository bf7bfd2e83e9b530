import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstErrorMessage, useEndpoint } from '@talent/api/client';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  Inline,
  Skeleton,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@talent/ui';
import { ConfirmRemoval, useRemoval } from '../common/ConfirmRemoval';
import * as styles from './account.css';
import { SECTIONS, formValuesOf, type SectionDef } from './sections';
import { SectionForm, send } from './SectionForm';
import { ImportFromResume } from './ImportFromResume';

type Entry = { id: number; created_at: string } & Record<string, unknown>;

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' || value === false
    ? null
    : value === true
      ? '✓'
      : String(value);

/** An entry's heading fields, as its name in buttons and the confirmation. */
const nameOf = (section: SectionDef, entry: Entry) =>
  section.heading.map((name) => shown(entry[name])).find((v) => v !== null) ?? '';

export function SectionPanel({ section }: { section: SectionDef }) {
  const { t } = useTranslation();
  const { data, error, isLoading } = useEndpoint(section.list);
  const entries = (data?.results ?? []) as Entry[];
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const [importing, setImporting] = useState(false);

  const deleting = useRemoval(async (entry: Entry) => {
    // Only sections with a delete call offer the button that gets here.
    if (section.remove) await send(section.remove, { params: { id: entry.id } });
    return t('Deleted');
  });

  const title = t(section.title);
  // While imported entries are corrected, "nothing added yet" is only in the way.
  const emptyState = importing ? null : (
    <EmptyState
      kind="file"
      title={t('No Data Found')}
      description={t('Nothing added to {{section}} yet.', { section: title })}
      headingLevel={3}
    />
  );
  return (
    <Stack gap="medium">
      <Inline justify="between" wrap>
        <h2 className={styles.sectionTitle}>{title}</h2>
        {adding ? null : (
          <Button variant="soft" onPress={() => setAdding(true)}>
            {t(section.add)}
          </Button>
        )}
      </Inline>
      {adding ? (
        <SectionForm
          section={section}
          label={t(section.add)}
          onCancel={() => setAdding(false)}
          onSaved={() => setAdding(false)}
        />
      ) : null}
      {section.importable ? <ImportFromResume onReviewing={setImporting} /> : null}
      {isLoading ? (
        <Stack gap="small" aria-busy="true" aria-label={t('Loading')}>
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      ) : error ? (
        <Alert>{firstErrorMessage(error, t('Something went wrong'))}</Alert>
      ) : entries.length === 0 ? (
        emptyState
      ) : (
        <ul className={styles.entryList} aria-label={title}>
          {entries.map((entry) => {
            const [head, sub] = section.heading.map((name) => shown(entry[name]));
            const name = head ?? sub ?? '';
            if (editing === entry.id) {
              return (
                <li key={entry.id}>
                  <SectionForm
                    section={section}
                    label={t('Edit {{name}}', { name })}
                    editing={entry.id}
                    initial={formValuesOf(section, entry)}
                    onCancel={() => setEditing(null)}
                    onSaved={() => setEditing(null)}
                  />
                </li>
              );
            }
            return (
              <li key={entry.id} className={styles.entry}>
                <Inline justify="between" wrap>
                  <div className={styles.entryHead}>
                    <h3 className={styles.entryTitle}>{head ?? sub ?? t(section.title)}</h3>
                    {head && sub ? <p className={styles.entrySub}>{sub}</p> : null}
                  </div>
                  <Inline gap="small">
                    {section.update ? (
                      <Button
                        size="sm"
                        variant="outline"
                        tone="neutral"
                        aria-label={t('Edit {{name}}', { name })}
                        onPress={() => setEditing(entry.id)}
                      >
                        {t('Edit')}
                      </Button>
                    ) : null}
                    {section.remove ? (
                      <Button
                        size="sm"
                        variant="soft"
                        tone="critical"
                        aria-label={t('Delete {{name}}', { name })}
                        onPress={() => deleting.ask(entry)}
                      >
                        {t('Delete')}
                      </Button>
                    ) : null}
                  </Inline>
                </Inline>
                <dl className={styles.entryFacts}>
                  {section.fields
                    .filter((f) => !section.heading.includes(f.name) && shown(entry[f.name]) !== null)
                    .map((f) => (
                      <div
                        key={f.name}
                        className={f.kind === 'textarea' ? styles.entryText : styles.entryFact}
                      >
                        <dt>{t(f.label)}</dt>
                        <dd>{shown(entry[f.name])}</dd>
                      </div>
                    ))}
                </dl>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmRemoval
        {...deleting.dialog}
        title={t('Delete {{name}}?', { name: deleting.item ? nameOf(section, deleting.item) : '' })}
        confirmLabel={t('Delete')}
        message={t('This entry will be removed from your profile.')}
      />
    </Stack>
  );
}

/** The six profile sections as tabs (arrow keys move between them). */
export function ProfileSections() {
  const { t } = useTranslation();
  return (
    <Card title={t('Profile sections')} headingLevel={2}>
      <Tabs>
        <TabList aria-label={t('Profile sections')}>
          {SECTIONS.map((s) => (
            <Tab key={s.id} id={s.id}>
              {t(s.title)}
            </Tab>
          ))}
        </TabList>
        {SECTIONS.map((s) => (
          <TabPanel key={s.id} id={s.id}>
            <SectionPanel section={s} />
          </TabPanel>
        ))}
      </Tabs>
    </Card>
  );
}
