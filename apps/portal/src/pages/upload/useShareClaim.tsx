/**
 * Files shared from a phone (issue 18). The manifest's share target posts them to the server, which keeps
 * them under a claim id and sends the phone here with `?share=<claim>`; this hook claims them into the
 * signed-in user's inbox once, drops the id from the address (a reload must not claim again) and refreshes
 * the inbox, whose banner then processes them like resumes that came by e-mail. `?share_error=no_resume`
 * says that nothing shared was a resume. Only recruiters and admins have an inbox (RA).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { call, firstErrorMessage } from '@talent/api/client';
import { Card, Inline, Spinner } from '@talent/ui';

type ShareState =
  | { kind: 'claiming' }
  | { kind: 'claimed'; count: number }
  | { kind: 'failed'; message: string }
  | { kind: 'no-resume' }
  | { kind: 'no-inbox' };

export function useShareClaim(enabled: boolean, onClaimed: () => void) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const claim = params.get('share');
  const [outcome, setOutcome] = useState<ShareState | null>(null);
  // The claim in flight or done: StrictMode runs effects twice, and a second claim would answer 404.
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!claim || !enabled || started.current === claim) return;
    started.current = claim;
    call('claimSharedFiles', { body: { claim } })
      .then((res) => {
        setOutcome({ kind: 'claimed', count: res.files.length });
        onClaimed();
      })
      .catch((err: unknown) =>
        setOutcome({ kind: 'failed', message: firstErrorMessage(err, t('Something went wrong')) }),
      )
      // A reload must not claim again.
      .finally(() =>
        setParams(
          (p) => {
            p.delete('share');
            return p;
          },
          { replace: true },
        ),
      );
  }, [claim, enabled, onClaimed, setParams, t]);

  const state: ShareState | null =
    outcome ??
    (params.get('share_error')
      ? { kind: 'no-resume' }
      : claim
        ? enabled
          ? { kind: 'claiming' }
          : { kind: 'no-inbox' }
        : null);

  const notice =
    state === null ? null : (
      <Card title={t('Shared from your phone')}>
        {state.kind === 'claiming' ? (
          <Inline gap="small" align="center">
            <Spinner size="sm" label={t('Loading')} />
            <p role="status" style={{ margin: 0 }}>
              {t('Adding the shared files to your inbox…')}
            </p>
          </Inline>
        ) : state.kind === 'claimed' ? (
          <p role="status" style={{ margin: 0 }}>
            {t('{{count}} shared files were added to your inbox. Process them below.', {
              count: state.count,
            })}
          </p>
        ) : (
          <p role="alert" style={{ margin: 0 }}>
            {state.kind === 'failed'
              ? state.message
              : state.kind === 'no-resume'
                ? t('None of the shared files is a resume. Share PDF, DOCX, HTML, MSG or EML files.')
                : t(
                    'Shared files go to the inbox of recruiter and admin accounts. Sign in with one of them and share again.',
                  )}
          </p>
        )}
      </Card>
    );

  return { notice };
}
