import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { firstErrorMessage } from '@talent/api/client';
import { Alert, Button, Card, Form, Inline } from '@talent/ui';
import {
  ProfileFields,
  checkValues,
  serverFieldErrors,
  type FieldErrors,
  type ProfileValues,
} from './ProfileFields';

/**
 * The state of the "Profile details" form of the create and edit pages. `submit(send)` checks the values
 * (`check` adds the page's own rules), then runs `send`; a refusal shows the server's field errors on the
 * fields and its message in the alert. With `leaves`, a success leaves the page, so the form stays pending.
 */
export function useProfileForm(initial: () => ProfileValues) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ProfileValues>(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(
    send: () => Promise<void>,
    { check, leaves }: { check?: (invalid: FieldErrors) => void; leaves?: boolean } = {},
  ) {
    setFormError(null);
    const invalid = checkValues(values);
    check?.(invalid);
    setFieldErrors(invalid);
    if (Object.keys(invalid).length) return;
    setSaving(true);
    try {
      await send();
      if (!leaves) setSaving(false);
    } catch (err) {
      const errors = serverFieldErrors(err);
      if (errors) setFieldErrors(errors);
      setFormError(firstErrorMessage(err, t('Something went wrong')));
      setSaving(false);
    }
  }

  return { values, setValues, fieldErrors, formError, saving, submit };
}

export type ProfileFormState = ReturnType<typeof useProfileForm>;

/** The "Profile details" card: the fields, the alert, the submit button and `children` (a link) beside it. */
export function ProfileDetailsForm({
  form,
  onSubmit,
  submitLabel,
  children,
}: {
  form: ProfileFormState;
  onSubmit: () => Promise<void>;
  submitLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card title={t('Profile details')}>
      <Form
        aria-label={t('Profile details')}
        validationErrors={form.fieldErrors}
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        <ProfileFields
          values={form.values}
          onChange={(f, v) => form.setValues((old) => ({ ...old, [f]: v }))}
        />
        {form.formError ? <Alert>{form.formError}</Alert> : null}
        <Inline gap="small">
          <Button type="submit" isPending={form.saving}>
            {submitLabel}
          </Button>
          {children}
        </Inline>
      </Form>
    </Card>
  );
}
