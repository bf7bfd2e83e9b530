/**
 * /my-data (issue 44 part A; public, no sign-in): the person in a resume proves an e-mail address or mobile
 * number with a one-time code, then sees every profile carrying it and corrects, withdraws or erases it.
 * The data-access token stays in this page's memory only: leaving the page ends it.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyDataProfile } from '@talent/api/contract';
import { firstErrorMessage, myDataApi } from '@talent/api/client';
import { Alert, Button, Stack, TextField } from '@talent/ui';
import * as layout from '../../shell/layout.css';
import { SubmitForm } from '../common/SubmitForm';
import { useSubmit } from '../common/useSubmit';
import { MyDataProfileCard } from './MyDataProfileCard';

type Listing =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; profiles: MyDataProfile[] };

export default function MyDataPage() {
  const { t } = useTranslation();
  const [address, setAddress] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [otp, setOtp] = useState('');
  const [token, setToken] = useState<string | null>(null);
  const form = useSubmit();

  async function sendCode() {
    await form.run(async () => {
      const res = await myDataApi.sendCode(address);
      setCodeSent(true);
      form.setNotice(res.message);
    });
  }
  async function verify() {
    await form.run(async () => {
      const res = await myDataApi.verify(address, otp);
      setToken(res.token);
    });
  }

  return (
    <div className={layout.narrow}>
      <Stack gap="large">
        <h1>{t('Your data in resumes')}</h1>
        {token ? (
          <MyDataProfiles token={token} onExpired={() => setToken(null)} />
        ) : (
          <>
            <p>
              {t(
                'If a recruiter uploaded a resume of yours, see it here without an account: enter your e-mail address or mobile number, then the code we send to it.',
              )}
            </p>
            <SubmitForm
              label={t('Prove your address')}
              state={form}
              onSubmit={codeSent ? verify : sendCode}
              actions={
                <Button type="submit" isPending={form.pending}>
                  {codeSent ? t('Show my data') : t('Send me a code')}
                </Button>
              }
            >
              <TextField
                name="address"
                label={t('E-mail address or mobile number')}
                value={address}
                onChange={(v) => {
                  setAddress(v);
                  setCodeSent(false);
                }}
                isRequired
                autoComplete="email"
              />
              {codeSent ? (
                <TextField
                  name="otp"
                  label={t('Code')}
                  value={otp}
                  onChange={setOtp}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  isRequired
                />
              ) : null}
            </SubmitForm>
          </>
        )}
      </Stack>
    </div>
  );
}

/** The profiles of a proven address, loaded again after every change. */
export function MyDataProfiles({ token, onExpired }: { token: string; onExpired: () => void }) {
  const { t } = useTranslation();
  const [listing, setListing] = useState<Listing>({ state: 'loading' });
  const fetchListing = useCallback(
    (): Promise<Listing> =>
      myDataApi.profiles(token).then(
        (res) => ({ state: 'ready', profiles: res.results }),
        (err: unknown) => ({ state: 'error', message: firstErrorMessage(err, t('Something went wrong')) }),
      ),
    [token, t],
  );
  /** After a change: the listing again, before the action's button settles. */
  const reload = useCallback(async () => setListing(await fetchListing()), [fetchListing]);
  useEffect(() => {
    let live = true;
    void fetchListing().then((next) => live && setListing(next));
    return () => {
      live = false;
    };
  }, [fetchListing]);

  if (listing.state === 'loading') return <p role="status">{t('Loading…')}</p>;
  if (listing.state === 'error')
    return (
      <Stack gap="medium">
        <Alert>{listing.message}</Alert>
        <Button onPress={onExpired}>{t('Start again')}</Button>
      </Stack>
    );
  if (listing.profiles.length === 0)
    return <Alert tone="positive">{t('No profile carries this address.')}</Alert>;
  return (
    <Stack gap="medium">
      <p>{t('These profiles carry your address:')}</p>
      {listing.profiles.map((p) => (
        <MyDataProfileCard key={p.id} token={token} profile={p} onChanged={reload} />
      ))}
    </Stack>
  );
}
