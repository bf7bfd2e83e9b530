import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog, Card, DropZone, Inline, Stack, UploadColumns } from '@talent/ui';
import { ACCEPTED_FILE_TYPES, MAX_FILES_PER_DROP } from '@talent/api/rules';
import { useAbility } from '../../app/ability';
import { useSession } from '../../app/session';
import { useRouteDef } from '../../routes/useRouteDef';
import { loadParserOptions } from './parserOptions';
import { MAX_IN_WORK, useUploadQueue, type UploadQueueDeps } from './useUploadQueue';
import { useInbox } from './useInbox';
import { TodayUploads, useTodayUploads } from './TodayUploads';
import { EntryReview, useEntryReview } from './EntryReview';

const loadParser: UploadQueueDeps['createParser'] = async () => {
  const { createParserClient } = await import('./parserWorker');
  return createParserClient();
};

/** Where "Recent Uploads" goes (spec 2.4): job seekers /my_upload_resume, everyone else /non-public-resume. */
export function recentUploadsPath(role: string | undefined): string {
  return role === 'jobseeker' ? '/my_upload_resume' : '/non-public-resume';
}

/**
 * /resume-uploader and /create_my_resume: the drop zone, the three columns and
 * the upload round (spec 000 sections 2.4, 4, 5 and 8), then today's uploads (`today_resume`).
 */
export function UploadScreen({
  createParser = loadParser,
}: {
  createParser?: UploadQueueDeps['createParser'];
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const def = useRouteDef();
  const exclusionLists = useAbility().can('read', 'RAE');
  const loadOptions = useMemo(() => () => loadParserOptions({ exclusionLists }), [exclusionLists]);
  const inbox = useInbox();
  const today = useTodayUploads();
  const reloadToday = today.mutate;
  const onUploaded = useCallback(() => void reloadToday(), [reloadToday]);
  const check = useEntryReview();
  const { entries, add, uploadMore, clearRejected, freeSlots, inWork, waitingCount, counts } = useUploadQueue(
    {
      createParser,
      loadOptions,
      onSettled: inbox.onSettled,
      onUploaded,
      review: check.review,
    },
  );
  const [busyOpen, setBusyOpen] = useState(false);
  const recent = recentUploadsPath(user?.role);

  const onFiles = useCallback(
    (result: { taken: File[]; surplus: File[]; unaccepted: File[] }) => {
      if (inWork >= MAX_IN_WORK && result.taken.length > 0) {
        setBusyOpen(true);
        return;
      }
      add(result);
    },
    [add, inWork],
  );

  return (
    <Stack gap="large">
      <h1>{t(def?.title ?? 'Upload Profile')}</h1>
      <Card>
        <DropZone
          accept={ACCEPTED_FILE_TYPES}
          onFiles={onFiles}
          freeSlots={freeSlots}
          maxPerDrop={MAX_FILES_PER_DROP}
          recentUploadsHref={recent}
          hint={t(
            'PDF, DOCX, HTML (.html, .htm) and Outlook .msg files (their .pdf and .docx attachments are read). At most 5 files at a time.',
          )}
          labels={{
            title: t('Drop files here or click Upload'),
            upload: t('Upload'),
            recentUploads: t('Recent Uploads'),
            limitTitle: t('Upload Limit Exceeded'),
            limitMessage: t('Please upload a maximum of 5 files at a time'),
            dropLabel: t('Drop resumes to upload'),
          }}
        />
      </Card>
      <EntryReview waiting={check.waiting} />
      {inbox.shareNotice}
      {inbox.banner(add, inWork >= MAX_IN_WORK ? 0 : Math.min(freeSlots, MAX_IN_WORK - inWork))}
      <Inline gap="medium">
        <span data-testid="upload-count-uploaded">
          {t('Uploaded profiles: {{count}}', { count: counts.uploaded })}
        </span>
        <span data-testid="upload-count-declined">
          {t('Declined profiles: {{count}}', { count: counts.declined })}
        </span>
      </Inline>
      <UploadColumns
        items={entries}
        onClearRejected={clearRejected}
        waitingCount={waitingCount}
        onUploadMore={uploadMore}
        recentUploadsHref={recent}
        labels={{
          pending: t('Pending'),
          rejected: t('Rejected'),
          uploaded: t('Uploaded'),
          checking: t('File Information Checking...'),
          uploading: t('Uploading'),
          processing: t('Processing...'),
          waiting: t('Waiting'),
          done: t('File Uploaded'),
          invalid: t('Invalid File'),
          clearAll: t('Clear All'),
          uploadMore: t('Upload More'),
          recentUploads: t('Recent Uploads'),
          empty: t('Nothing here yet'),
          attachments: t('Attachments'),
        }}
      />
      <TodayUploads table={today} recentPath={recent} />
      <AlertDialog
        title={t('Upload Limit Exceeded')}
        isOpen={busyOpen}
        onOpenChange={setBusyOpen}
        tone="caution"
      >
        {t('Please upload a maximum of 5 files at a time')}
      </AlertDialog>
    </Stack>
  );
}

export default function UploadPage() {
  return <UploadScreen />;
}
