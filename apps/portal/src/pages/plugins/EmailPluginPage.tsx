/** /email-plugin (issue 18): resumes that arrive by e-mail (my inbound address and inbox, and the IMAP
 * mailbox the server reads for me), then my own SMTP accounts that messages to candidates go out through. */
import { useTranslation } from 'react-i18next';
import { Stack } from '@talent/ui';
import { ImapMailboxPanel } from './ImapMailboxPanel';
import { InboxPanel } from './InboxPanel';
import { SmtpAccountsPanel } from './SmtpAccountsPanel';

export default function EmailPluginPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="large">
      <h1>{t('Email Plugins')}</h1>
      <InboxPanel />
      <ImapMailboxPanel />
      <SmtpAccountsPanel />
    </Stack>
  );
}
