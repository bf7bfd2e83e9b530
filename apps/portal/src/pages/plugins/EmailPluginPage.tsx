/** /email-plugin: the user's own SMTP accounts come first (issue 18). Resumes that arrive by e-mail are a
 * later part of the issue and are not shown until they work. */
import { useTranslation } from 'react-i18next';
import { Stack } from '@talent/ui';
import { SmtpAccountsPanel } from './SmtpAccountsPanel';

export default function EmailPluginPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="large">
      <h1>{t('Email Plugins')}</h1>
      <SmtpAccountsPanel />
    </Stack>
  );
}
