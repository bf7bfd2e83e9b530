/**
 * A job's city, state and ZIP from the master data: the state from the state list, the city from the US city
 * list (narrowed to the chosen state), and picking a city fills its state and, when empty, its first ZIP code.
 * Both accept typed text too, so a place missing from the lists can still be entered.
 */
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '@talent/api/client';
import { ComboBox, TextField, type ComboBoxOption } from '@talent/ui';
import type { JobFormValues } from './jobForm';

/** Spec 7/9: a master data list is loaded whole (limit 10000000, offset 0). */
const MASTER = { query: { limit: 10_000_000, offset: 0 } };
/** Cities are many: the list offers the first matches of what is typed. */
const CITY_SUGGESTIONS = 20;

type Location = Pick<JobFormValues, 'city' | 'state' | 'zipcode'>;

export interface LocationFieldsProps {
  values: Location;
  onChange: (location: Location) => void;
}

export function LocationFields({ values, onChange }: LocationFieldsProps) {
  const { t } = useTranslation();
  const states = useEndpoint('stateView', MASTER, { revalidateOnFocus: false });
  const typed = values.city.trim();
  const cities = useEndpoint(
    'cityName',
    typed.length >= 2
      ? {
          query: {
            limit: CITY_SUGGESTIONS,
            offset: 0,
            search: typed,
            ...(/^[A-Z]{2}$/.test(values.state) ? { state: values.state } : {}),
          },
        }
      : null,
    { revalidateOnFocus: false, keepPreviousData: true },
  );
  const stateOptions: ComboBoxOption[] = (states.data?.results ?? []).map((item) => {
    const code = typeof item.abbreviation === 'string' ? item.abbreviation : item.name;
    return { id: code, label: code === item.name ? item.name : `${item.name} (${code})` };
  });
  const chosenState = stateOptions.find((option) => option.id === values.state);
  const cityList = cities.data?.results ?? [];
  // The option's text is the city's name alone: picking it leaves exactly that in the field.
  const cityOptions: ComboBoxOption[] = cityList.map((city) => ({
    id: city.id,
    label: city.name,
    description: `${city.state_name} (${city.state})`,
  }));
  const lookupFailed = t('Error fetching data');
  return (
    <>
      <ComboBox
        name="city"
        label={t('City')}
        allowsCustomValue
        options={cityOptions}
        inputValue={values.city}
        onInputChange={(city) => onChange({ ...values, city })}
        onSelectionChange={(id) => {
          const city = cityList.find((c) => c.id === id);
          if (!city) return;
          onChange({
            city: city.name,
            state: city.state,
            zipcode: values.zipcode || (city.zipcodes[0] ?? ''),
          });
        }}
        emptyText={cities.error ? lookupFailed : t('No match')}
      />
      <ComboBox
        name="state"
        label={t('State')}
        allowsCustomValue
        defaultOptions={stateOptions}
        // A state from the list shows its name and keeps its abbreviation; typed text is kept as typed.
        inputValue={chosenState?.label ?? values.state}
        onInputChange={(text) => {
          if (text !== chosenState?.label) onChange({ ...values, state: text });
        }}
        selectedKey={chosenState ? chosenState.id : null}
        onSelectionChange={(id) => {
          if (id !== null) onChange({ ...values, state: String(id) });
        }}
        emptyText={states.error ? lookupFailed : t('No match')}
      />
      <TextField
        name="zipcode"
        label={t('ZIP Code')}
        inputMode="numeric"
        value={values.zipcode}
        onChange={(zipcode) => onChange({ ...values, zipcode })}
      />
    </>
  );
}
