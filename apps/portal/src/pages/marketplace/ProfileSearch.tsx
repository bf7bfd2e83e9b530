import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useNumberFormatter } from 'react-aria';
import type { MarketSort, Profile, ProfileFilters } from '@talent/api/contract';
import {
  Alert,
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  Form,
  Radio,
  RadioGroup,
  Select,
  Stack,
  TextField,
} from '@talent/ui';
import { usePagedEndpoint } from '../../app/usePagedEndpoint';
import { tableLabels } from '../common/tableLabels';
import { locationColumn, ratingColumn } from '../profiles/columns';
import { AccessBadge } from './AccessBadge';
import { nameAndTitleColumn, viewButton } from './columns';
import { FiltersCard } from './FiltersCard';
import { ProfileViewer } from './ProfileViewer';
import { PurchaseDialog } from './PurchaseDialog';
import * as css from './marketplace.css';
import { SEARCH_TEXTS, availableModes, searchErrorMessage, showsFullImages, type SearchType } from './search';
import type { PurchaseMode } from '@talent/api/rules';

export type SearchScope = 'market' | 'mine';

interface Submitted {
  text: string;
  type: SearchType;
  filters: ProfileFilters;
  /** The marketplace's order; the portal asks for the best match first (issue 26). */
  sort?: MarketSort;
}

/** The read behind the list: public profiles of others, or my collection (search needs text, else list). */
export function profilesRead(scope: SearchScope, submitted: Submitted) {
  const filters = Object.keys(submitted.filters).length ? submitted.filters : undefined;
  const search_type = submitted.type;
  if (scope === 'market')
    return {
      name: 'publicResume' as const,
      body: { query: submitted.text || undefined, search_type, filters, sort: submitted.sort ?? 'relevance' },
    };
  return submitted.text
    ? { name: 'searchResume' as const, body: { search: submitted.text, search_type, filters } }
    : { name: 'listResume' as const, body: { search_type, filters } };
}

export interface ProfileSearchProps {
  scope: SearchScope;
  title: string;
}

/**
 * /market_place (public profiles of others: unlock, rent, buy) and /resume-search (my collection):
 * text search with OR/AND (default OR; a search needs text), filters from master data, a paged table, the
 * profile viewer with full or masked pages (spec 4), and the purchase confirmation.
 */
export function ProfileSearch({ scope, title }: ProfileSearchProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [text, setText] = useState('');
  const [type, setType] = useState<SearchType>('OR');
  const [textError, setTextError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<Submitted>({ text: '', type: 'OR', filters: {} });
  const [viewing, setViewing] = useState<Profile | null>(null);
  const [buying, setBuying] = useState<{ profile: Profile; mode: PurchaseMode } | null>(null);

  const read = profilesRead(scope, submitted);
  const list = usePagedEndpoint(read.name, { body: () => read.body, swr: { keepPreviousData: true } });
  const numbers = useNumberFormatter();
  // A broad marketplace search counts up to a cap and says so (issue 26): "of 1,000+ entries".
  const capped = Boolean(list.data && 'count_capped' in list.data && list.data.count_capped);
  const labels = {
    ...tableLabels(t),
    showing: (from: number, to: number, total: number) =>
      capped
        ? t('Showing {{from}} to {{to}} of {{total}}+ entries', {
            from: numbers.format(from),
            to: numbers.format(to),
            total: numbers.format(total),
          })
        : t('Showing {{from}} to {{to}} of {{total}} entries', { from, to, total }),
  };

  function search() {
    const trimmed = text.trim();
    if (!trimmed) {
      setTextError(t(SEARCH_TEXTS.required));
      return;
    }
    setTextError(null);
    list.setPage(1);
    setSubmitted((s) => ({ ...s, text: trimmed, type }));
  }

  function reset() {
    setText('');
    setType('OR');
    setTextError(null);
    list.setPage(1);
    setSubmitted((s) => ({ ...s, text: '', type: 'OR' }));
  }

  const columns: DataTableColumn<Profile>[] = [
    nameAndTitleColumn(t),
    locationColumn(t),
    {
      id: 'experience',
      header: t('Experience'),
      cell: (p) => (p.experience_years == null ? '—' : t('{{count}} years', { count: p.experience_years })),
    },
    {
      id: 'skills',
      header: t('Skills'),
      cell: (p) => <span className={css.skills}>{p.technicalSkill ?? '—'}</span>,
    },
    ratingColumn(t),
    {
      id: 'price',
      header: t('Price'),
      align: 'end',
      cell: (p) => (p.resume_price == null ? '—' : <bdi className={css.nowrap}>{p.resume_price} TAT</bdi>),
    },
    { id: 'status', header: t('Status'), cell: (p) => <AccessBadge profile={p} /> },
    {
      id: 'actions',
      header: t('Actions'),
      cell: (p) => (
        <div className={css.actions}>
          {viewButton(p, setViewing, t)}
          {scope === 'market'
            ? availableModes(p).map((mode) => (
                <Button
                  key={mode}
                  size="sm"
                  tone={mode === 'buy' ? 'accent' : mode === 'rent' ? 'info' : 'positive'}
                  onPress={() => setBuying({ profile: p, mode })}
                  aria-label={t(
                    `${mode === 'unlock' ? 'Unlock' : mode === 'rent' ? 'Rent' : 'Buy'} {{name}}`,
                    {
                      name: p.full_name,
                    },
                  )}
                >
                  {t(mode === 'unlock' ? 'Unlock' : mode === 'rent' ? 'Rent' : 'Buy')}
                </Button>
              ))
            : null}
        </div>
      ),
    },
  ];

  const emptyTitle =
    submitted.text || Object.keys(submitted.filters).length ? t('No Results') : t('No Data Found');
  const emptyDescription =
    scope === 'market'
      ? submitted.text
        ? t('No public profile matches your search. Try OR, fewer words or fewer filters.')
        : t('No public profiles yet.')
      : submitted.text
        ? t('None of your profiles matches your search.')
        : t('Upload quality profiles to build your collection.');

  return (
    <Stack gap="large">
      <h1>{title}</h1>
      <Card>
        <Form
          aria-label={t('Search profiles')}
          onSubmit={(event) => {
            event.preventDefault();
            search();
          }}
        >
          <Stack gap="medium">
            <div className={css.searchRow}>
              <TextField
                label={scope === 'market' ? t('Search public profiles') : t('Search my profiles')}
                name="search"
                type="search"
                value={text}
                onChange={(value) => {
                  setText(value);
                  if (textError) setTextError(null);
                }}
                placeholder={t('Skills, job title, city…')}
                isInvalid={textError !== null}
                errorMessage={textError ?? undefined}
              />
              <RadioGroup
                label={t('Match')}
                orientation="horizontal"
                value={type}
                onChange={(value) => setType(value as SearchType)}
              >
                <Radio value="OR">{t('Any word (OR)')}</Radio>
                <Radio value="AND">{t('All words (AND)')}</Radio>
              </RadioGroup>
            </div>
            <div className={css.actions}>
              <Button type="submit">{t('Search')}</Button>
              <Button variant="soft" tone="neutral" onPress={reset}>
                {t('Reset')}
              </Button>
            </div>
          </Stack>
        </Form>
      </Card>
      <FiltersCard
        withPrice={scope === 'market'}
        onApply={(filters) => {
          list.setPage(1);
          setSubmitted((s) => ({ ...s, filters }));
        }}
      />
      <Card
        title={submitted.text ? t('Results for "{{text}}"', { text: submitted.text }) : t('Profiles')}
        headingLevel={2}
        actions={
          scope === 'market' ? (
            <Select
              label={t('Sort by')}
              className={css.sortPicker}
              options={[
                { id: 'relevance', label: t('Best match') },
                { id: 'newest', label: t('Newest first') },
              ]}
              selectedKey={submitted.sort ?? 'relevance'}
              onSelectionChange={(key) => {
                list.setPage(1);
                setSubmitted((s) => ({ ...s, sort: key as MarketSort }));
              }}
            />
          ) : null
        }
      >
        {list.error ? <Alert>{t(searchErrorMessage(list.error))}</Alert> : null}
        <DataTable
          emptyKind="search"
          label={title}
          columns={columns}
          getRowId={(p) => p.id}
          {...list.props}
          labels={labels}
          emptyTitle={emptyTitle}
          emptyDescription={emptyDescription}
        />
      </Card>
      {viewing ? (
        <ProfileViewer
          profile={viewing}
          full={showsFullImages(viewing, pathname)}
          onClose={() => setViewing(null)}
        />
      ) : null}
      {buying ? (
        <PurchaseDialog profile={buying.profile} mode={buying.mode} onClose={() => setBuying(null)} />
      ) : null}
    </Stack>
  );
}
