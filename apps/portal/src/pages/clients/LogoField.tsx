/**
 * A client's logo: the current image (read through the signed-in client, as the call needs the session's
 * token), a chosen file's preview, and Remove. Type and size are checked here before anything is sent; the
 * server checks the content. The change is sent after the client is saved (`sendLogo`).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileTrigger } from 'react-aria-components';
import { call, endpointUrl, http, revalidateAfter, routes } from '@talent/api/client';
import type { Client } from '@talent/api/contract';
import { CLIENT_LOGO_TYPES, MAX_CLIENT_LOGO_BYTES } from '@talent/api/rules';
import { Button, Card, Inline, Stack } from '@talent/ui';
import * as css from './clients.css';

/** What saving does to the logo: nothing (null), set this file, or remove the current one. */
export type LogoChange = null | { file: File } | 'remove';

const ACCEPTED: string[] = Object.values(CLIENT_LOGO_TYPES);
const KB = MAX_CLIENT_LOGO_BYTES / 1024;

/** Why `file` cannot be a logo, or null. */
export function logoProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!ACCEPTED.includes(file.type)) return 'Choose a PNG, JPEG or WebP image.';
  if (file.size > MAX_CLIENT_LOGO_BYTES) return `The image is too large: at most ${KB} KB.`;
  return null;
}

export async function sendLogo(clientId: number, change: LogoChange): Promise<void> {
  if (change === 'remove') {
    await call('deleteCompanyLogo', { params: { id: clientId } });
  } else if (change) {
    const form = new FormData();
    form.append('file', change.file);
    await http.post(endpointUrl(routes.uploadCompanyLogo, { id: clientId }), form);
    await revalidateAfter('uploadCompanyLogo');
  }
}

/** `blob` as a data URL (a logo is small), once read; null meanwhile and without a blob. */
function useDataUrl(blob: Blob | null): string | null {
  const [read, setRead] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setRead({ blob, url: reader.result });
    };
    reader.readAsDataURL(blob);
    return () => reader.abort();
  }, [blob]);
  return blob && read?.blob === blob ? read.url : null;
}

export function LogoField({
  client,
  change,
  onChange,
}: {
  client: Client | null;
  change: LogoChange;
  onChange: (change: LogoChange) => void;
}) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<Blob | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const version = client?.logo?.updated_at;
  useEffect(() => {
    if (!client || !version) return;
    let live = true;
    http
      .get<Blob>(endpointUrl(routes.companyLogo, { id: client.id }), { responseType: 'blob' })
      .then((res) => live && setCurrent(res.data))
      .catch(() => live && setProblem(t('The logo could not be loaded.')));
    return () => {
      live = false;
    };
  }, [client, version, t]);

  const chosen = change && change !== 'remove' ? change.file : null;
  const shown = useDataUrl(chosen ?? (change === 'remove' ? null : current));
  const hasLogo = Boolean(chosen) || (change !== 'remove' && Boolean(client?.logo));
  const helpId = 'client-logo-help';

  return (
    <Card title={t('Logo')} headingLevel={2}>
      <Stack gap="small">
        {shown ? (
          <img
            className={css.logo}
            src={shown}
            alt={t('Logo of {{name}}', { name: client?.name ?? t('the client') })}
          />
        ) : (
          <p className={css.muted}>{hasLogo ? t('Loading') : t('No logo.')}</p>
        )}
        <Inline gap="small" wrap>
          <FileTrigger
            acceptedFileTypes={ACCEPTED}
            onSelect={(list) => {
              const file = list?.[0];
              if (!file) return;
              const wrong = logoProblem(file);
              setProblem(wrong ? t(wrong) : null);
              if (!wrong) onChange({ file });
            }}
          >
            <Button variant="outline" aria-describedby={helpId}>
              {hasLogo ? t('Replace logo') : t('Choose logo')}
            </Button>
          </FileTrigger>
          {hasLogo ? (
            <Button
              variant="ghost"
              tone="critical"
              onPress={() => {
                setProblem(null);
                onChange(client?.logo ? 'remove' : null);
              }}
            >
              {t('Remove logo')}
            </Button>
          ) : null}
        </Inline>
        <p id={helpId} className={css.muted}>
          {t('PNG, JPEG or WebP, at most {{kb}} KB. Saved with the client.', { kb: KB })}
        </p>
        {problem ? (
          <p role="alert" style={{ margin: 0 }}>
            {problem}
          </p>
        ) : null}
      </Stack>
    </Card>
  );
}
