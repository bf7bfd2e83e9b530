import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { call, firstErrorMessage } from '@talent/api/client';
import { Button, Card, Form, Inline, LinkButton, Stack, showToast } from '@talent/ui';
import * as css from '../../shell/shell.css';
import {
  ProfileFields,
  bodyOf,
  checkValues,
  emptyValues,
  serverFieldErrors,
  type FieldErrors,
  type ProfileValues,
} from './ProfileFields';

/** The server's rule for a profile without a file (resumes service `create`), checked here first. */
export const NEEDS_CONTACT = 'A name, e-mail or mobile number is required.';

/**
 * /app/profile/uploade, "Create My Profile": a profile typed in by hand (POST api/upload_single_resume/),
 * with the profile editor's fields and rules. It counts toward today's uploads like a file does; the new
 * profile opens in the editor, where it can be viewed and published.
 */
export default function CreateProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState<ProfileValues>(emptyValues);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function create() {
    setFormError(null);
    const invalid = checkValues(values);
    const body = bodyOf(values);
    if (!body.first_name && !body.email && !body.mobile) {
      invalid.first_name = [...(invalid.first_name ?? []), t(NEEDS_CONTACT)];
    }
    setFieldErrors(invalid);
    if (Object.keys(invalid).length) return;
    setSaving(true);
    try {
      const created = await call('uploadSingleResume', { body });
      showToast({ title: t('Profile created'), tone: 'positive' });
      // navigate's promise settles once the next route has loaded; a failure shows in its errorElement.
      void navigate(`/manual-resume/${created.profile.id}`);
    } catch (err) {
      const errors = serverFieldErrors(err);
      if (errors) setFieldErrors(errors);
      // 406: a duplicate or today's upload limit, with the server's message (spec 8 "Upload 406").
      setFormError(firstErrorMessage(err, t('Something went wrong')));
      setSaving(false);
    }
  }

  return (
    <Stack gap="large">
      <Stack gap="small">
        <h1>{t('Create My Profile')}</h1>
        <p>{t('Type a profile in by hand. A name, e-mail or mobile number is required.')}</p>
      </Stack>
      <Card title={t('Profile details')}>
        <Form
          aria-label={t('Profile details')}
          validationErrors={fieldErrors}
          onSubmit={(event) => {
            event.preventDefault();
            void create();
          }}
        >
          <ProfileFields values={values} onChange={(f, v) => setValues((old) => ({ ...old, [f]: v }))} />
          {formError ? (
            <p role="alert" className={css.errorAlert}>
              {formError}
            </p>
          ) : null}
          <Inline gap="small">
            <Button type="submit" isPending={saving}>
              {t('Create Profile')}
            </Button>
            <LinkButton href="/resume-uploader" variant="outline" tone="neutral">
              {t('Upload a file instead')}
            </LinkButton>
          </Inline>
        </Form>
      </Card>
    </Stack>
  );
}
