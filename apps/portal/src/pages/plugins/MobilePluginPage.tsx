/** /mobile-plugin: the user's own SMS provider accounts come first (issue 18). Installing the portal on a
 * phone is a later part of the issue and is not shown until it works. */
import { useTranslation } from 'react-i18next';
import { Stack } from '@talent/ui';
import { SmsAccountsPanel } from './SmsAccountsPanel';

export default function MobilePluginPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="large">
      <h1>{t('Phone Plugins')}</h1>
      <SmsAccountsPanel />
    </Stack>
  );
}
