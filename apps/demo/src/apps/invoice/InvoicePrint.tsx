import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Button, Select, buttonClassName } from '@talent/ui';
import { NotFound } from '../../pages/ComingSoon';
import { InvoiceDocument } from './InvoiceDocument';
import { InvoiceState } from './InvoiceState';
import { invoiceIdOf, pageRule, printsOnLoad, useInvoice, type Paper } from './model';
import * as css from './invoice.css';

/**
 * The print page (spec 001, /apps/invoice/print and /print/{id}, 4987 by default) in the blank layout:
 * no shell, the invoice alone on A4 or Letter; it opens the print dialog once the invoice is on screen.
 */
export default function InvoicePrint() {
  const id = invoiceIdOf(useParams().id);
  const [search] = useSearchParams();
  const { data, error, mutate } = useInvoice(id);
  const [paper, setPaper] = useState<Paper>(() =>
    typeof navigator !== 'undefined' && /^en-(US|CA)$/.test(navigator.language) ? 'letter' : 'a4',
  );
  useEffect(() => {
    document.documentElement.dataset.paper = paper;
    return () => {
      delete document.documentElement.dataset.paper;
    };
  }, [paper]);
  const ready = Boolean(data);
  const autoPrint = printsOnLoad(search);
  useEffect(() => {
    if (ready && autoPrint) window.print();
  }, [ready, autoPrint]);

  if (id === null) return <NotFound />;
  return (
    <main className={css.printPage}>
      <style>{pageRule(paper)}</style>
      <div className={`${css.noPrint} ${css.printSheet}`}>
        <Link
          className={buttonClassName({ variant: 'ghost', tone: 'neutral' })}
          to={`/apps/invoice/preview/${id}`}
        >
          Back
        </Link>
        <Select
          label="Paper"
          options={[
            { id: 'a4', label: 'A4' },
            { id: 'letter', label: 'Letter' },
          ]}
          selectedKey={paper}
          onSelectionChange={(key) => setPaper(key as Paper)}
        />
        <Button onPress={() => window.print()}>Print</Button>
      </div>
      <div className={css.printSheet}>
        {data ? (
          <InvoiceDocument invoice={data.invoice} paymentDetails={data.paymentDetails} headingLevel={1} />
        ) : (
          <InvoiceState error={error} onRetry={() => void mutate()} />
        )}
      </div>
    </main>
  );
}
