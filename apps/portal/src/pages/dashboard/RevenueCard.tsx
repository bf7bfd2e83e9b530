/** The admin's revenue per month by item type (api/invoice_graph, issue 20): a bar chart, or the same
 * figures as a table for those who prefer reading numbers. */
import { useState } from 'react';
import { useNumberFormatter } from 'react-aria';
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '@talent/api/client';
import { BarChart, Button, Card, EmptyState, Skeleton, Stack } from '@talent/ui';
import * as css from '../invoices/invoices.css';

export function RevenueCard() {
  const { t } = useTranslation();
  const graph = useEndpoint('invoiceGraph', { query: { months: 12 } });
  const [asTable, setAsTable] = useState(false);
  const money = useNumberFormatter({ style: 'currency', currency: graph.data?.currency ?? 'USD' });
  const series = [
    { key: 'subscription', label: t('Plans') },
    { key: 'tat_pack', label: t('TAT packs') },
    { key: 'manual', label: t('Manual invoices') },
  ];
  return (
    <Card title={t('Revenue per month')}>
      {graph.error ? (
        <EmptyState
          title={t('No Data Found')}
          description={t("Sorry, We Couldn't Find Any Data to Display")}
        />
      ) : !graph.data ? (
        <div role="status" aria-label={t('Loading chart')}>
          <Skeleton height={240} />
        </div>
      ) : (
        <Stack gap="medium">
          <div>
            <Button size="sm" variant="outline" onPress={() => setAsTable((v) => !v)} aria-pressed={asTable}>
              {asTable ? t('Show as chart') : t('Show as table')}
            </Button>
          </div>
          {asTable ? (
            <div className={css.tableWrap}>
              <table className={css.lines}>
                <caption className={css.muted} style={{ textAlign: 'start' }}>
                  {t('Revenue per month, last 12 months')}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('Month')}</th>
                    {series.map((s) => (
                      <th key={s.key} scope="col" className="num">
                        {s.label}
                      </th>
                    ))}
                    <th scope="col" className="num">
                      {t('Total')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {graph.data.months.map((m) => (
                    <tr key={m.month}>
                      <th scope="row">{m.month}</th>
                      <td className="num">{money.format(m.subscription)}</td>
                      <td className="num">{money.format(m.tat_pack)}</td>
                      <td className="num">{money.format(m.manual)}</td>
                      <td className="num">{money.format(m.total)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <BarChart
              title={t('Revenue per month, last 12 months')}
              data={graph.data.months}
              xKey="month"
              xLabel={t('Month')}
              series={series}
              height={240}
            />
          )}
        </Stack>
      )}
    </Card>
  );
}
