import { useDeferredValue, useState } from 'react';
import useSWR from 'swr';
import { Card, EmptyState, Icon, Tab, TabList, TabPanel, Tabs, type IconName } from '@talent/ui';
import { swrFetcher } from '../../lib/api';
import { SearchBox } from '../../lib/SearchBox';
import { faqCategoryKeys, type FaqCategory, type FaqCategoryKey } from '../../mocks/data/pages';
import { PageState } from '../../lib/LoadStates';
import { QandA } from '../kit/QandA';
import * as kit from '../kit/kit.css';
import * as pages from '../pages.css';
import * as css from './faq.css';

type FaqAnswer = Partial<Record<FaqCategoryKey, FaqCategory>>;

/** The fixtures' icon names drawn with the design system's glyphs. */
const icons: Record<string, IconName> = {
  money: 'file',
  upload: 'upload',
  close: 'close',
  file: 'file',
  help: 'info',
};

/**
 * The FAQ (spec 001 sections 2 and 3): the five categories with icon, title and subtitle as tabs, each with
 * its questions; the search box asks `/faq/data?q=` for the questions whose text matches.
 */
export default function FaqPage() {
  const [q, setQ] = useState('');
  const deferredQ = useDeferredValue(q.trim());
  const { data, error, mutate } = useSWR<FaqAnswer>(['/faq/data', { q: deferredQ }], swrFetcher, {
    keepPreviousData: true,
  });
  const [chosen, setChosen] = useState<FaqCategoryKey>('payment');
  const keys = faqCategoryKeys.filter((key) => data?.[key]);
  const selected = keys.includes(chosen) ? chosen : keys[0];
  return (
    <div className={pages.page}>
      <section className={kit.hero}>
        <h1 className={pages.title}>Frequently asked questions</h1>
        <p className={kit.muted}>Search a question, or choose a category to see its answers.</p>
        <SearchBox label="Search questions" value={q} onChange={setQ} className={kit.heroSearch} />
      </section>
      {!data ? (
        <PageState what="the FAQ" error={error} onRetry={() => void mutate()} />
      ) : keys.length === 0 || !selected ? (
        <EmptyState
          kind="search"
          headingLevel={2}
          title="No questions found"
          description={`No question matches "${deferredQ}". Try other words.`}
        />
      ) : (
        <Tabs
          orientation="vertical"
          selectedKey={selected}
          onSelectionChange={(key) => setChosen(key as FaqCategoryKey)}
          className={css.tabs}
        >
          <TabList aria-label="Categories" className={css.tabList}>
            {keys.map((key) => (
              <Tab key={key} id={key} className={css.tab}>
                <Icon name={icons[data[key]!.icon] ?? 'info'} size={18} />
                {data[key]!.title}
              </Tab>
            ))}
          </TabList>
          {keys.map((key) => {
            const category = data[key]!;
            return (
              <TabPanel key={key} id={key}>
                <Card title={category.title}>
                  <p className={kit.muted}>{category.subtitle}</p>
                  <QandA label={`Questions on ${category.title.toLowerCase()}`} entries={category.qandA} />
                </Card>
              </TabPanel>
            );
          })}
        </Tabs>
      )}
    </div>
  );
}
