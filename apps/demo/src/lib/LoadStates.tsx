import { Link } from 'react-router-dom';
import { Alert, Button, EmptyState, Skeleton } from '@talent/ui';
import { DemoHttpError } from './api';
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
    <div className={frame.state} role="status" aria-busy="true" aria-label={label}>
      <Skeleton lines={lines} />
    </div>
  );
}

/**
 * The loading, not-found and failure states of a page whose data is not there yet (the issue-22 pages, one
 * invoice): skeleton lines named for assistive tech, a 404 empty state with a way back, or the handler's
 * message and a retry.
 */
export function PageState({
  what,
  error,
  onRetry,
  back = { to: '/', label: 'Back to the gallery' },
  notFound = { title: 'Not found', description: 'The link is wrong, or the page was removed.' },
  lines = 8,
  className,
}: {
  /** "the FAQ", "the profile", ...: read in "Loading the FAQ" and "The FAQ could not be loaded". */
  what: string;
  error: unknown;
  onRetry: () => void;
  back?: { to: string; label: string };
  /** The 404 empty state's title and description. */
  notFound?: { title: string; description: string };
  /** The skeleton's line count while loading. */
  lines?: number;
  /** The loading box's class (a card, where the page shows one). */
  className?: string;
}) {
  if (!error) {
    return (
      <div className={className} aria-busy="true" aria-label={`Loading ${what}`}>
        <Skeleton lines={lines} />
      </div>
    );
  }
  if (error instanceof DemoHttpError && error.status === 404) {
    return (
      <EmptyState
        kind="search"
        headingLevel={2}
        title={notFound.title}
        description={notFound.description}
        action={<Link to={back.to}>{back.label}</Link>}
      />
    );
  }
  return (
    <Alert
      tone="critical"
      title={`${what.charAt(0).toUpperCase()}${what.slice(1)} could not be loaded`}
      action={
        <Button variant="ghost" size="sm" onPress={onRetry}>
          Try again
        </Button>
      }
    >
      {error instanceof Error ? error.message : ''}
    </Alert>
  );
}
