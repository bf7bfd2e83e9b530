import { useTranslation } from 'react-i18next';
import { firstErrorMessage } from '@talent/api/client';
import { Skeleton, Stack } from '@talent/ui';

/** A page's heading over its loading skeleton, or over the server's message when the read failed. */
export function PageFallback({
  title,
  error,
  height = 480,
}: {
  title: string;
  error: unknown;
  height?: number;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="large">
      <h1>{title}</h1>
      {error ? (
        <p role="alert">{firstErrorMessage(error, t('Something went wrong'))}</p>
      ) : (
        <div role="status" aria-label={t('Loading')}>
          <Skeleton height={height} />
        </div>
      )}
    </Stack>
  );
}
