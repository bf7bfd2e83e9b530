import { Link } from 'react-router-dom';
import { Alert, Button, EmptyState, Skeleton } from '@talent/ui';
import { DemoHttpError } from '../../lib/api';
import * as css from './invoice.css';

/** Loading, 404 and failure of one invoice (preview, edit and print share them). */
export function InvoiceState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (!error) {
    return (
      <div className={css.card} aria-busy="true" aria-label="Loading the invoice">
        <Skeleton lines={10} />
      </div>
    );
  }
  if (error instanceof DemoHttpError && error.status === 404) {
    return (
      <EmptyState
        kind="search"
        headingLevel={2}
        title="Invoice not found"
        description="It may have been deleted, or the link is wrong."
        action={<Link to="/apps/invoice/list">See all invoices</Link>}
      />
    );
  }
  return (
    <Alert
      tone="critical"
      title="The invoice could not be loaded"
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
