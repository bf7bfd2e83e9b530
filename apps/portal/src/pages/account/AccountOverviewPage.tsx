import { useTranslation } from 'react-i18next';
import { useEndpoint } from '@talent/api/client';
import { Alert, Card, Inline, LinkButton, Stack } from '@talent/ui';
import { useSession } from '../../app/session';
import { isProfileIncomplete } from '../../routes/guards';
import { AccountFacts } from './AccountFacts';
import { SECTIONS, type SectionDef } from './sections';

function SectionCount({ section }: { section: SectionDef }) {
  const { t } = useTranslation();
  const { data, error } = useEndpoint(section.list);
  const value = error ? t('unavailable') : data ? String(data.count) : '…';
  return (
    <li>
      {t(section.title)}: <span data-testid={`count-${section.id}`}>{value}</span>
    </li>
  );
}

/** /pages/profile: the account at a glance, how complete the profile is, and where to change it. */
export default function AccountOverviewPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  const needsStatements = user.role !== 'jobseeker' && isProfileIncomplete(user);
  return (
    <Stack gap="large">
      <h1>{t('My Account')}</h1>
      {needsStatements ? (
        <Alert tone="caution">
          {t('Please complete your profile: fill in at least one company statement to use the portal.')}
        </Alert>
      ) : null}
      <AccountFacts />
      <Card title={t('Profile sections')} headingLevel={2}>
        <Stack gap="medium">
          <ul>
            {SECTIONS.map((s) => (
              <SectionCount key={s.id} section={s} />
            ))}
          </ul>
          <Inline gap="small" wrap>
            <LinkButton href="/profile">{t('Edit Profile')}</LinkButton>
            <LinkButton variant="outline" tone="neutral" href="/pages/account-settings">
              {t('Account Settings')}
            </LinkButton>
            <LinkButton variant="outline" tone="neutral" href="/pages/invoices">
              {t('My invoices')}
            </LinkButton>
          </Inline>
        </Stack>
      </Card>
    </Stack>
  );
}
