/**
 * /search_job: public jobs searched by words (OR/AND, as the profile search), filtered, sorted by relevance
 * or date, paged 10/25/50/75. The whole query lives in the URL (jobQuery.ts), so back, forward and a shared
 * link show the same search.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useEndpoint } from '@talent/api/client';
import { PAGE_SIZES } from '@talent/api/rules';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  Form,
  Pagination,
  Radio,
  RadioGroup,
  Select,
  Stack,
  TextField,
  useMediaQuery,
} from '@talent/ui';
import { tableLabels } from '../common/tableLabels';
import { searchErrorMessage } from '../marketplace/search';
import { JobCard, JobCardsLoading } from './JobCard';
import { JobFiltersForm } from './JobFiltersForm';
import {
  EMPTY_JOB_QUERY,
  hasFilters,
  readJobQuery,
  searchBody,
  writeJobQuery,
  type JobQuery,
} from './jobQuery';
import * as css from './seeker.css';

/** The words and OR/AND; a draft until Search puts them in the URL. */
function SearchBox({
  query,
  onSearch,
}: {
  query: JobQuery;
  onSearch: (text: string, type: 'OR' | 'AND') => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(query.text);
  const [type, setType] = useState(query.type);
  return (
    <Form
      aria-label={t('Search jobs')}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text, type);
      }}
    >
      <Stack gap="medium">
        <div className={css.searchRow}>
          <TextField
            label={t('Search jobs')}
            name="search"
            type="search"
            value={text}
            onChange={setText}
            maxLength={500}
            placeholder={t('Job title, skills, company…')}
          />
          <RadioGroup
            label={t('Match')}
            orientation="horizontal"
            value={type}
            onChange={(value) => setType(value === 'AND' ? 'AND' : 'OR')}
          >
            <Radio value="OR">{t('Any word (OR)')}</Radio>
            <Radio value="AND">{t('All words (AND)')}</Radio>
          </RadioGroup>
        </div>
        <div>
          <Button type="submit">{t('Search')}</Button>
        </div>
      </Stack>
    </Form>
  );
}

export default function SearchJobPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = readJobQuery(params);
  const isNarrow = useMediaQuery('(max-width: 720px)');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const results = useEndpoint(
    'searchJob',
    { query: { limit: query.size, offset: (query.page - 1) * query.size }, body: searchBody(query) },
    { keepPreviousData: true },
  );

  /** A new query goes to page 1 unless it is a page move. */
  const go = (next: Partial<JobQuery>) => setParams(writeJobQuery({ ...query, page: 1, ...next }));

  const filtersKey = JSON.stringify(query.filters);
  const data = results.data;
  const total = data?.count ?? 0;
  const showFilters = !isNarrow || filtersOpen;

  let body;
  if (results.error && !data) {
    body = (
      <Stack gap="small">
        <Alert>{t(searchErrorMessage(results.error))}</Alert>
        <div>
          <Button variant="outline" onPress={() => void results.mutate()}>
            {t('Retry')}
          </Button>
        </div>
      </Stack>
    );
  } else if (!data) {
    body = <JobCardsLoading />;
  } else if (data.results.length === 0) {
    body = (
      <EmptyState
        headingLevel={2}
        kind="search"
        title={t('No jobs match')}
        description={
          hasFilters(query)
            ? t('Try fewer words, OR instead of AND, or clear the filters.')
            : t('No jobs are open right now. Come back soon.')
        }
        action={
          hasFilters(query) ? (
            <Button variant="outline" onPress={() => setParams(writeJobQuery(EMPTY_JOB_QUERY))}>
              {t('Clear search and filters')}
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <Stack gap="medium">
        <ul className={css.list} aria-label={t('Jobs')} aria-busy={results.isValidating || undefined}>
          {data.results.map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
        <Pagination
          page={query.page}
          pageSize={query.size}
          totalCount={total}
          onPageChange={(page) => go({ page })}
          labels={tableLabels(t)}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="large">
      <h1>{t('Search Job')}</h1>
      <Card>
        <SearchBox
          key={`${query.text}|${query.type}`}
          query={query}
          onSearch={(text, type) => go({ text, type })}
        />
      </Card>
      <Card
        title={t('Filters')}
        headingLevel={2}
        actions={
          isNarrow ? (
            <Button
              size="sm"
              variant="ghost"
              aria-expanded={filtersOpen}
              aria-controls="job-filters"
              onPress={() => setFiltersOpen((open) => !open)}
            >
              {filtersOpen ? t('Hide filters') : t('Show filters')}
            </Button>
          ) : undefined
        }
      >
        <div id="job-filters" hidden={!showFilters}>
          <JobFiltersForm key={filtersKey} value={query.filters} onApply={(filters) => go({ filters })} />
        </div>
      </Card>
      <section aria-labelledby="job-results">
        <Stack gap="medium">
          <div className={css.toolbar}>
            <h2 id="job-results" style={{ margin: 0 }}>
              {data ? t('{{count}} jobs found', { count: total }) : t('Jobs')}
            </h2>
            <div className={css.line}>
              <Select
                label={t('Sort by')}
                options={[
                  { id: 'relevance', label: t('Relevance') },
                  { id: 'date', label: t('Newest first') },
                ]}
                selectedKey={query.sort}
                onSelectionChange={(key) => go({ sort: key === 'date' ? 'date' : 'relevance' })}
              />
              <Select
                label={t('Jobs per page')}
                options={PAGE_SIZES.map((size) => ({ id: String(size), label: String(size) }))}
                selectedKey={String(query.size)}
                onSelectionChange={(key) => go({ size: Number(key) })}
              />
            </div>
          </div>
          {body}
        </Stack>
      </section>
    </Stack>
  );
}
