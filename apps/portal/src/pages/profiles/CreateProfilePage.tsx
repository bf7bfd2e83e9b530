import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { call } from '@talent/api/client';
import { Card, LinkButton, Stack, showToast } from '@talent/ui';
import { ParsedEntriesEditor, type ParsedEntries } from '../upload/ParsedEntriesEditor';
import { ProfileDetailsForm, useProfileForm } from './ProfileDetailsForm';
import { bodyOf, emptyValues } from './ProfileFields';

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
  const form = useProfileForm(emptyValues);
  const [entries, setEntries] = useState<ParsedEntries>({ experience: [], education: [] });

  async function create() {
    await form.submit(
      async () => {
        // Work history and education go as the upload object's entry lists (JSON, as a parsed file's do).
        const lists = {
          ...(entries.experience.length ? { experience: JSON.stringify(entries.experience) } : {}),
          ...(entries.education.length ? { education: JSON.stringify(entries.education) } : {}),
        };
        const created = await call('uploadSingleResume', { body: { ...bodyOf(form.values), ...lists } });
        showToast({ title: t('Profile created'), tone: 'positive' });
        // navigate's promise settles once the next route has loaded; a failure shows in its errorElement.
        void navigate(`/manual-resume/${created.profile.id}`);
      },
      {
        check: (invalid) => {
          const body = bodyOf(form.values);
          if (!body.first_name && !body.email && !body.mobile) {
            invalid.first_name = [...(invalid.first_name ?? []), t(NEEDS_CONTACT)];
          }
        },
        // 406 (a duplicate or today's upload limit) shows the server's message (spec 8 "Upload 406").
        leaves: true,
      },
    );
  }

  return (
    <Stack gap="large">
      <Stack gap="small">
        <h1>{t('Create My Profile')}</h1>
        <p>{t('Type a profile in by hand. A name, e-mail or mobile number is required.')}</p>
      </Stack>
      <Card title={t('Work history and education')}>
        <ParsedEntriesEditor value={entries} onChange={setEntries} />
      </Card>
      <ProfileDetailsForm form={form} onSubmit={create} submitLabel={t('Create Profile')}>
        <LinkButton href="/resume-uploader" variant="outline" tone="neutral">
          {t('Upload a file instead')}
        </LinkButton>
      </ProfileDetailsForm>
    </Stack>
  );
}
