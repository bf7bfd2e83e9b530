/** One profile on /my-data: who holds it, since when, public or not, counts, the lawful basis; and what the
 * person may do: correct, withdraw (or consent again), erase. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataCorrection, MyDataProfile } from '@talent/api/contract';
import { myDataApi } from '@talent/api/client';
import { Button, Card, Inline, Stack, TextField } from '@talent/ui';
import { FormAlert } from '../common/FormAlert';
import { SubmitForm } from '../common/SubmitForm';
import { useFormats } from '../common/useFormats';
import { useSubmit } from '../common/useSubmit';

const FIELDS: Array<[keyof DataCorrection, string]> = [
  ['first_name', 'First name'],
  ['last_name', 'Last name'],
  ['email', 'E-mail'],
  ['mobile', 'Mobile'],
  ['city', 'City'],
  ['state', 'State'],
  ['Zipcode', 'ZIP code'],
  ['job_title', 'Job title'],
  ['linkedInUrl', 'LinkedIn'],
];

export function MyDataProfileCard(props: {
  token: string;
  profile: MyDataProfile;
  onChanged: () => Promise<void>;
}) {
  const { token, profile: p, onChanged } = props;
  const { t } = useTranslation();
  const fmt = useFormats();
  const action = useSubmit();
  const [editing, setEditing] = useState(false);
  const [confirmErase, setConfirmErase] = useState(false);

  const act = (work: () => Promise<{ message: string }>) =>
    action.run(async () => {
      await work();
      await onChanged();
    });
  const basis =
    p.lawful_basis === 'consent'
      ? t('Consent obtained from you')
      : p.lawful_basis === 'own_upload'
        ? t('Your own upload')
        : t('Not stated');

  return (
    <Card>
      <Stack gap="medium">
        <h2>{t('Held by {{holder}}', { holder: p.holder })}</h2>
        <dl>
          <dt>{t('Since')}</dt>
          <dd>{fmt.date(p.since)}</dd>
          <dt>{t('Status')}</dt>
          <dd>
            {p.withdrawn_at
              ? t('Withdrawn by you')
              : p.is_public
                ? t('Public on the marketplace')
                : t('Private')}
          </dd>
          <dt>{t('Unlocked, rented, bought')}</dt>
          <dd>{`${p.unlocks}, ${p.rentals}, ${p.purchases}`}</dd>
          <dt>{t('Reason given for publishing')}</dt>
          <dd>
            {basis}
            {p.lawful_basis_by && p.lawful_basis_at
              ? ` (${p.lawful_basis_by}, ${fmt.date(p.lawful_basis_at)})`
              : ''}
          </dd>
          <dt>{t('Name')}</dt>
          <dd>{[p.fields.first_name, p.fields.last_name].filter(Boolean).join(' ') || '—'}</dd>
          <dt>{t('Job title')}</dt>
          <dd>{p.fields.job_title ?? '—'}</dd>
        </dl>
        <Inline gap="small">
          {p.withdrawn_at ? (
            <Button onPress={() => void act(() => myDataApi.consent(token, p.id))} isPending={action.pending}>
              {t('Allow publishing again')}
            </Button>
          ) : (
            <Button
              onPress={() => void act(() => myDataApi.withdraw(token, p.id))}
              isPending={action.pending}
            >
              {t('Withdraw from the marketplace')}
            </Button>
          )}
          <Button variant="outline" onPress={() => setEditing((e) => !e)}>
            {t('Correct')}
          </Button>
          {confirmErase ? (
            <Button
              tone="critical"
              onPress={() => void act(() => myDataApi.erase(token, p.id))}
              isPending={action.pending}
            >
              {t('Yes, erase it for good')}
            </Button>
          ) : (
            <Button tone="critical" variant="outline" onPress={() => setConfirmErase(true)}>
              {t('Erase')}
            </Button>
          )}
        </Inline>
        {editing ? null : <FormAlert error={action.error} />}
        {editing ? (
          <CorrectionForm
            profile={p}
            onSave={async (fields) => {
              await myDataApi.correct(token, p.id, fields);
              setEditing(false);
              await onChanged();
            }}
          />
        ) : null}
      </Stack>
    </Card>
  );
}

function CorrectionForm({
  profile,
  onSave,
}: {
  profile: MyDataProfile;
  onSave: (fields: DataCorrection) => Promise<void>;
}) {
  const { t } = useTranslation();
  const form = useSubmit();
  const [values, setValues] = useState<Record<string, string>>(
    Object.fromEntries(FIELDS.map(([k]) => [k, profile.fields[k] ?? ''])),
  );
  return (
    <SubmitForm
      label={t('Correct the profile')}
      state={form}
      onSubmit={() => form.run(() => onSave(values as DataCorrection))}
      actions={
        <Button type="submit" isPending={form.pending}>
          {t('Save corrections')}
        </Button>
      }
    >
      {FIELDS.map(([key, label]) => (
        <TextField
          key={key}
          name={key}
          label={t(label)}
          value={values[key] ?? ''}
          onChange={(v) => setValues((now) => ({ ...now, [key]: v }))}
        />
      ))}
    </SubmitForm>
  );
}
