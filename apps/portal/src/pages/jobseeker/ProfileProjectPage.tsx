import { useTranslation } from 'react-i18next';
import { Card, LinkButton, Stack } from '@talent/ui';
import { SectionPanel } from '../account/ProfileSections';
import { SECTIONS } from '../account/sections';

const experience = SECTIONS.find((s) => s.id === 'experience')!;

/**
 * /profile_project: the projects and positions of the job seeker's profile (the experience section,
 * GET and POST /api/user_experiece/), with the way to the rest of the profile.
 */
export default function ProfileProjectPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="large">
      <h1>{t('Profile Projects')}</h1>
      <Card>
        <Stack gap="medium">
          <p>{t('The projects and positions recruiters see on your profile.')}</p>
          <SectionPanel section={experience} />
          <div>
            <LinkButton variant="outline" tone="neutral" href="/profile">
              {t('Edit the whole profile')}
            </LinkButton>
          </div>
        </Stack>
      </Card>
    </Stack>
  );
}
