import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '@talent/api/client';
import { Button, ComboBox, Stack, type ComboBoxOption } from '@talent/ui';
import * as css from './jobs.css';

/** Spec 7/9: a master data list is loaded whole (limit 10000000, offset 0), once per page. */
const MASTER = { query: { limit: 10_000_000, offset: 0 } };

export interface LookupListProps {
  label: string;
  lookup: 'technicalSkill' | 'workAuthorizationView';
  values: string[];
  onChange: (values: string[]) => void;
  errorMessage?: string;
}

/** Several values picked from a lookup list: a combo box adds one, each chosen value has a remove button. */
export function LookupList({ label, lookup, values, onChange, errorMessage }: LookupListProps) {
  const { t } = useTranslation();
  const { data, error } = useEndpoint(lookup, MASTER, { revalidateOnFocus: false });
  const [input, setInput] = useState('');
  const options: ComboBoxOption[] = (data?.results ?? [])
    .filter((item) => !values.includes(item.name))
    .map((item) => ({ id: item.name, label: item.name }));
  return (
    <Stack gap="xsmall">
      <ComboBox
        label={label}
        defaultOptions={options}
        inputValue={input}
        onInputChange={setInput}
        selectedKey={null}
        onSelectionChange={(id) => {
          if (id === null) return;
          onChange([...values, String(id)]);
          setInput('');
        }}
        emptyText={error ? t('Error fetching data') : t('No match')}
        description={error ? t('Error fetching data') : undefined}
        errorMessage={errorMessage}
        isInvalid={Boolean(errorMessage)}
      />
      {values.length > 0 ? (
        <ul className={css.chips} aria-label={label}>
          {values.map((value) => (
            <li key={value} style={{ listStyle: 'none' }}>
              <Button
                size="sm"
                variant="soft"
                tone="neutral"
                aria-label={t('Remove {{name}}', { name: value })}
                onPress={() => onChange(values.filter((v) => v !== value))}
              >
                {value} ×
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </Stack>
  );
}
