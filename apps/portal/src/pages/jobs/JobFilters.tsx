import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '@talent/api/client';
import type { EmploymentType, JobStatus, WorkLocation } from '@talent/api/rules';
import { Button, Inline, Select, TextField, type SelectOption } from '@talent/ui';
import { EMPLOYMENT_TYPE_LABELS, JOB_STATUS_LABELS, WORK_LOCATION_LABELS } from './labels';

export interface JobFilterValues {
  status?: JobStatus;
  work_location?: WorkLocation;
  employment_type?: EmploymentType;
  /** Comma-separated keys (`?key=a,b`): a job matches when it has every one. */
  key?: string;
}

const NONE = '__none__';

/**
 * The job list's filters. Their values come from `job_search_filter`; when that call fails each filter
 * falls back to "No filter" (spec 000 section 7, "Job filter fails") and the list stays unfiltered.
 */
export function JobFilters({ onChange }: { onChange: (filters: JobFilterValues) => void }) {
  const { t } = useTranslation();
  const values = useEndpoint('jobSearchFilter', {}, { revalidateOnFocus: false });
  const [filters, setFilters] = useState<JobFilterValues>({});
  const [key, setKey] = useState('');
  const failed = Boolean(values.error);

  function options<V extends string>(list: readonly V[] | undefined, labels: Record<V, string>) {
    const none: SelectOption = { id: NONE, label: t('No filter') };
    return [none, ...(failed ? [] : (list ?? [])).map((v) => ({ id: v, label: t(labels[v]) }))];
  }
  function choose<F extends 'status' | 'work_location' | 'employment_type'>(field: F, id: unknown) {
    const next = { ...filters, [field]: id === NONE ? undefined : id };
    setFilters(next);
    onChange({ ...next, key: key.trim() || undefined });
  }
  function applyKeys(event: FormEvent) {
    event.preventDefault();
    onChange({ ...filters, key: key.trim() || undefined });
  }

  const common = { isDisabled: failed || !values.data, placeholder: t('No filter') };
  return (
    <Inline gap="medium" wrap align="end">
      <Select
        {...common}
        label={t('Status')}
        options={options(values.data?.statuses, JOB_STATUS_LABELS)}
        selectedKey={filters.status ?? NONE}
        onSelectionChange={(id) => choose('status', id)}
      />
      <Select
        {...common}
        label={t('Work location')}
        options={options(values.data?.work_locations, WORK_LOCATION_LABELS)}
        selectedKey={filters.work_location ?? NONE}
        onSelectionChange={(id) => choose('work_location', id)}
      />
      <Select
        {...common}
        label={t('Employment type')}
        options={options(values.data?.employment_types, EMPLOYMENT_TYPE_LABELS)}
        selectedKey={filters.employment_type ?? NONE}
        onSelectionChange={(id) => choose('employment_type', id)}
      />
      <form role="search" aria-label={t('Search by keys')} onSubmit={applyKeys}>
        <Inline gap="small" align="end">
          <TextField
            label={t('Keys')}
            description={t('Comma-separated, e.g. react,austin')}
            value={key}
            onChange={setKey}
          />
          <Button type="submit" variant="outline" tone="neutral">
            {t('Apply')}
          </Button>
        </Inline>
      </form>
    </Inline>
  );
}
