/**
 * A project's files (PDF or DOCX) with a Download button each. The file comes through the signed-in client
 * (the call needs the session's token) as a blob, then is saved under its name; it is never opened inline.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointUrl, firstErrorMessage, http, routes } from '@talent/api/client';
import type { ProjectAttachment } from '@talent/api/contract';
import { Button, Card, showToast } from '@talent/ui';
import { useFormats } from '../common/useFormats';
import * as css from '../seeker/seeker.css';

/** "2.4 MB", "312 KB". */
export function fileSize(bytes: number, number: (value: number) => string): string {
  if (bytes >= 1024 * 1024) return `${number(Math.round((bytes / 1024 / 1024) * 10) / 10)} MB`;
  return `${number(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser the turn it needs to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function Attachments({ projectId, files }: { projectId: number; files: ProjectAttachment[] }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const [busy, setBusy] = useState<number | null>(null);
  const download = async (file: ProjectAttachment) => {
    setBusy(file.id);
    try {
      const res = await http.get<Blob>(
        endpointUrl(routes.projectAttachment, { id: String(projectId), fileId: String(file.id) }),
        { responseType: 'blob' },
      );
      save(res.data, file.name);
    } catch (err) {
      showToast({ title: firstErrorMessage(err, t('Something went wrong')), tone: 'critical' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card title={t('Attachments')} headingLevel={2}>
      {files.length === 0 ? (
        <p className={css.muted}>{t('No files attached.')}</p>
      ) : (
        <ul className={css.list} aria-label={t('Attachments')}>
          {files.map((file) => (
            <li key={file.id} className={css.fileRow}>
              <span>{file.name}</span>
              <span className={css.muted}>{fileSize(file.size, formats.number)}</span>
              <Button
                size="sm"
                variant="outline"
                aria-label={t('Download {{name}}', { name: file.name })}
                isPending={busy === file.id}
                onPress={() => void download(file)}
              >
                {t('Download')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
