/**
 * The e-mail plugin's inbox (issue 18): my personal inbound address (copy it, or take a new one when it gets
 * spam), whether this server receives mail, the files waiting for the upload page, and the latest imports and
 * errors. "Send me a test" is a mailto link to the address.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { call, firstErrorMessage, useEndpoint } from '@talent/api/client';
import { AlertDialog, Badge, Button, Card, Inline, Stack, showToast } from '@talent/ui';
import { copyText } from '../common/copyText';
import { useFormats } from '../common/useFormats';
import * as css from './plugins.css';

export function InboxPanel() {
  const { t } = useTranslation();
  const formats = useFormats();
  const inbox = useEndpoint('emailInbox');
  const [confirming, setConfirming] = useState(false);
  const [rotating, setRotating] = useState(false);

  if (inbox.error && !inbox.data)
    return (
      <Card title={t('Resumes by e-mail')}>
        <p role="alert">{firstErrorMessage(inbox.error, t('Something went wrong'))}</p>
      </Card>
    );
  if (!inbox.data)
    return (
      <Card title={t('Resumes by e-mail')}>
        <p className={css.muted}>{t('Loading')}</p>
      </Card>
    );
  const { address, receiving, waiting, log } = inbox.data;

  async function rotate() {
    setRotating(true);
    try {
      await inbox.mutate(await call('rotateEmailInbox', { body: {} }), { revalidate: false });
      showToast({ title: t('Your new address is ready'), tone: 'positive' });
      setConfirming(false);
    } catch (err) {
      showToast({ title: firstErrorMessage(err, t('Something went wrong')), tone: 'critical' });
    } finally {
      setRotating(false);
    }
  }

  return (
    <Card title={t('Resumes by e-mail')}>
      <Stack gap="medium">
        <p className={css.muted}>
          {t(
            'Mail with resumes attached (PDF, DOCX, MSG, EML or HTML) sent to your address lands in your inbox. The upload page then reads them like a drop.',
          )}
        </p>
        <Stack gap="xsmall">
          <span className={css.label} id="inbound-address-label">
            {t('Your inbound address')}
          </span>
          <Inline gap="small" wrap align="center">
            <code className={css.address} aria-labelledby="inbound-address-label">
              {address}
            </code>
            <Button
              size="sm"
              variant="outline"
              onPress={() =>
                void copyText(address, {
                  done: t('Address copied'),
                  failed: t('The address could not be copied: select it and copy it yourself.'),
                })
              }
            >
              {t('Copy address')}
            </Button>
            <Button size="sm" variant="ghost" tone="neutral" onPress={() => setConfirming(true)}>
              {t('New address')}
            </Button>
          </Inline>
        </Stack>
        <Inline gap="small" align="center" wrap>
          <Badge tone={receiving ? 'positive' : 'caution'}>
            {receiving ? t('Receiving') : t('Not receiving')}
          </Badge>
          <span className={css.muted}>
            {receiving
              ? t('Mail sent to this address arrives within a minute.')
              : t(
                  'This server does not receive mail yet (INBOUND_SMTP_PORT is not set): ask your administrator to turn it on.',
                )}
          </span>
        </Inline>
        <p style={{ margin: 0 }}>
          <a href={`mailto:${address}?subject=${encodeURIComponent(t('Resume test'))}`}>
            {t('Send me a test')}
          </a>{' '}
          <span className={css.muted}>
            {t('from your own mail, with a resume attached; it shows under Latest imports.')}
          </span>
        </p>
        <p role="status" style={{ margin: 0 }}>
          {waiting > 0 ? (
            <>
              {waiting === 1
                ? t('1 resume is waiting.')
                : t('{{count}} resumes are waiting.', { count: waiting })}{' '}
              <Link to="/resume-uploader">{t('Process them on the upload page')}</Link>
            </>
          ) : (
            t('No resumes are waiting.')
          )}
        </p>
        <section aria-labelledby="inbound-log-title">
          <h3 id="inbound-log-title" className={css.subheading}>
            {t('Latest imports')}
          </h3>
          {log.length === 0 ? (
            <p className={css.muted}>{t('Nothing has arrived yet.')}</p>
          ) : (
            <ul className={css.log}>
              {log.map((entry) => (
                <li key={entry.id}>
                  <Badge tone={entry.kind === 'import' ? 'positive' : 'critical'}>
                    {entry.kind === 'import' ? t('Imported') : t('Error')}
                  </Badge>{' '}
                  <span>{entry.detail}</span>{' '}
                  <span className={css.muted}>{formats.dateTime(entry.created_at)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </Stack>
      <AlertDialog
        title={t('Take a new address?')}
        isOpen={confirming}
        onOpenChange={setConfirming}
        confirmLabel={t('New address')}
        onConfirm={() => void rotate()}
        isConfirmPending={rotating}
        tone="caution"
      >
        {t('Mail to {{address}} will be refused from now on. Files already waiting stay.', { address })}
      </AlertDialog>
    </Card>
  );
}
