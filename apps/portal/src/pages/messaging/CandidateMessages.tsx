/**
 * The messages I sent to one candidate (`candidates_communicated?profile_id=`), newest first, on the
 * candidate's application (issue 43): each row opens that message on /candidates_communicated, where the whole
 * log lives; the link at the end opens the candidate's messages there.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { firstErrorMessage, useEndpoint } from '@talent/api/client';
import { Badge, Skeleton } from '@talent/ui';
import { useFormats } from '../common/useFormats';
import { channelLabel, statusLabel, statusTone } from './labels';
import * as css from './messaging.css';

/** How many of the candidate's latest messages the panel lists. */
export const CANDIDATE_MESSAGES = 5;

/** The log's address for one candidate, optionally opening one of their messages. */
export const communicatedPath = (profileId: number, messageId?: number) =>
  `/candidates_communicated?profile=${profileId}${messageId ? `&message=${messageId}` : ''}`;

export function CandidateMessages({ profileId }: { profileId: number }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const list = useEndpoint('communications', {
    query: { profile_id: profileId, limit: CANDIDATE_MESSAGES },
  });
  if (list.error) return <p role="alert">{firstErrorMessage(list.error, t('Something went wrong'))}</p>;
  if (!list.data)
    return (
      <div role="status" aria-label={t('Loading messages')}>
        <Skeleton height={48} />
      </div>
    );
  if (list.data.count === 0) return <p className={css.muted}>{t('No messages to this candidate yet.')}</p>;
  return (
    <>
      <ul className={css.messageList} aria-label={t('Messages to this candidate')}>
        {list.data.results.map((m) => (
          <li key={m.id} className={css.messageRow}>
            <Badge tone={statusTone(m.status)}>{statusLabel(t, m.status)}</Badge>
            <Link to={communicatedPath(profileId, m.id)}>
              {channelLabel(t, m.channel)}: <span className={css.clamp}>{m.subject ?? m.body}</span>
            </Link>
            <span className={css.muted}>{formats.dateTime(m.sent_at ?? m.created_at)}</span>
          </li>
        ))}
      </ul>
      <Link to={communicatedPath(profileId)}>
        {t('All messages to this candidate ({{count}})', { count: list.data.count })}
      </Link>
    </>
  );
}
