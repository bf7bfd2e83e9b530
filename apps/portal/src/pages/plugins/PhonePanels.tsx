/**
 * /mobile-plugin's phone sections (issue 18): installing the portal (Android/Chrome and iOS/Safari steps,
 * and an Install button when the browser offers `beforeinstallprompt`), what sharing resumes from the phone
 * does, and where SMS go (the default provider account, or the outbox). No service worker is involved: the
 * app unregisters any at start (spec 001 section 1), and the share target is answered by the server.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { firstErrorMessage, useEndpoint } from '@talent/api/client';
import { INBOX_EXTENSIONS } from '@talent/api/rules';
import { Badge, Button, Card, Inline, Spinner, Stack } from '@talent/ui';

/** The event Chrome fires when the portal can be installed (not in the DOM typings). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The browser's install offer, kept until used; null when it made none (Safari, Firefox, installed). */
export function useInstallPrompt(target: Window = window) {
  const [offer, setOffer] = useState<InstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(false);
  useEffect(() => {
    const onOffer = (e: Event) => {
      // Keep the browser's own mini bar from showing: the page's button asks instead.
      e.preventDefault();
      setOffer(e as InstallPromptEvent);
    };
    const onInstalled = () => {
      setInstalled(true);
      setOffer(null);
    };
    target.addEventListener('beforeinstallprompt', onOffer);
    target.addEventListener('appinstalled', onInstalled);
    return () => {
      target.removeEventListener('beforeinstallprompt', onOffer);
      target.removeEventListener('appinstalled', onInstalled);
    };
  }, [target]);
  async function install() {
    if (!offer) return;
    await offer.prompt();
    const choice = await offer.userChoice;
    // An offer can be used once; a dismissed one comes back as a new event later.
    setOffer(null);
    if (choice.outcome === 'accepted') setInstalled(true);
  }
  return { canInstall: offer !== null, installed, install };
}

export function InstallPanel() {
  const { t } = useTranslation();
  const { canInstall, installed, install } = useInstallPrompt();
  return (
    <Card
      title={t('Install the portal')}
      actions={
        canInstall ? (
          <Button onPress={() => void install()}>{t('Install')}</Button>
        ) : installed ? (
          <Badge tone="positive">{t('Installed')}</Badge>
        ) : null
      }
    >
      <Stack gap="medium">
        <p style={{ margin: 0 }}>
          {t('On a phone the portal opens like an app, from its own icon, without the browser bar.')}
        </p>
        <section aria-labelledby="install-android">
          <h3 id="install-android">{t('Android (Chrome)')}</h3>
          <ol>
            <li>{t('Open the portal in Chrome and sign in.')}</li>
            <li>{t('Tap Install on this page, or the ⋮ menu and then Install app (Add to Home screen).')}</li>
            <li>{t('Open the portal from its icon on the home screen.')}</li>
          </ol>
        </section>
        <section aria-labelledby="install-ios">
          <h3 id="install-ios">{t('iPhone and iPad (Safari)')}</h3>
          <ol>
            <li>{t('Open the portal in Safari and sign in.')}</li>
            <li>{t('Tap the Share button, then Add to Home Screen, then Add.')}</li>
            <li>{t('Open the portal from its icon on the home screen.')}</li>
          </ol>
        </section>
      </Stack>
    </Card>
  );
}

export function SharePanel() {
  const { t } = useTranslation();
  const types = INBOX_EXTENSIONS.map((e) => e.toUpperCase()).join(', ');
  return (
    <Card title={t('Share resumes from your phone')}>
      <Stack gap="small">
        <p style={{ margin: 0 }}>
          {t(
            'Once the portal is installed on an Android phone, it is in the share sheet: share a resume from mail, a chat or the files app and choose Talent Marketplace.',
          )}
        </p>
        <p style={{ margin: 0 }}>
          {t(
            'The files ({{types}}) go to your inbox of files and the upload page opens; process them there like resumes that arrive by e-mail. Files that are not resumes are left out, and a share not opened within an hour is deleted.',
            { types },
          )}
        </p>
        <p style={{ margin: 0 }}>
          {t(
            'iPhones do not offer web apps in the share sheet: mail the resume to your inbound address instead.',
          )}{' '}
          <Link to="/email-plugin">{t('E-mail plugin')}</Link>
        </p>
      </Stack>
    </Card>
  );
}

/** Where SMS go: the default provider account, or the outbox when there is none (or accounts are off). */
export function SmsStatusPanel() {
  const { t } = useTranslation();
  const { data, error, isLoading } = useEndpoint('listSmsServers', {});
  const fallback = data?.results.find((a) => a.is_default) ?? data?.results[0];
  return (
    <Card title={t('SMS provider')}>
      {isLoading ? (
        <Spinner label={t('Loading')} />
      ) : error ? (
        <p role="alert" style={{ margin: 0 }}>
          {firstErrorMessage(error, t('Something went wrong'))}
        </p>
      ) : (
        <Stack gap="small">
          <Inline gap="small" wrap>
            {data?.enabled && fallback ? (
              <>
                <Badge tone="positive">{t('Connected')}</Badge>
                <span>
                  {t('Messages go through {{name}} ({{from}}).', {
                    name: fallback.name,
                    from: fallback.from_number,
                  })}
                </span>
              </>
            ) : (
              <>
                <Badge tone="caution">{t('Outbox')}</Badge>
                <span>{t('No provider account: messages go to the outbox.')}</span>
              </>
            )}
          </Inline>
          <p style={{ margin: 0 }}>
            {t(
              'To send a test SMS, use Send test on an account below; the dialog shows what the provider answered.',
            )}
          </p>
        </Stack>
      )}
    </Card>
  );
}
