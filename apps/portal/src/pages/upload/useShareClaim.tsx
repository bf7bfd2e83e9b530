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
  const shareError = params.get('share_error');
  const [state, setState] = useState<ShareState | null>(null);
  // The claim in flight or done: StrictMode runs effects twice, and a second claim would answer 404.
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!claim && !shareError) return;
    const forget = () =>
      setParams(
        (p) => {
          p.delete('share');
          p.delete('share_error');
          return p;
        },
        { replace: true },
      );
    if (shareError) {
      setState({ kind: 'no-resume' });
      forget();
      return;
    }
    if (!claim || started.current === claim) return;
    started.current = claim;
    if (!enabled) {
      setState({ kind: 'no-inbox' });
      forget();
      return;
    }
    setState({ kind: 'claiming' });
    call('claimSharedFiles', { body: { claim } })
      .then((res) => {
        setState({ kind: 'claimed', count: res.files.length });
        onClaimed();
      })
      .catch((err: unknown) =>
        setState({ kind: 'failed', message: firstErrorMessage(err, t('Something went wrong')) }),
      )
      .finally(forget);
  }, [claim, shareError, enabled, onClaimed, setParams, t]);

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
