import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '@talent/api/client';
import type { ProfileFilters } from '@talent/api/contract';
import {
  Alert,
  Button,
  Card,
  ComboBox,
  type ComboBoxOption,
  Dialog,
  Inline,
  Select,
  Stack,
  TextField,
  useMediaQuery,
} from '@talent/ui';
import * as css from './marketplace.css';
import { cleanFilters } from './search';

/** Spec 7/9: every master data list is loaded with limit 10000000 and offset 0. */
const MASTER = { query: { limit: 10_000_000, offset: 0 } };
const ANY = '__any__';
/** On a phone the filters wait behind a "Filters (n)" button, in a bottom sheet (issue 25). */
export const PHONE_FILTERS = '(max-width: 720px)';

function useOptions(
  name: 'jobTitle' | 'industry' | 'technicalSkill' | 'workAuthorizationView' | 'stateView',
) {
  const { data, error } = useEndpoint(name, MASTER, { revalidateOnFocus: false });
  const options: ComboBoxOption[] = (data?.results ?? []).map((item) => ({
    id: name === 'stateView' && typeof item.abbreviation === 'string' ? item.abbreviation : item.name,
    label:
      name === 'stateView' && typeof item.abbreviation === 'string'
        ? `${item.name} (${item.abbreviation})`
        : item.name,
  }));
  // Spec 8: a list that fails or comes back empty is "Error fetching data".
  const failed = Boolean(error) || (data !== undefined && data.results.length === 0);
  return { options, failed };
}

function toNumber(text: string): number | undefined {
  const value = Number(text.trim());
  return text.trim() === '' || Number.isNaN(value) ? undefined : value;
}

export interface FiltersCardProps {
  onApply: (filters: ProfileFilters) => void;
  /** The marketplace filters by price too. */
  withPrice?: boolean;
}

/** Filters from master data (job title, industry, skill, work authorization, state) and ranges: a card on
 * wide screens; on a phone a "Filters (n)" button (n filters applied) that opens them in a bottom sheet. */
export function FiltersCard({ onApply, withPrice }: FiltersCardProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE_FILTERS);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [applied, setApplied] = useState(0);
  const jobTitles = useOptions('jobTitle');
  const industries = useOptions('industry');
  const skills = useOptions('technicalSkill');
  const workAuth = useOptions('workAuthorizationView');
  const states = useOptions('stateView');
  const [jobTitle, setJobTitle] = useState('');
  const [industry, setIndustry] = useState('');
  const [skill, setSkill] = useState('');
  const [workStatus, setWorkStatus] = useState<string>(ANY);
  const [state, setState] = useState<string>(ANY);
  const [minExperience, setMinExperience] = useState('');
  const [minRating, setMinRating] = useState('');
  const [maxPrice, setMaxPrice] = useState('');
  const failed = [jobTitles, industries, skills, workAuth, states].some((list) => list.failed);

  function current(): ProfileFilters {
    return cleanFilters({
      job_title: jobTitle,
      industry,
      technicalSkill: skill,
      work_status: workStatus === ANY ? undefined : workStatus,
      state: state === ANY ? undefined : state,
      min_experience: toNumber(minExperience),
      min_rating: toNumber(minRating),
      max_price: withPrice ? toNumber(maxPrice) : undefined,
    });
  }

  function clear() {
    setJobTitle('');
    setIndustry('');
    setSkill('');
    setWorkStatus(ANY);
    setState(ANY);
    setMinExperience('');
    setMinRating('');
    setMaxPrice('');
    apply({});
  }

  function apply(filters: ProfileFilters) {
    setApplied(Object.keys(filters).length);
    setSheetOpen(false);
    onApply(filters);
  }

  const form = (
    <form
      aria-label={t('Filters')}
      onSubmit={(event) => {
        event.preventDefault();
        apply(current());
      }}
    >
      <Stack gap="medium">
        <div className={css.filters}>
          <ComboBox
            label={t('Job Title')}
            defaultOptions={jobTitles.options}
            inputValue={jobTitle}
            onInputChange={setJobTitle}
            allowsCustomValue
            menuTrigger="focus"
          />
          <ComboBox
            label={t('Industry')}
            defaultOptions={industries.options}
            inputValue={industry}
            onInputChange={setIndustry}
            allowsCustomValue
            menuTrigger="focus"
          />
          <ComboBox
            label={t('Technical Skill')}
            defaultOptions={skills.options}
            inputValue={skill}
            onInputChange={setSkill}
            allowsCustomValue
            menuTrigger="focus"
          />
          <Select
            label={t('Work Authorization')}
            options={[{ id: ANY, label: t('Any') }, ...workAuth.options]}
            selectedKey={workStatus}
            onSelectionChange={(key) => setWorkStatus(String(key ?? ANY))}
          />
          <Select
            label={t('State')}
            options={[{ id: ANY, label: t('Any') }, ...states.options]}
            selectedKey={state}
            onSelectionChange={(key) => setState(String(key ?? ANY))}
          />
          <TextField
            label={t('Minimum experience (years)')}
            inputMode="numeric"
            value={minExperience}
            onChange={setMinExperience}
          />
          <TextField
            label={t('Minimum rating (%)')}
            inputMode="numeric"
            value={minRating}
            onChange={setMinRating}
          />
          {withPrice ? (
            <TextField
              label={t('Maximum price (TAT)')}
              inputMode="numeric"
              value={maxPrice}
              onChange={setMaxPrice}
            />
          ) : null}
        </div>
        {failed ? <Alert role="status">{t('Error fetching data')}</Alert> : null}
        <Inline gap="small">
          <Button type="submit" variant="soft">
            {t('Apply Filters')}
          </Button>
          <Button variant="ghost" tone="neutral" onPress={clear}>
            {t('Clear Filters')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );

  if (!isPhone)
    return (
      <Card title={t('Filters')} headingLevel={2}>
        {form}
      </Card>
    );
  return (
    <>
      <Inline>
        <Button variant="soft" tone="neutral" aria-haspopup="dialog" onPress={() => setSheetOpen(true)}>
          {t('Filters ({{count}})', { count: applied })}
        </Button>
      </Inline>
      <Dialog isOpen={sheetOpen} onOpenChange={setSheetOpen} placement="sheet" title={t('Filters')}>
        {form}
      </Dialog>
    </>
  );
}
