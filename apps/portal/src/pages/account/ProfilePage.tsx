import { useTranslation } from 'react-i18next';
import { LinkButton, Stack } from '@talent/ui';
import { useSession } from '../../app/session';
import { AccountFacts } from './AccountFacts';
import { CompanyStatements } from './CompanyStatements';
import { ProfileSections } from './ProfileSections';

/**
 * /profile and /user/profile: the account, the company statements (not for job seekers; a user without any
 * is held here by the guard) and the six profile sections.
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <Stack gap="large">
      <h1>{t('Profile')}</h1>
      {user.role !== 'jobseeker' ? <CompanyStatements /> : null}
      <AccountFacts
        actions={
          <LinkButton size="sm" variant="outline" tone="neutral" href="/pages/account-settings">
            {t('Account Settings')}
          </LinkButton>
        }
      />
      <ProfileSections />
    </Stack>
  );
}
