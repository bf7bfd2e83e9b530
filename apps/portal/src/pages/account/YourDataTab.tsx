/**
 * Account Settings, tab "Your data" (issue 44 part B; docs/privacy.md "A copy of your data, or erasing it"):
 * download an archive of the account's data (built in the background, a link e-mailed for 24 hours), and
 * delete the account after a 14-day grace period.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_DELETION_GRACE_DAYS, DATA_EXPORT_LINK_HOURS } from '@talent/api';
import { call, useEndpoint } from '@talent/api/client';
import { Alert, Badge, Button, Inline, Stack, TextField } from '@talent/ui';
import { FormAlert } from '../common/FormAlert';
import { FormDialog } from '../common/FormDialog';
import { useFormats } from '../common/useFormats';
import { useSubmit } from '../common/useSubmit';
import { PasswordField } from '../auth/PasswordField';
import { KeepAccountButton, useDeletionEnded } from './KeepAccount';
import * as styles from './account.css';

const STATE_TONE = {
  none: 'neutral',
  preparing: 'info',
  ready: 'positive',
  expired: 'neutral',
  failed: 'critical',
} as const;

function DownloadData() {
  const { t } = useTranslation();
  const f = useFormats();
  // While the archive is being built, ask again every few seconds.
  const { data, mutate } = useEndpoint(
    'dataExportStatus',
    {},
    { refreshInterval: (d) => (d?.state === 'preparing' ? 3000 : 0) },
  );
  const form = useSubmit();
  const labels = {
    none: t('No archive yet'),
    preparing: t('Preparing'),
    ready: t('Ready'),
    expired: t('Expired'),
    failed: t('Failed'),
  };

  async function ask() {
    await form.run(async () => {
      await call('requestDataExport');
      await mutate();
      form.setNotice(t('We are preparing your archive. We will e-mail you a download link.'));
    });
  }

  return (
    <Stack gap="medium">
      <h2>{t('Download my data')}</h2>
      <p className={styles.stepNote}>
        {t(
          'An archive of your account, resume profiles, jobs, applications, messages, wallet movements, invoices and the audit entries about you, with the original files of your profiles. We e-mail you a link that works for {{hours}} hours. One archive every 24 hours.',
          { hours: DATA_EXPORT_LINK_HOURS },
        )}
      </p>
      {data ? (
        <Inline gap="small" align="center">
          <Badge tone={STATE_TONE[data.state]}>{labels[data.state]}</Badge>
          <span className={styles.stepNote} data-testid="export-state">
            {data.state === 'ready'
              ? t('The link in your e-mail works until {{when}}.', { when: f.dateTime(data.expires_at) })
              : data.state === 'preparing'
                ? t('Asked {{when}}.', { when: f.dateTime(data.requested_at) })
                : data.state === 'expired'
                  ? t('The link has expired.')
                  : ''}
          </span>
        </Inline>
      ) : null}
      <FormAlert error={form.error} notice={form.notice} />
      <Inline gap="small" align="center">
        <Button onPress={() => void ask()} isPending={form.pending} isDisabled={!!data?.next_allowed_at}>
          {t('Download my data')}
        </Button>
        {data?.next_allowed_at ? (
          <span className={styles.stepNote}>
            {t('You can ask for the next archive after {{when}}.', {
              when: f.dateTime(data.next_allowed_at),
            })}
          </span>
        ) : null}
      </Inline>
    </Stack>
  );
}

function DeleteDialog({ hasPassword, onClose }: { hasPassword: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useSubmit();
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const ended = useDeletionEnded();

  async function sendCode() {
    await form.run(async () => {
      const res = await call('accountDeletionCode');
      setCodeSent(true);
      form.setNotice(res.message);
    });
  }

  async function submit() {
    await form.run(async () => {
      const res = await call('requestAccountDeletion', {
        body: hasPassword ? { password } : { otp },
      });
      await ended(res.message);
    });
  }

  return (
    <FormDialog
      title={t('Delete my account')}
      size="md"
      state={form}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('Delete my account')}
    >
      <Alert tone="caution">
        {t(
          'Your account will be deleted in {{days}} days. You are signed out everywhere now and every API key stops working. Until then you can undo it with the link we e-mail you, or by signing in again and choosing "Keep my account".',
          { days: ACCOUNT_DELETION_GRACE_DAYS },
        )}
      </Alert>
      <p className={styles.stepNote}>
        {t(
          'Deleted: your profile, resume profiles and their files, jobs, applications, messages, templates, clients and projects. Kept without your name: wallet movements, payments and invoices, which the law requires us to keep. TAT or TTT left in your wallet is not paid out.',
        )}
      </p>
      {hasPassword ? (
        <PasswordField
          label={t('Password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
      ) : (
        <Stack gap="small">
          <Button variant="outline" tone="neutral" onPress={() => void sendCode()} isDisabled={form.pending}>
            {codeSent ? t('Send a new code') : t('E-mail me a code')}
          </Button>
          {codeSent ? (
            <TextField
              label={t('Verification code')}
              name="otp"
              inputMode="numeric"
              maxLength={4}
              autoComplete="one-time-code"
              value={otp}
              onChange={(v) => setOtp(v.replace(/\D/g, '').slice(0, 4))}
              isRequired
            />
          ) : null}
        </Stack>
      )}
    </FormDialog>
  );
}

function DeleteAccount() {
  const { t } = useTranslation();
  const f = useFormats();
  const { data } = useEndpoint('accountDeletionStatus');
  const [open, setOpen] = useState(false);
  if (!data) return null;
  return (
    <Stack gap="medium">
      <h2>{t('Delete my account')}</h2>
      {data.state === 'scheduled' ? (
        <Alert tone="caution" action={<KeepAccountButton />}>
          {t('Your account will be deleted on {{when}}.', { when: f.dateTime(data.delete_after) })}
        </Alert>
      ) : data.team_members > 0 ? (
        <Alert tone="info">
          {t(
            'Your team has {{count}} active members. Remove them on the Team page first: they work in your account, whose data would be deleted.',
            { count: data.team_members },
          )}
        </Alert>
      ) : (
        <>
          <p className={styles.stepNote}>
            {t(
              'Deletes your account and personal data after a grace period of {{days}} days, during which you can undo it.',
              { days: ACCOUNT_DELETION_GRACE_DAYS },
            )}
          </p>
          <Inline gap="small">
            <Button tone="critical" onPress={() => setOpen(true)}>
              {t('Delete my account')}
            </Button>
          </Inline>
        </>
      )}
      {open ? <DeleteDialog hasPassword={data.has_password} onClose={() => setOpen(false)} /> : null}
    </Stack>
  );
}

export function YourDataTab() {
  return (
    <Stack gap="large">
      <DownloadData />
      <DeleteAccount />
    </Stack>
  );
}
