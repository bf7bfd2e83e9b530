/** /mobile-plugin (issue 18): installing the portal on a phone, sharing resumes from it, where SMS go, and
 * the user's own SMS provider accounts with their Send test. */
import { useTranslation } from 'react-i18next';
import { Stack } from '@talent/ui';
import { InstallPanel, SharePanel, SmsStatusPanel } from './PhonePanels';
import { SmsAccountsPanel } from './SmsAccountsPanel';

export default function MobilePluginPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="large">
      <h1>{t('Phone Plugins')}</h1>
      <InstallPanel />
      <SharePanel />
      <SmsStatusPanel />
      <SmsAccountsPanel />
    </Stack>
  );
}
