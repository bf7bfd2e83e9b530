/**
 * The job search filters: city or state, work location, employment type, minimum salary, skills and posted
 * within N days. The choices come from `job_search_filter/public` (values of the jobs open now) and the
 * lookup lists (state names, city suggestions as typed). The form edits a draft; Apply puts it in the URL.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '@talent/api/client';
import type { JobSearchFilters } from '@talent/api/contract';
import { EMPLOYMENT_TYPES, POSTED_WITHIN_DAYS, WORK_LOCATIONS } from '@talent/api/rules';
import {
  Alert,
  Badge,
  Button,
  ComboBox,
  Inline,
  Select,
  Stack,
  TextField,
  type ComboBoxOption,
} from '@talent/ui';
import { useFormats } from '../common/useFormats';
import { EMPLOYMENT_TYPE_LABELS, WORK_LOCATION_LABELS } from '../jobs/labels';
import { cleanJobFilters } from './jobQuery';
import * as css from './seeker.css';

/** Spec 7/9: a master data list is loaded whole (limit 10000000, offset 0). */
const MASTER = { query: { limit: 10_000_000, offset: 0 } };
const CITY_SUGGESTIONS = 20;
const ANY = '__any__';

export interface JobFiltersFormProps {
  /** The filters in the URL now (the draft starts from them). */
  value: JobSearchFilters;
  onApply: (filters: JobSearchFilters) => void;
}

export function JobFiltersForm({ value, onApply }: JobFiltersFormProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const choices = useEndpoint('publicJobSearchFilter', {}, { revalidateOnFocus: false });
  const states = useEndpoint('stateView', MASTER, { revalidateOnFocus: false });
  const [city, setCity] = useState(value.city ?? '');
  const [state, setState] = useState(value.state ?? '');
  const [workLocation, setWorkLocation] = useState<string>(value.work_location ?? ANY);
  const [employmentType, setEmploymentType] = useState<string>(value.employment_type ?? ANY);
  const [salary, setSalary] = useState(value.salary_min ? String(value.salary_min) : '');
  const [skills, setSkills] = useState<string[]>(value.skills ?? []);
  const [skillText, setSkillText] = useState('');
  const [posted, setPosted] = useState<string>(
    value.posted_within_days ? String(value.posted_within_days) : ANY,
  );
  const typed = city.trim();
  const cities = useEndpoint(
    'cityName',
    typed.length >= 2 ? { query: { limit: CITY_SUGGESTIONS, offset: 0, search: typed } } : null,
    { revalidateOnFocus: false, keepPreviousData: true },
  );

  const data = choices.data;
  const stateNames = new Map(
    (states.data?.results ?? []).map((s) => [
      typeof s.abbreviation === 'string' ? s.abbreviation : s.name,
      s.name,
    ]),
  );
  const cityOptions: ComboBoxOption[] = [
    ...new Set([...(data?.cities ?? []), ...(cities.data?.results ?? []).map((c) => c.name)]),
  ].map((name) => ({ id: name, label: name }));
  const stateOptions: ComboBoxOption[] = [...new Set([...(data?.states ?? []), ...stateNames.keys()])].map(
    (code) => {
      const name = stateNames.get(code);
      return { id: code, label: name && name !== code ? `${name} (${code})` : code };
    },
  );
  const skillOptions: ComboBoxOption[] = (data?.skills ?? [])
    .filter((s) => !skills.some((chosen) => chosen.toLowerCase() === s.toLowerCase()))
    .map((s) => ({ id: s, label: s }));
  const workLocations = data?.work_locations ?? [...WORK_LOCATIONS];
  const employmentTypes = data?.employment_types ?? [...EMPLOYMENT_TYPES];
  const postedDays = data?.posted_within_days ?? [...POSTED_WITHIN_DAYS];
  const salaryNumber = Number(salary.trim());
  const salaryInvalid = salary.trim() !== '' && (!Number.isInteger(salaryNumber) || salaryNumber < 0);
  const chosenState = stateOptions.find((o) => o.id === state);

  function addSkill(text: string) {
    const skill = text.trim();
    if (skill && !skills.some((s) => s.toLowerCase() === skill.toLowerCase()) && skills.length < 20)
      setSkills([...skills, skill]);
    setSkillText('');
  }

  function current(): JobSearchFilters {
    return cleanJobFilters({
      city,
      state,
      work_location: workLocation === ANY ? undefined : (workLocation as JobSearchFilters['work_location']),
      employment_type:
        employmentType === ANY ? undefined : (employmentType as JobSearchFilters['employment_type']),
      salary_min: salaryInvalid || salary.trim() === '' ? undefined : salaryNumber,
      skills: skillText.trim() ? [...skills, skillText.trim()] : skills,
      posted_within_days: posted === ANY ? undefined : (Number(posted) as 1),
    });
  }

  return (
    <form
      aria-label={t('Filters')}
      onSubmit={(event) => {
        event.preventDefault();
        if (salaryInvalid) return;
        onApply(current());
      }}
    >
      <Stack gap="medium">
        <div className={css.filters}>
          <ComboBox
            label={t('City')}
            allowsCustomValue
            menuTrigger="focus"
            options={cityOptions}
            inputValue={city}
            onInputChange={setCity}
            emptyText={t('No match')}
          />
          <ComboBox
            label={t('State')}
            allowsCustomValue
            menuTrigger="focus"
            options={stateOptions}
            inputValue={chosenState?.label ?? state}
            onInputChange={(text) => {
              if (text !== chosenState?.label) setState(text);
            }}
            selectedKey={chosenState ? chosenState.id : null}
            onSelectionChange={(id) => {
              if (id !== null) setState(String(id));
            }}
            emptyText={t('No match')}
          />
          <Select
            label={t('Work location')}
            options={[
              { id: ANY, label: t('Any') },
              ...workLocations.map((w) => ({ id: w, label: t(WORK_LOCATION_LABELS[w]) })),
            ]}
            selectedKey={workLocation}
            onSelectionChange={(key) => setWorkLocation(String(key ?? ANY))}
          />
          <Select
            label={t('Employment type')}
            options={[
              { id: ANY, label: t('Any') },
              ...employmentTypes.map((e) => ({ id: e, label: t(EMPLOYMENT_TYPE_LABELS[e]) })),
            ]}
            selectedKey={employmentType}
            onSelectionChange={(key) => setEmploymentType(String(key ?? ANY))}
          />
          <TextField
            label={t('Minimum salary')}
            inputMode="numeric"
            value={salary}
            onChange={setSalary}
            isInvalid={salaryInvalid}
            errorMessage={salaryInvalid ? t('Enter a whole number.') : undefined}
            description={
              data?.salary_max
                ? t('Up to {{max}} offered now', { max: formats.number(data.salary_max) })
                : undefined
            }
          />
          <Select
            label={t('Posted within')}
            options={[
              { id: ANY, label: t('Any time') },
              ...postedDays.map((d) => ({
                id: String(d),
                label: d === 1 ? t('Last 24 hours') : t('Last {{count}} days', { count: d }),
              })),
            ]}
            selectedKey={posted}
            onSelectionChange={(key) => setPosted(String(key ?? ANY))}
          />
          <ComboBox
            label={t('Skills')}
            allowsCustomValue
            menuTrigger="focus"
            options={skillOptions}
            inputValue={skillText}
            onInputChange={setSkillText}
            selectedKey={null}
            onSelectionChange={(id) => {
              if (id !== null) addSkill(String(id));
            }}
            description={t('Pick a skill, or type one and press Add skill.')}
            emptyText={t('No match')}
          />
          <Button variant="outline" tone="neutral" onPress={() => addSkill(skillText)}>
            {t('Add skill')}
          </Button>
        </div>
        {skills.length ? (
          <ul className={css.chips} aria-label={t('Chosen skills')}>
            {skills.map((skill) => (
              <li key={skill}>
                <Inline gap="xsmall" align="center">
                  <Badge tone="info">{skill}</Badge>
                  <Button
                    size="sm"
                    variant="ghost"
                    tone="neutral"
                    aria-label={t('Remove skill {{skill}}', { skill })}
                    onPress={() => setSkills(skills.filter((s) => s !== skill))}
                  >
                    ×
                  </Button>
                </Inline>
              </li>
            ))}
          </ul>
        ) : null}
        {choices.error ? <Alert role="status">{t('Error fetching data')}</Alert> : null}
        <Inline gap="small">
          <Button type="submit" variant="soft">
            {t('Apply Filters')}
          </Button>
          <Button
            variant="ghost"
            tone="neutral"
            onPress={() => {
              setCity('');
              setState('');
              setWorkLocation(ANY);
              setEmploymentType(ANY);
              setSalary('');
              setSkills([]);
              setSkillText('');
              setPosted(ANY);
              onApply({});
            }}
          >
            {t('Clear Filters')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
