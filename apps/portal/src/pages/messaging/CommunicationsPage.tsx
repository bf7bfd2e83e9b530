/**
 * /candidates_communicated: every message I sent to candidates (`candidates_communicated`), newest first,
 * searched by candidate, address, subject or job, filtered by channel and state; a failed message shows
 * why and can be sent again. The state comes right after the candidate, so a phone shows both first. Queued and sending rows refresh on their own until they settle.
 * `?profile=` shows one candidate's messages and `?message=` opens one of them (the candidate's application
 * links its messages here, issue 43).
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { call, firstErrorMessage } from '@talent/api/client';
import type { Communication } from '@talent/api/contract';
import {
  MESSAGE_CHANNELS,
  MESSAGE_STATUSES,
  type MessageChannel,
  type MessageStatus,
} from '@talent/api/rules';
import {
  Badge,
  Button,
  Card,
  DataTable,
  Dialog,
  Inline,
  Select,
  Stack,
  type DataTableColumn,
} from '@talent/ui';
import { usePagedEndpoint } from '../../app/usePagedEndpoint';
import { tableLabels } from '../common/tableLabels';
import { useAction } from '../common/useAction';
import { useFormats } from '../common/useFormats';
import { channelLabel, statusLabel, statusTone } from './labels';
import * as css from './messaging.css';

const ALL = '__all__';
/** How often a page with messages still on their way asks again. */
const REFRESH_MS = 5000;

export default function CommunicationsPage() {
  const { t } = useTranslation();
  const formats = useFormats();
  const [channel, setChannel] = useState<MessageChannel | undefined>();
  const [status, setStatus] = useState<MessageStatus | undefined>();
  const [opened, setOpened] = useState<Communication | null>(null);
  const [params, setParams] = useSearchParams();
  const profileId = positiveId(params.get('profile'));
  const messageId = positiveId(params.get('message'));
  const resend = useAction();
  const list = usePagedEndpoint('communications', {
    query: { channel, status, ...(profileId ? { profile_id: profileId } : {}) },
    errorText: (error) => firstErrorMessage(error, t('Something went wrong')),
    swr: {
      refreshInterval: (data) =>
        data?.results.some((m) => m.status === 'queued' || m.status === 'sending') ? REFRESH_MS : 0,
    },
  });

  // The message a link asked for, once its row has arrived; closing it drops `?message=`.
  const linked = messageId ? list.rows.find((m) => m.id === messageId) : undefined;
  const shown = opened ?? linked ?? null;
  const close = () => {
    setOpened(null);
    if (messageId) {
      const next = new URLSearchParams(params);
      next.delete('message');
      setParams(next, { replace: true });
    }
  };
  const candidate = profileId ? list.rows[0]?.candidate_name : undefined;

  const sendAgain = async (m: Communication) => {
    await resend.run(
      () => call('resendMessage', { params: { id: m.id }, body: {} }),
      t('The message to {{name}} is queued again', { name: m.candidate_name }),
    );
  };

  const columns: DataTableColumn<Communication>[] = [
    {
      id: 'candidate',
      header: t('Candidate'),
      isRowHeader: true,
      cell: (m) => (
        <Stack gap="none">
          <bdi>{m.candidate_name}</bdi>
          <bdi className={css.muted}>{m.recipient}</bdi>
        </Stack>
      ),
    },
    {
      id: 'status',
      header: t('State'),
      cell: (m) => (
        <Stack gap="none">
          <Badge tone={statusTone(m.status)}>{statusLabel(t, m.status)}</Badge>
          {m.error ? (
            <span className={m.status === 'failed' ? css.error : css.muted}>
              {m.status === 'failed' ? m.error : t('Retrying: {{error}}', { error: m.error })}
            </span>
          ) : null}
        </Stack>
      ),
    },
    { id: 'channel', header: t('Channel'), cell: (m) => channelLabel(t, m.channel) },
    {
      id: 'message',
      header: t('Message'),
      cell: (m) => (
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('Read the message to {{name}}', { name: m.candidate_name })}
          onPress={() => setOpened(m)}
        >
          <span className={css.clamp}>{m.subject ?? m.body}</span>
        </Button>
      ),
    },
    { id: 'template', header: t('Template'), cell: (m) => m.template_name ?? '—' },
    { id: 'job', header: t('Job'), cell: (m) => m.job_title ?? '—' },
    { id: 'time', header: t('Time'), cell: (m) => formats.dateTime(m.sent_at ?? m.created_at) },
    {
      id: 'actions',
      header: t('Actions'),
      align: 'end',
      cell: (m) =>
        m.status === 'failed' ? (
          <Button
            size="sm"
            variant="outline"
            aria-label={t('Resend to {{name}}', { name: m.candidate_name })}
            isPending={resend.pending}
            onPress={() => void sendAgain(m)}
          >
            {t('Resend')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Stack gap="large">
      <h1>{t('Candidates Communicated')}</h1>
      <Card>
        <Stack gap="medium">
          {profileId ? (
            <Inline gap="small" wrap>
              <span>
                {candidate ? t('Messages to {{name}}', { name: candidate }) : t('Messages to one candidate')}
              </span>
              <Button variant="outline" size="sm" onPress={() => setParams(new URLSearchParams())}>
                {t('Show all messages')}
              </Button>
            </Inline>
          ) : null}
          <Inline gap="medium" wrap>
            <Select
              label={t('Channel')}
              options={[
                { id: ALL, label: t('All channels') },
                ...MESSAGE_CHANNELS.map((c) => ({ id: c, label: channelLabel(t, c) })),
              ]}
              selectedKey={channel ?? ALL}
              onSelectionChange={(id) => setChannel(id === ALL ? undefined : (id as MessageChannel))}
            />
            <Select
              label={t('State')}
              options={[
                { id: ALL, label: t('All states') },
                ...MESSAGE_STATUSES.map((s) => ({ id: s, label: statusLabel(t, s) })),
              ]}
              selectedKey={status ?? ALL}
              onSelectionChange={(id) => setStatus(id === ALL ? undefined : (id as MessageStatus))}
            />
          </Inline>
          <DataTable
            emptyKind="messages"
            label={t('Candidates Communicated')}
            columns={columns}
            getRowId={(m) => m.id}
            {...list.props}
            {...list.searchProps}
            searchPlaceholder={t('Search by candidate, address, subject or job')}
            emptyTitle={t('No messages yet')}
            emptyDescription={t(
              'Messages you send from Job Applications, a job’s received profiles or an unlocked profile show here.',
            )}
            labels={{ ...tableLabels(t), searchLabel: t('Search messages') }}
          />
        </Stack>
      </Card>
      <Dialog
        title={shown ? t('Message to {{name}}', { name: shown.candidate_name }) : ''}
        isOpen={shown !== null}
        onOpenChange={(open) => !open && close()}
        size="md"
      >
        {shown ? (
          <Stack gap="small">
            <p className={css.muted}>
              {channelLabel(t, shown.channel)} · <bdi>{shown.recipient}</bdi> · {statusLabel(t, shown.status)}
            </p>
            {shown.subject ? <strong>{shown.subject}</strong> : null}
            <p className={css.body}>{shown.body}</p>
          </Stack>
        ) : null}
      </Dialog>
    </Stack>
  );
}

/** A positive whole number from the address, else undefined (a hand-edited `?profile=abc` is ignored). */
function positiveId(value: string | null): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}
