import { Alert, Button, Skeleton } from '@talent/ui';
import * as frame from './frame.css';

/** A demo app's "could not load" state: the handler's message and a retry. */
export function LoadFailed({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <div className={frame.state}>
      <Alert tone="critical" title={title}>
        {error instanceof Error ? error.message : ''}{' '}
        <Button variant="ghost" size="sm" onPress={onRetry}>
          Try again
        </Button>
      </Alert>
    </div>
  );
}

/** A demo app's loading state: skeleton lines, named for assistive tech. */
export function LoadingLines({ label, lines = 6 }: { label: string; lines?: number }) {
  return (
    <div className={frame.state} aria-busy="true" aria-label={label}>
      <Skeleton lines={lines} />
    </div>
  );
}
