import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, firstErrorMessage, useEndpoint } from '@talent/api/client';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  EmptyState,
  Inline,
  Skeleton,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
  showToast,
} from '@talent/ui';
import { ConfirmRemoval, useRemoval } from '../common/ConfirmRemoval';
import * as styles from './account.css';
import { SECTIONS, missingFields, sectionBody, type FormValues, type SectionDef } from './sections';
import { FormActions } from '../common/FormActions';
import { SubmitForm } from '../common/SubmitForm';
import { useSubmit } from '../common/useSubmit';

type Entry = { id: number; created_at: string } & Record<string, unknown>;

const send = call as unknown as (
  name: string,
  options: { params?: { id: number }; body?: Record<string, unknown> },
) => Promise<unknown>;

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' || value === false
    ? null
    : value === true
      ? '✓'
      : String(value);

export function SectionPanel({ section }: { section: SectionDef }) {
  const { t } = useTranslation();
  const { data, error, isLoading } = useEndpoint(section.list);
  const entries = (data?.results ?? []) as Entry[];
  const [adding, setAdding] = useState(false);

  const deleting = useRemoval(async (entry: Entry) => {
    // Only sections with a delete call offer the button that gets here.
    if (section.remove) await send(section.remove, { params: { id: entry.id } });
    return t('Deleted');
  });

  const title = t(section.title);
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
        <SectionForm section={section} onCancel={() => setAdding(false)} onSaved={() => setAdding(false)} />
      ) : null}
      {isLoading ? (
        <Stack gap="small" aria-busy="true" aria-label={t('Loading')}>
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      ) : error ? (
        <Alert>{firstErrorMessage(error, t('Something went wrong'))}</Alert>
      ) : entries.length === 0 ? (
        <EmptyState
          kind="file"
          title={t('No Data Found')}
          description={t('Nothing added to {{section}} yet.', { section: title })}
          headingLevel={3}
        />
      ) : (
        <ul className={styles.entryList} aria-label={title}>
          {entries.map((entry) => {
            const [head, sub] = section.heading.map((name) => shown(entry[name]));
            return (
              <li key={entry.id} className={styles.entry}>
                <Inline justify="between" wrap>
                  <div>
                    <h3 className={styles.entryTitle}>{head ?? sub ?? t(section.title)}</h3>
                    {head && sub ? <p className={styles.entrySub}>{sub}</p> : null}
                  </div>
                  {section.remove ? (
                    <Button
                      size="sm"
                      variant="soft"
                      tone="critical"
                      aria-label={t('Delete {{name}}', { name: head ?? sub ?? '' })}
                      onPress={() => deleting.ask(entry)}
                    >
                      {t('Delete')}
                    </Button>
                  ) : null}
                </Inline>
                <dl className={styles.entryFacts}>
                  {section.fields
                    .filter((f) => !section.heading.includes(f.name) && shown(entry[f.name]) !== null)
                    .map((f) => (
                      <div key={f.name} className={styles.entryFact}>
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
        title={t('Delete {{name}}?', { name: deleting.item ? (shown(deleting.item.name) ?? '') : '' })}
        confirmLabel={t('Delete')}
        message={t('This entry will be removed from your profile.')}
      />
    </Stack>
  );
}

function SectionForm({
  section,
  onCancel,
  onSaved,
}: {
  section: SectionDef;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<FormValues>({});
  const form = useSubmit();
  const set = (name: string) => (value: string | boolean) => setValues((v) => ({ ...v, [name]: value }));

  async function save() {
    const missing = missingFields(section, values);
    if (missing.length) {
      const labels = section.fields.filter((f) => missing.includes(f.name)).map((f) => t(f.label));
      form.setError(t('Please fill in: {{fields}}', { fields: labels.join(', ') }));
      return;
    }
    await form.run(async () => {
      await send(section.create, { body: sectionBody(section, values) });
      showToast({ title: t('Saved'), tone: 'positive' });
      onSaved();
    });
  }

  return (
    <Card>
      <SubmitForm
        label={t(section.add)}
        state={form}
        validationBehavior="aria"
        onSubmit={save}
        actions={<FormActions pending={form.pending} onCancel={onCancel} />}
      >
        <div className={styles.formGrid}>
          {section.fields.map((field) =>
            field.kind === 'checkbox' ? (
              <Checkbox
                key={field.name}
                name={field.name}
                isSelected={values[field.name] === true}
                onChange={set(field.name)}
              >
                {t(field.label)}
              </Checkbox>
            ) : (
              <TextField
                key={field.name}
                name={field.name}
                label={t(field.label)}
                isRequired={field.required}
                inputMode={field.kind === 'number' ? 'numeric' : undefined}
                description={field.kind === 'date' ? t('YYYY-MM-DD') : undefined}
                value={typeof values[field.name] === 'string' ? String(values[field.name]) : ''}
                onChange={set(field.name)}
              />
            ),
          )}
        </div>
      </SubmitForm>
    </Card>
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
