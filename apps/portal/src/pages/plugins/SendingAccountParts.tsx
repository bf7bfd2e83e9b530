/** Pieces the SMTP and SMS account panels share: the "off" explanation, the last test's cell, and the
 * "Send test" dialog that shows what the server or provider answered. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SendTestResult } from '@talent/api';
import { Alert, Badge, Button, Inline, Stack, TextField } from '@talent/ui';
import { EditDeleteButtons } from '../common/EditDeleteButtons';
import { FormDialog } from '../common/FormDialog';
import { useFormats } from '../common/useFormats';
import { useSubmit } from '../common/useSubmit';

/** Shown instead of the add button's effect when the server has no SECRETS_KEY. */
export function AccountsOffNotice({ fallback }: { fallback: string }) {
  const { t } = useTranslation();
  return (
    <Alert tone="caution" role="note">
      <Stack gap="small">
        <strong>{t('Sending accounts are off: the server has no SECRETS_KEY.')}</strong>
        <span>
          {t(
            'Your own accounts keep their passwords encrypted with a key the server is given. Ask the administrator to set SECRETS_KEY to turn them on.',
          )}{' '}
          {fallback}
        </span>
      </Stack>
    </Alert>
  );
}

export function LastTestCell({ test }: { test: SendTestResult | null }) {
  const { t } = useTranslation();
  const formats = useFormats();
  if (!test) return <span>{t('Not tested yet')}</span>;
  return (
    <Stack gap="xsmall">
      <Inline gap="small" wrap>
        <Badge tone={test.ok ? 'positive' : 'critical'}>{test.ok ? t('Passed') : t('Failed')}</Badge>
        <span>{formats.dateTime(test.at)}</span>
      </Inline>
      {test.ok ? null : <span>{test.message}</span>}
    </Stack>
  );
}

/** The outcome of a test, as a status (sent) or an alert (refused), with the server's own answer. */
export function TestOutcome({ result }: { result: SendTestResult }) {
  const { t } = useTranslation();
  return (
    <Alert tone={result.ok ? 'positive' : 'critical'}>
      <Stack gap="xsmall">
        <strong>{result.message}</strong>
        {result.detail ? (
          <span>
            {t('The server answered:')} <code>{result.detail}</code>
          </span>
        ) : null}
      </Stack>
    </Alert>
  );
}

export function SendTestDialog({
  accountName,
  label,
  description,
  type,
  send,
  onClose,
}: {
  accountName: string;
  /** The recipient field's label ("Send the test to"). */
  label: string;
  /** Where the test goes when the field is left blank. */
  description: string;
  type: 'email' | 'tel';
  send: (to: string | null) => Promise<SendTestResult>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useSubmit();
  const [to, setTo] = useState('');
  const [result, setResult] = useState<SendTestResult | null>(null);
  const title = t('Send a test through {{name}}', { name: accountName });

  async function submit() {
    setResult(null);
    await form.run(async () => setResult(await send(to.trim() || null)));
  }

  return (
    <FormDialog
      title={title}
      size="sm"
      state={form}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('Send test')}
    >
      <TextField label={label} name="to" type={type} value={to} onChange={setTo} description={description} />
      {result ? <TestOutcome result={result} /> : null}
    </FormDialog>
  );
}

/** The row's Send test, Edit and Delete buttons (Send test and Edit only while accounts are on). */
export function AccountActions({
  name,
  enabled,
  onTest,
  onEdit,
  onDelete,
}: {
  name: string;
  enabled: boolean;
  onTest: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <EditDeleteButtons name={name} onEdit={onEdit} onDelete={onDelete} canEdit={enabled}>
      {enabled ? (
        <Button
          size="sm"
          variant="soft"
          aria-label={t('Send a test through {{name}}', { name })}
          onPress={onTest}
        >
          {t('Send test')}
        </Button>
      ) : null}
    </EditDeleteButtons>
  );
}
