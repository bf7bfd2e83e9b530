import { useTranslation } from 'react-i18next';
import { Card, EmptyState, Icon, LinkButton, Stack } from '@talent/ui';

/**
 * /pages/api-key. The server issues no personal API keys (the contract has no key call): every call of the
 * portal is signed with the session's access token. The page says so instead of showing a fake key.
 */
export default function ApiKeyPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="large">
      <h1>{t('API Key')}</h1>
      <Card>
        <EmptyState
          icon={<Icon name="settings" size={32} />}
          title={t('No API keys')}
          description={t(
            'Personal API keys are not offered yet. The portal signs every call with your session, which ends when you log out.',
          )}
          action={
            <LinkButton variant="outline" tone="neutral" href="/pages/account-settings">
              {t('Account Settings')}
            </LinkButton>
          }
        />
      </Card>
    </Stack>
  );
}
