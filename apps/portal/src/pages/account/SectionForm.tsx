/** The add and edit form of one profile section's entry. */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@talent/api/client';
import { Card, Checkbox, TextField, showToast } from '@talent/ui';
import * as styles from './account.css';
import { missingFields, sectionBody, type FormValues, type SectionDef } from './sections';
import { FormActions } from '../common/FormActions';
import { SubmitForm } from '../common/SubmitForm';
import { useSubmit } from '../common/useSubmit';

export const send = call as unknown as (
  name: string,
  options: { params?: { id: number }; body?: Record<string, unknown> },
) => Promise<unknown>;

/** Adds an entry, or replaces the entry `editing` (the section's PUT) when given. */
export function SectionForm({
  section,
  label,
  editing,
  initial = {},
  onCancel,
  onSaved,
}: {
  section: SectionDef;
  label: string;
  editing?: number;
  initial?: FormValues;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<FormValues>(initial);
  const form = useSubmit();
  // The edit form replaces the entry and its Edit button, which had the focus: it moves to the first field.
  const grid = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (editing !== undefined) grid.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, [editing]);
  const set = (name: string) => (value: string | boolean) => setValues((v) => ({ ...v, [name]: value }));

  async function save() {
    const missing = missingFields(section, values);
    if (missing.length) {
      const labels = section.fields.filter((f) => missing.includes(f.name)).map((f) => t(f.label));
      form.setError(t('Please fill in: {{fields}}', { fields: labels.join(', ') }));
      return;
    }
    await form.run(async () => {
      const body = sectionBody(section, values);
      if (editing !== undefined && section.update)
        await send(section.update, { params: { id: editing }, body });
      else await send(section.create, { body });
      showToast({ title: t('Saved'), tone: 'positive' });
      onSaved();
    });
  }

  return (
    <Card>
      <SubmitForm
        label={label}
        state={form}
        validationBehavior="aria"
        onSubmit={save}
        actions={<FormActions pending={form.pending} onCancel={onCancel} />}
      >
        <div ref={grid} className={styles.formGrid}>
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
                isMultiline={field.kind === 'textarea'}
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
