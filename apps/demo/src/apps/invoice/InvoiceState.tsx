import { PageState } from '../../lib/LoadStates';
import * as css from './invoice.css';

/** Loading, 404 and failure of one invoice (preview, edit and print share them). */
export function InvoiceState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <PageState
      what="the invoice"
      error={error}
      onRetry={onRetry}
      lines={10}
      className={css.card}
      back={{ to: '/apps/invoice/list', label: 'See all invoices' }}
      notFound={{
        title: 'Invoice not found',
        description: 'It may have been deleted, or the link is wrong.',
      }}
    />
  );
}
