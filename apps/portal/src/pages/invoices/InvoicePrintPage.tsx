/** /apps/invoice/print/:uid (issue 20): the invoice alone in the blank layout, made to print on A4 or Letter
 * (the paper choice sets the page size; the controls never print). */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useEndpoint } from '@talent/api/client';
import { Button, Inline, LinkButton, Select } from '@talent/ui';
import { PageFallback } from '../jobs/PageFallback';
import { InvoiceView } from './InvoiceView';
import * as css from './invoices.css';

export const PAPERS = { a4: 'A4', letter: 'letter' } as const;
type Paper = keyof typeof PAPERS;

/** The print page size as a stylesheet rule (vanilla-extract has no @page). */
export function pageRule(paper: Paper): string {
  return `@page { size: ${PAPERS[paper]}; margin: 15mm; }`;
}

export default function InvoicePrintPage() {
  const { t } = useTranslation();
  const { uid } = useParams();
  const id = Number(uid);
  const invoice = useEndpoint('getInvoice', Number.isInteger(id) && id > 0 ? { params: { id } } : null);
  const [paper, setPaper] = useState<Paper>(() =>
    typeof navigator !== 'undefined' && /^en-(US|CA)$/.test(navigator.language) ? 'letter' : 'a4',
  );
  useEffect(() => {
    document.documentElement.dataset.paper = paper;
    return () => {
      delete document.documentElement.dataset.paper;
    };
  }, [paper]);
  if (!invoice.data) return <PageFallback title={t('Invoice')} error={invoice.error} />;
  return (
    <div className={css.printPage}>
      <style>{pageRule(paper)}</style>
      <Inline gap="small" wrap align="end" className={css.noPrint}>
        <LinkButton variant="ghost" tone="neutral" href={`/apps/invoice/preview/${invoice.data.id}`}>
          {t('Back')}
        </LinkButton>
        <Select
          label={t('Paper')}
          options={[
            { id: 'a4', label: 'A4' },
            { id: 'letter', label: t('Letter') },
          ]}
          selectedKey={paper}
          onSelectionChange={(key) => setPaper(key as Paper)}
        />
        <Button onPress={() => window.print()}>{t('Print')}</Button>
      </Inline>
      <InvoiceView invoice={invoice.data} />
    </div>
  );
}
