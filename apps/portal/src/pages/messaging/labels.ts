/** The texts of message channels and states; the keys are the server's (MESSAGE_CHANNELS, MESSAGE_STATUSES). */
import type { TFunction } from 'i18next';
import type { MessageChannel, MessageStatus } from '@talent/api/rules';
import type { Tone } from '@talent/ui';

export const channelLabel = (t: TFunction, channel: MessageChannel) =>
  channel === 'email' ? t('E-mail') : t('SMS');

const STATUS: Record<MessageStatus, { label: string; tone: Tone }> = {
  queued: { label: 'Queued', tone: 'info' },
  sending: { label: 'Sending', tone: 'info' },
  sent: { label: 'Sent', tone: 'positive' },
  failed: { label: 'Failed', tone: 'critical' },
};

export const statusLabel = (t: TFunction, status: MessageStatus) => t(STATUS[status].label);
export const statusTone = (status: MessageStatus): Tone => STATUS[status].tone;
