import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { call, useEndpoint } from '@talent/api/client';
import type { Profile } from '@talent/api/contract';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  Inline,
  LinkButton,
  Skeleton,
  Stack,
  StarRating,
  showToast,
} from '@talent/ui';
import * as styles from './profiles.css';
import { ProfileDetailsForm, useProfileForm } from './ProfileDetailsForm';
import { bodyOf, valuesOf } from './ProfileFields';
import { markPrivate } from './profileActions';
import { PublishDialog } from './PublishDialog';
import { DeleteProfileDialog } from './DeleteProfileDialog';
import { ReplaceFileButton } from './ReplaceFileButton';
import { ProfileViewer } from './ProfileViewer';

/**
 * /manual-resume/:uid and /profile-resume/:uid: edit a parsed profile (PUT api/resume-uploaded/{id}/),
 * view its page images, publish it with a price or mark it private.
 */
export default function EditProfilePage() {
  const { t } = useTranslation();
  const { uid } = useParams();
  const { pathname } = useLocation();
  const id = Number(uid);
  const valid = Number.isInteger(id) && id > 0;
  const {
    data: profile,
    error,
    isLoading,
    mutate,
  } = useEndpoint('getResume', valid ? { params: { id } } : null);
  const backTo = pathname.startsWith('/profile-resume') ? '/my_upload_resume' : '/non-public-resume';

  if (!valid || error) {
    return (
      <Stack gap="large">
        <h1>{t('Edit profile')}</h1>
        <Card>
          <EmptyState
            kind="people"
            title={t('No Data Found')}
            description={t('This profile does not exist or is not in your collection.')}
            action={<LinkButton href={backTo}>{t('Back to my profiles')}</LinkButton>}
          />
        </Card>
      </Stack>
    );
  }
  if (isLoading || !profile) {
    return (
      <Stack gap="large">
        <h1>{t('Edit profile')}</h1>
        <Card>
          <div role="status" aria-label={t('Loading profile')}>
            <Skeleton lines={6} />
          </div>
        </Card>
      </Stack>
    );
  }
  return (
    <ProfileEditor
      key={profile.id}
      profile={profile}
      pathname={pathname}
      backTo={backTo}
      onSaved={(fresh) => void mutate(fresh, { revalidate: false })}
      refresh={() => void mutate()}
    />
  );
}

function ProfileEditor({
  profile,
  pathname,
  backTo,
  onSaved,
  refresh,
}: {
  profile: Profile;
  pathname: string;
  backTo: string;
  onSaved: (fresh: Profile) => void;
  refresh: () => void;
}) {
  const { t } = useTranslation();
  const id = profile.id;
  const form = useProfileForm(() => valuesOf(profile));
  const [viewing, setViewing] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();

  async function save() {
    await form.submit(async () => {
      const fresh = await call('updateResume', { params: { id }, body: bodyOf(form.values) });
      onSaved(fresh);
      form.setValues(valuesOf(fresh));
      showToast({ title: t('Profile saved'), tone: 'positive' });
    });
  }

  return (
    <Stack gap="large">
      <h1>{t('Edit profile')}</h1>
      <>
        <Card
          title={profile.full_name}
          actions={
            <Inline gap="small">
              {profile.is_public ? (
                <Badge tone="positive">{t('Public')}</Badge>
              ) : (
                <Badge tone="neutral">{t('Private')}</Badge>
              )}
              <StarRating percent={profile.resume_rating} showValue />
            </Inline>
          }
        >
          <Inline gap="small">
            <Button variant="outline" tone="neutral" onPress={() => setViewing(true)}>
              {t('View profile')}
            </Button>
            {profile.is_public ? (
              <Button
                variant="soft"
                tone="critical"
                isPending={busy}
                onPress={() => {
                  setBusy(true);
                  // markPrivate never rejects: on failure it shows the toast itself and answers false.
                  void markPrivate([profile.id], t).then((ok) => {
                    if (ok) refresh();
                    setBusy(false);
                  });
                }}
              >
                {t('Mark Private')}
              </Button>
            ) : (
              <Button variant="soft" isDisabled={!profile.can_resell} onPress={() => setPublishing(true)}>
                {t('Make Public')}
              </Button>
            )}
            {profile.is_public && profile.resume_price !== null ? (
              <span>{t('Price: {{price}} TAT', { price: profile.resume_price })}</span>
            ) : null}
            <ReplaceFileButton profile={profile} onReplaced={onSaved} />
            <Button variant="soft" tone="critical" onPress={() => setDeleting(true)}>
              {t('Delete')}
            </Button>
          </Inline>
          {profile.file_name ? (
            <p className={styles.fileLine}>{t('File: {{name}}', { name: profile.file_name })}</p>
          ) : null}
        </Card>
        <ProfileDetailsForm form={form} onSubmit={save} submitLabel={t('Save Changes')}>
          <LinkButton href={backTo} variant="outline" tone="neutral">
            {t('Back to my profiles')}
          </LinkButton>
        </ProfileDetailsForm>
        <ProfileViewer
          profile={viewing ? profile : null}
          pathname={pathname}
          onClose={() => setViewing(false)}
        />
        <DeleteProfileDialog
          profile={deleting ? profile : null}
          onClose={(deleted) => {
            setDeleting(false);
            // navigate's promise settles once the next route has loaded; a failure shows in its errorElement.
            if (deleted) void navigate(backTo, { replace: true });
          }}
        />
        {publishing ? (
          <PublishDialog
            ids={[profile.id]}
            initialPrice={profile.resume_price}
            onClose={(done) => {
              setPublishing(false);
              if (done) refresh();
            }}
          />
        ) : null}
      </>
    </Stack>
  );
}
