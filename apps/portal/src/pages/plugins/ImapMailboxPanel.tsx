/**
 * The e-mail plugin's IMAP mailbox (issue 18): connect one mailbox and a folder, whose new messages the server
 * imports into the inbox of files on a schedule. Shows the connection's state (last look, last import, the
 * last error in the server's words), "Test connection" with the server's answer, edit and disconnect. The
 * password is never shown: blank keeps the stored one (for the same host and user name).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, firstErrorMessage, useEndpoint } from '@talent/api/client';
import type { ImapMailbox, ImapStatus, ImapTestResult } from '@talent/api';
import {
  Alert,
  AlertDialog,
  Badge,
  Button,
  Card,
  Checkbox,
  Inline,
  Stack,
  TextField,
  showToast,
} from '@talent/ui';
import { FormActions } from '../common/FormActions';
import { SubmitForm } from '../common/SubmitForm';
import { useFormats } from '../common/useFormats';
import { useSubmit } from '../common/useSubmit';
import { TestOutcome } from './SendingAccountParts';
import * as css from './plugins.css';

/** The usual IMAP ports: TLS from the first byte, and plain (STARTTLS when offered). */
const PORTS = { tls: '993', plain: '143' } as const;

interface Draft {
  host: string;
  port: string;
  tls: boolean;
  username: string;
  password: string;
  folder: string;
}

const emptyDraft: Draft = {
  host: '',
  port: PORTS.tls,
  tls: true,
  username: '',
  password: '',
  folder: 'INBOX',
};

const draftOf = (m: ImapMailbox): Draft => ({
  host: m.host,
  port: String(m.port),
  tls: m.tls,
  username: m.username,
  password: '',
  folder: m.folder,
});

export function ImapMailboxPanel() {
  const { t } = useTranslation();
  const { data, error, mutate } = useEndpoint('imapMailbox');
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<ImapTestResult | null>(null);
  const title = t('IMAP mailbox');

  if (error && !data)
    return (
      <Card title={title}>
        <p role="alert">{firstErrorMessage(error, t('Something went wrong'))}</p>
      </Card>
    );
  if (!data)
    return (
      <Card title={title}>
        <p className={css.muted}>{t('Loading')}</p>
      </Card>
    );
  const { enabled, mailbox, poll_seconds } = data;

  async function test() {
    setTesting(true);
    setResult(null);
    try {
      setResult(await call('testImapMailbox', { body: {} }));
    } catch (err) {
      showToast({ title: firstErrorMessage(err, t('Something went wrong')), tone: 'critical' });
    } finally {
      setTesting(false);
    }
  }

  async function disconnect() {
    setRemoving(true);
    try {
      await call('deleteImapMailbox');
      await mutate({ ...data!, mailbox: null }, { revalidate: false });
      setResult(null);
      setConfirming(false);
      showToast({ title: t('The IMAP mailbox was disconnected.'), tone: 'positive' });
    } catch (err) {
      showToast({ title: firstErrorMessage(err, t('Something went wrong')), tone: 'critical' });
    } finally {
      setRemoving(false);
    }
  }

  const minutes = Math.max(1, Math.round(poll_seconds / 60));
  return (
    <Card title={title}>
      <Stack gap="medium">
        <p className={css.muted}>
          {t(
            'Connect a mailbox you already receive resumes in. Every {{minutes}} minutes the server reads new messages in the folder and puts their resume attachments in your inbox; it never marks, moves or deletes anything there.',
            { minutes },
          )}
        </p>
        {!enabled ? (
          <Alert tone="caution" role="note">
            <Stack gap="small">
              <strong>
                {t('IMAP import is off: the server has no SECRETS_KEY to keep the password safe.')}
              </strong>
              <span>{t('Ask the administrator to set SECRETS_KEY to turn it on.')}</span>
            </Stack>
          </Alert>
        ) : null}
        {mailbox && !editing ? (
          <MailboxStatus mailbox={mailbox} />
        ) : enabled && (editing || !mailbox) ? (
          <MailboxForm
            mailbox={mailbox}
            onCancel={mailbox ? () => setEditing(false) : undefined}
            onSaved={async (next) => {
              await mutate(next, { revalidate: false });
              setEditing(false);
              setResult(null);
            }}
          />
        ) : (
          <p className={css.muted}>{t('No mailbox is connected.')}</p>
        )}
        {mailbox && !editing ? (
          <Inline gap="small" wrap>
            {enabled ? (
              <>
                <Button variant="soft" onPress={() => void test()} isPending={testing}>
                  {t('Test connection')}
                </Button>
                <Button variant="outline" tone="neutral" onPress={() => setEditing(true)}>
                  {t('Edit')}
                </Button>
              </>
            ) : null}
            <Button variant="soft" tone="critical" onPress={() => setConfirming(true)}>
              {t('Disconnect')}
            </Button>
          </Inline>
        ) : null}
        {result && !editing ? <TestOutcome result={result} /> : null}
      </Stack>
      <AlertDialog
        title={t('Disconnect the mailbox?')}
        isOpen={confirming}
        onOpenChange={setConfirming}
        confirmLabel={t('Disconnect')}
        cancelLabel={t('Cancel')}
        onConfirm={() => void disconnect()}
        isConfirmPending={removing}
        tone="critical"
      >
        {t(
          'The server stops reading {{host}} and forgets the password. Nothing on your mail server changes, and resumes already imported stay in your inbox.',
          { host: mailbox?.host ?? '' },
        )}
      </AlertDialog>
    </Card>
  );
}

function MailboxStatus({ mailbox }: { mailbox: ImapMailbox }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const state = mailbox.last_error
    ? { tone: 'critical' as const, label: t('Error') }
    : mailbox.last_checked_at
      ? { tone: 'positive' as const, label: t('Connected') }
      : { tone: 'caution' as const, label: t('Not checked yet') };
  return (
    <Stack gap="small">
      <Inline gap="small" align="center" wrap>
        <Badge tone={state.tone}>{state.label}</Badge>
        <span className={css.address}>
          {mailbox.username} · {mailbox.host}:{mailbox.port} · {mailbox.tls ? t('TLS') : t('No TLS')} ·{' '}
          {t('folder {{folder}}', { folder: mailbox.folder })}
        </span>
      </Inline>
      <dl className={css.facts}>
        <dt>{t('Last checked')}</dt>
        <dd>{mailbox.last_checked_at ? formats.dateTime(mailbox.last_checked_at) : t('Not yet')}</dd>
        <dt>{t('Last import')}</dt>
        <dd>
          {mailbox.last_import_at ? formats.dateTime(mailbox.last_import_at) : t('Nothing imported yet')}
        </dd>
      </dl>
      {mailbox.last_error ? <Alert>{mailbox.last_error}</Alert> : null}
    </Stack>
  );
}

function MailboxForm({
  mailbox,
  onCancel,
  onSaved,
}: {
  mailbox: ImapMailbox | null;
  onCancel?: () => void;
  onSaved: (next: ImapStatus) => Promise<void>;
}) {
  const { t } = useTranslation();
  const form = useSubmit();
  const [draft, setDraft] = useState<Draft>(mailbox ? draftOf(mailbox) : emptyDraft);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  // The stored password is kept only for the same host and user name (the server asks again otherwise).
  const keepsPassword =
    !!mailbox && mailbox.host === draft.host.trim() && mailbox.username === draft.username.trim();
  const label = mailbox ? t('Edit IMAP mailbox') : t('Connect an IMAP mailbox');

  function setTls(tls: boolean) {
    const usual = draft.tls ? PORTS.tls : PORTS.plain;
    const port = draft.port === '' || draft.port === usual ? (tls ? PORTS.tls : PORTS.plain) : draft.port;
    setDraft((d) => ({ ...d, tls, port }));
  }

  async function save() {
    const port = Number(draft.port);
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      form.setError(t('The port is a number from 1 to 65535.'));
      return;
    }
    await form.run(async () => {
      const next = await call('saveImapMailbox', {
        body: {
          host: draft.host,
          port,
          tls: draft.tls,
          username: draft.username,
          // Blank keeps the stored password (the server never sends it back).
          password: draft.password || null,
          folder: draft.folder.trim() || 'INBOX',
        },
      });
      showToast({ title: t('Saved'), tone: 'positive' });
      await onSaved(next);
    });
  }

  return (
    <SubmitForm
      label={label}
      state={form}
      onSubmit={save}
      actions={
        onCancel ? (
          <FormActions pending={form.pending} onCancel={onCancel} />
        ) : (
          <Inline gap="small" justify="end">
            <Button type="submit" isPending={form.pending}>
              {t('Connect')}
            </Button>
          </Inline>
        )
      }
    >
      <TextField
        label={t('IMAP host')}
        name="host"
        value={draft.host}
        onChange={(v) => set('host', v)}
        isRequired
        autoComplete="off"
        placeholder="imap.example.com"
      />
      <Checkbox name="tls" isSelected={draft.tls} onChange={setTls}>
        {t('Use TLS (usually port 993)')}
      </Checkbox>
      {draft.tls ? null : (
        <p className={css.muted} style={{ margin: 0 }}>
          {t('Without TLS, the password crosses the network in the clear unless the server offers STARTTLS.')}
        </p>
      )}
      <TextField
        label={t('Port')}
        name="port"
        value={draft.port}
        onChange={(v) => set('port', v.replace(/\D/g, '').slice(0, 5))}
        inputMode="numeric"
        isRequired
      />
      <TextField
        label={t('User name')}
        name="username"
        value={draft.username}
        onChange={(v) => set('username', v)}
        isRequired
        autoComplete="off"
      />
      <TextField
        label={t('Password')}
        name="password"
        type="password"
        value={draft.password}
        onChange={(v) => set('password', v)}
        autoComplete="new-password"
        isRequired={!keepsPassword}
        description={keepsPassword ? t('Leave blank to keep the stored password.') : undefined}
      />
      <TextField
        label={t('Folder')}
        name="folder"
        value={draft.folder}
        onChange={(v) => set('folder', v)}
        description={t(
          'INBOX, or a folder for resumes only: a filter rule on your mail server can move them there.',
        )}
      />
      {mailbox ? null : (
        <p className={css.muted} style={{ margin: 0 }}>
          {t('Messages already in the folder are not imported: only those that arrive from now on.')}
        </p>
      )}
    </SubmitForm>
  );
}
