import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@talent/api/contract';
import { ACCEPTED_FILE_TYPES } from '@talent/api/rules';
import { Button, showToast } from '@talent/ui';
import { ReplaceFileError, parserSource, replaceProfileFile } from './replaceFile';

/**
 * "Replace file": picks a resume file, parses it in the upload worker and sends it with its page images.
 * The button spins while that runs; a refusal shows the upload page's message.
 */
export function ReplaceFileButton({
  profile,
  onReplaced,
}: {
  profile: Pick<Profile, 'id' | 'full_name'>;
  onReplaced: (fresh: Profile) => void;
}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function replace(file: File) {
    setPending(true);
    setError(null);
    try {
      const fresh = await replaceProfileFile(profile.id, file, t, parserSource);
      showToast({ title: t('File replaced'), tone: 'positive' });
      onReplaced(fresh);
    } catch (err) {
      const message = err instanceof ReplaceFileError ? err.message : t('Something went wrong');
      setError(message);
      showToast({ title: message, tone: 'critical' });
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <FileTrigger
        acceptedFileTypes={[...ACCEPTED_FILE_TYPES]}
        onSelect={(list) => {
          const file = list?.[0];
          if (file) void replace(file);
        }}
      >
        <Button
          variant="outline"
          tone="neutral"
          isPending={pending}
          aria-label={t('Replace the file of {{name}}', { name: profile.full_name })}
        >
          {t('Replace file')}
        </Button>
      </FileTrigger>
      {error ? (
        <span role="status" data-testid="replace-error">
          {error}
        </span>
      ) : null}
    </>
  );
}
