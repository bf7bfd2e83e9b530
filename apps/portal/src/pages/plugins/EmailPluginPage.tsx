/** /email-plugin: resumes that arrive by e-mail (issue 18). */
import { useTranslation } from 'react-i18next';
import { Stack } from '@talent/ui';
import { InboxPanel } from './InboxPanel';

export default function EmailPluginPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="large">
      <h1>{t('Email Plugins')}</h1>
      <InboxPanel />
    </Stack>
  );
}
