/**
 * A project's files (PDF or DOCX) with a Download button each: its brief, or the awarded freelancer's
 * delivery. The file comes through the signed-in client (the call needs the session's token) as a blob,
 * then is saved under its name; it is never opened inline. The poster of a draft or open project adds and
 * removes files of the brief; the awarded freelancer, while the work is in progress, those of the delivery
 * (type, size and count checked before sending; the server checks the content).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileTrigger } from 'react-aria-components';
import { call, endpointUrl, firstErrorMessage, http, revalidateAfter, routes } from '@talent/api/client';
import type { ProjectAttachment } from '@talent/api/contract';
import {
  MAX_PROJECT_ATTACHMENTS,
  MAX_PROJECT_ATTACHMENT_BYTES,
  PROJECT_ATTACHMENT_EXTENSIONS,
} from '@talent/api/rules';
import { Button, Card, Stack, showToast } from '@talent/ui';
import { useFormats } from '../common/useFormats';
import * as css from '../seeker/seeker.css';
import { ATTACHMENT_TEXTS } from './labels';

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

/** Why `file` cannot be attached next to `count` others, or null. */
export function attachmentProblem(file: Pick<File, 'name' | 'size'>, count: number): string | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(PROJECT_ATTACHMENT_EXTENSIONS as readonly string[]).includes(ext)) return ATTACHMENT_TEXTS.type;
  if (file.size > MAX_PROJECT_ATTACHMENT_BYTES) return ATTACHMENT_TEXTS.size;
  if (count >= MAX_PROJECT_ATTACHMENTS) return ATTACHMENT_TEXTS.count;
  return null;
}

/** The texts and calls of each kind of file. */
const KINDS = {
  brief: {
    title: 'Attachments',
    empty: 'No files attached.',
    add: 'Attach a file',
    upload: 'uploadProjectAttachment',
    remove: 'deleteProjectAttachment',
  },
  delivery: {
    title: 'Delivery files',
    empty: 'No delivery files yet.',
    add: 'Add a delivery file',
    upload: 'uploadDeliveryFile',
    remove: 'deleteDeliveryFile',
  },
} as const;

export function Attachments({
  projectId,
  files,
  kind = 'brief',
  editable = false,
  headingLevel = 2,
  onChanged,
}: {
  projectId: number;
  files: ProjectAttachment[];
  /** The poster's brief, or the awarded freelancer's delivery. */
  kind?: keyof typeof KINDS;
  /** The poster of a draft or open project (brief); the freelancer of a project in progress (delivery). */
  editable?: boolean;
  headingLevel?: 2 | 3;
  onChanged?: () => Promise<unknown>;
}) {
  const texts = KINDS[kind];
  const helpId = `${kind}-file-help`;
  const { t } = useTranslation();
  const formats = useFormats();
  const [busy, setBusy] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const add = async (file: File) => {
    const wrong = attachmentProblem(file, files.length);
    setProblem(wrong ? t(wrong) : null);
    if (wrong) return;
    setAdding(true);
    try {
      const form = new FormData();
      form.append('file', file);
      // A file goes as multipart through the shared instance, not `call()`: the reads it changes are
      // revalidated here, by the same tags.
      await http.post(endpointUrl(routes[texts.upload], { id: projectId }), form);
      await revalidateAfter(texts.upload);
      showToast({ title: t('{{name}} attached', { name: file.name }), tone: 'positive' });
      await onChanged?.();
    } catch (err) {
      setProblem(firstErrorMessage(err, t('Something went wrong')));
    } finally {
      setAdding(false);
    }
  };
  const remove = async (file: ProjectAttachment) => {
    setBusy(file.id);
    try {
      await call(texts.remove, { params: { id: projectId, fileId: file.id } });
      showToast({ title: t('{{name}} removed', { name: file.name }), tone: 'positive' });
      await onChanged?.();
    } catch (err) {
      showToast({ title: firstErrorMessage(err, t('Something went wrong')), tone: 'critical' });
    } finally {
      setBusy(null);
    }
  };
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
    <Card title={t(texts.title)} headingLevel={headingLevel}>
      {files.length === 0 ? (
        <p className={css.muted}>{t(texts.empty)}</p>
      ) : (
        <ul className={css.list} aria-label={t(texts.title)}>
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
              {editable ? (
                <Button
                  size="sm"
                  variant="ghost"
                  tone="critical"
                  aria-label={t('Remove {{name}}', { name: file.name })}
                  isPending={busy === file.id}
                  onPress={() => void remove(file)}
                >
                  {t('Remove')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editable ? (
        <Stack gap="xsmall">
          <div className={css.fileRow}>
            <FileTrigger
              acceptedFileTypes={['.pdf', '.docx']}
              onSelect={(list) => {
                const file = list?.[0];
                if (file) void add(file);
              }}
            >
              <Button variant="outline" isPending={adding} aria-describedby={helpId}>
                {t(texts.add)}
              </Button>
            </FileTrigger>
            <span id={helpId} className={css.muted}>
              {t('PDF or DOCX, at most 5 MB; up to 5 files.')}
            </span>
          </div>
          {problem ? (
            <p role="alert" style={{ margin: 0 }}>
              {problem}
            </p>
          ) : null}
        </Stack>
      ) : null}
    </Card>
  );
}
