import { useMemo, useState } from 'react';
import { useFilter, type Key } from 'react-aria-components';
import useSWR from 'swr';
import { Card, ComboBox, type ComboBoxOption } from '@talent/ui';
import { swrFetcher } from '../lib/api';
import { LoadFailed, LoadingLines } from '../lib/LoadStates';
import { ShowcasePage } from './ShowcasePage';
import * as styles from './forms.css';

export interface AutocompleteItem {
  id: number;
  title: string;
  rank: number;
}

/** Spec 001 section 7: GET /api/autocomplete/data answers `{ autoComplete: [{ title, rank, id }] }`. */
export function useAutocompleteItems() {
  return useSWR<{ autoComplete: AutocompleteItem[] }>(['/api/autocomplete/data'], swrFetcher);
}

/**
 * The autocomplete example: the handler's items in a ComboBox that filters as you type (any part of a
 * title, ignoring case and accents); arrow keys move through the suggestions and Enter picks one.
 */
export function AutocompleteExample() {
  const { data, error, isLoading, mutate } = useAutocompleteItems();
  const { contains } = useFilter({ sensitivity: 'base' });
  const [inputValue, setInputValue] = useState('');
  const [selected, setSelected] = useState<Key | null>(null);
  const all = useMemo<ComboBoxOption[]>(
    () =>
      (data?.autoComplete ?? []).map((item) => ({
        id: item.id,
        label: item.title,
        description: `Rank ${item.rank}`,
      })),
    [data],
  );
  const options = useMemo(
    () => all.filter((option) => contains(option.label, inputValue)),
    [all, contains, inputValue],
  );
  const chosen = all.find((option) => option.id === selected);

  return (
    <Card title="Autocomplete">
      {isLoading ? <LoadingLines label="Loading the films" lines={2} /> : null}
      {error ? (
        <LoadFailed title="The films could not be loaded" error={error} onRetry={() => void mutate()} />
      ) : null}
      {data ? (
        <div className={styles.autocomplete}>
          <ComboBox
            label="Favourite film"
            description={`Type to filter the ${all.length} top-rated films; arrow keys and Enter pick one.`}
            placeholder="Search films"
            options={options}
            inputValue={inputValue}
            onInputChange={setInputValue}
            selectedKey={selected}
            onSelectionChange={(key) => {
              setSelected(key);
              const option = all.find((o) => o.id === key);
              if (option) setInputValue(option.label);
            }}
            emptyText="No film matches"
            allowsEmptyCollection
          />
          <p className={styles.choice} role="status">
            {chosen ? `You picked ${chosen.label} (${chosen.description}).` : 'No film picked yet.'}
          </p>
        </div>
      ) : null}
    </Card>
  );
}

/** /forms: the autocomplete example on live (mocked) data, then every form component's stories. */
export function FormsPage() {
  return (
    <ShowcasePage page="forms">
      <AutocompleteExample />
    </ShowcasePage>
  );
}

export default FormsPage;
