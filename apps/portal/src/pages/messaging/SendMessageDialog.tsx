/**
 * Sends an e-mail or an SMS to one or many candidates (`email_sent/`, `send_sms/`): a template of mine of
 * that kind, or a one-off text; placeholders are filled in for each candidate by the server. The messages
 * are queued and sent by the server's worker; /candidates_communicated shows how each went.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { call, useEndpoint } from '@talent/api/client';
import type { MessageChannel } from '@talent/api/rules';
import { TEMPLATE_PLACEHOLDERS, placeholderProblems } from '@talent/api/rules/templates';
import { smsSegments } from '@talent/api/rules/sms';
import {
  Button,
  Dialog,
  Inline,
  Radio,
  RadioGroup,
  Select,
  SmsSegmentCounter,
  Stack,
  TextField,
  showToast,
} from '@talent/ui';
import { SubmitForm } from '../common/SubmitForm';
import { useSubmit } from '../common/useSubmit';
import { idempotencyKey } from '../wallet/format';
import { channelLabel } from './labels';
import * as css from './messaging.css';

export interface Recipient {
  profileId: number;
  name: string;
}

export interface SendMessageDialogProps {
  /** The candidates; the dialog is open while this is not null. */
  recipients: readonly Recipient[] | null;
  /** The job the message is about ({{job_title}}, {{company}}, and the log's Job column). */
  jobId?: number;
  onClose: (sent: boolean) => void;
}

const WRITE = '__write__';

export function SendMessageDialog({ recipients, jobId, onClose }: SendMessageDialogProps) {
  const { t } = useTranslation();
  const [channel, setChannel] = useState<MessageChannel>('email');
  const [templateId, setTemplateId] = useState<number | null>(null);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const form = useSubmit();
  // One key per opening of the dialog: a retry after a lost answer queues nothing twice.
  const [key, setKey] = useState(idempotencyKey);
  const [keyFor, setKeyFor] = useState(recipients);
  if (keyFor !== recipients) {
    setKeyFor(recipients);
    setKey(idempotencyKey());
  }
  const templates = useEndpoint(
    'messageTemplateList',
    recipients ? { query: { kind: channel, limit: 100, offset: 0 } } : null,
    { revalidateOnFocus: false },
  );
  const chosen = templates.data?.results.find((x) => x.id === templateId) ?? null;
  const count = recipients?.length ?? 0;
  const names = (recipients ?? []).map((r) => r.name).join(', ');
  const sms = smsSegments(body);

  async function send() {
    if (!recipients) return;
    if (!chosen) {
      const problem =
        (channel === 'email' && !subject.trim() ? t('Write a subject.') : null) ??
        (!body.trim() ? t('Write a message or choose a template.') : null) ??
        placeholderProblems(`${subject} ${body}`)[0] ??
        null;
      if (problem) return form.setError(problem);
    }
    await form.run(async () => {
      const answer = await call(channel === 'email' ? 'sendEmail' : 'sendSms', {
        body: {
          profile_ids: recipients.map((r) => r.profileId),
          ...(chosen ? { template_id: chosen.id } : { body, ...(channel === 'email' ? { subject } : {}) }),
          ...(jobId ? { job_id: jobId } : {}),
          idempotency_key: key,
        },
      });
      showToast({
        title: t('Messages queued: {{count}}', { count: answer.queued || answer.message_ids.length }),
        description: t('Candidates Communicated shows when each is sent.'),
        tone: 'positive',
      });
      onClose(true);
    });
  }

  return (
    <Dialog
      title={
        count > 1 ? t('Message {{count}} candidates', { count }) : t('Message {{name}}', { name: names })
      }
      isOpen={recipients !== null}
      onOpenChange={(open) => !open && onClose(false)}
      size="md"
    >
      <SubmitForm
        label={t('Send a message')}
        state={form}
        onSubmit={send}
        validationBehavior="aria"
        actions={
          <Inline gap="small" wrap>
            <Button type="submit" isPending={form.pending}>
              {channel === 'email' ? t('Send e-mail') : t('Send SMS')}
            </Button>
            <Button variant="outline" tone="neutral" onPress={() => onClose(false)}>
              {t('Cancel')}
            </Button>
          </Inline>
        }
      >
        {count > 1 ? <p className={css.muted}>{t('To: {{names}}', { names })}</p> : null}
        <RadioGroup
          label={t('Send by')}
          orientation="horizontal"
          value={channel}
          onChange={(value) => {
            setChannel(value as MessageChannel);
            setTemplateId(null);
          }}
        >
          <Radio value="email">{channelLabel(t, 'email')}</Radio>
          <Radio value="sms">{channelLabel(t, 'sms')}</Radio>
        </RadioGroup>
        <Select
          label={t('Template')}
          isDisabled={!templates.data}
          options={[
            { id: WRITE, label: t('No template: write the message') },
            ...(templates.data?.results ?? []).map((x) => ({ id: x.id, label: x.name })),
          ]}
          selectedKey={templateId ?? WRITE}
          onSelectionChange={(id) => setTemplateId(id === WRITE ? null : Number(id))}
          description={
            templates.data && templates.data.count === 0 ? (
              <>
                {t('No templates of this kind yet.')} <Link to="/sms_template">{t('Create one')}</Link>
              </>
            ) : undefined
          }
        />
        {chosen ? (
          <Stack gap="xsmall">
            {chosen.subject ? <strong>{chosen.subject}</strong> : null}
            <p className={css.body}>{chosen.body}</p>
          </Stack>
        ) : (
          <>
            {channel === 'email' ? (
              <TextField
                label={t('Subject')}
                name="subject"
                value={subject}
                onChange={setSubject}
                isRequired
              />
            ) : null}
            <TextField
              label={t('Message')}
              name="body"
              isMultiline
              rows={channel === 'email' ? 6 : 3}
              value={body}
              onChange={setBody}
              isRequired
              aria-describedby={channel === 'sms' ? 'send-sms-length' : undefined}
            />
            {channel === 'sms' ? <SmsSegmentCounter id="send-sms-length" {...sms} /> : null}
          </>
        )}
        <p className={css.muted}>
          {t('Placeholders are filled in for each candidate: {{list}}.', {
            list: TEMPLATE_PLACEHOLDERS.map((p) => `{{${p.name}}}`).join(' '),
            interpolation: { escapeValue: false },
          })}
        </p>
      </SubmitForm>
    </Dialog>
  );
}
