/**
 * The /freework filters: skills (comma-separated; a project must ask every one), budget from and to, in
 * TAT, and due on or before a date. The form edits a draft; Apply puts it in the URL.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Inline, TextField } from '@talent/ui';
import * as css from '../seeker/seeker.css';
import { calendarDay, cleanProjectFilters, tatAmount, type ProjectFilters } from './projectQuery';

export interface ProjectFiltersFormProps {
  value: ProjectFilters;
  onApply: (filters: ProjectFilters) => void;
}

export function ProjectFiltersForm({ value, onApply }: ProjectFiltersFormProps) {
  const { t } = useTranslation();
  const [skills, setSkills] = useState((value.skills ?? []).join(', '));
  const [min, setMin] = useState(value.budget_min !== undefined ? String(value.budget_min) : '');
  const [max, setMax] = useState(value.budget_max !== undefined ? String(value.budget_max) : '');
  const [due, setDue] = useState(value.deadline_before ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const apply = () => {
    const next: Record<string, string> = {};
    const budgetMin = min.trim() ? tatAmount(min) : undefined;
    const budgetMax = max.trim() ? tatAmount(max) : undefined;
    if (min.trim() && budgetMin === undefined) next.min = t('Enter a whole number of TAT.');
    if (max.trim() && budgetMax === undefined) next.max = t('Enter a whole number of TAT.');
    if (budgetMin !== undefined && budgetMax !== undefined && budgetMin > budgetMax)
      next.max = t('The budget to is at least the budget from.');
    const day = due.trim() ? calendarDay(due) : undefined;
    if (due.trim() && !day) next.due = t('Enter a date as YYYY-MM-DD.');
    setErrors(next);
    if (Object.keys(next).length) return;
    onApply(
      cleanProjectFilters({
        skills: skills.split(','),
        budget_min: budgetMin,
        budget_max: budgetMax,
        deadline_before: day,
      }),
    );
  };

  return (
    <Form
      aria-label={t('Project filters')}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <div className={css.filters}>
        <TextField
          label={t('Skills')}
          name="skills"
          value={skills}
          onChange={setSkills}
          maxLength={500}
          description={t('Separate skills with commas.')}
        />
        <TextField
          label={t('Budget from (TAT)')}
          name="budget_min"
          inputMode="numeric"
          value={min}
          onChange={setMin}
          isInvalid={Boolean(errors.min)}
          errorMessage={errors.min}
        />
        <TextField
          label={t('Budget to (TAT)')}
          name="budget_max"
          inputMode="numeric"
          value={max}
          onChange={setMax}
          isInvalid={Boolean(errors.max)}
          errorMessage={errors.max}
        />
        <TextField
          label={t('Due by')}
          name="due"
          value={due}
          onChange={setDue}
          placeholder="YYYY-MM-DD"
          isInvalid={Boolean(errors.due)}
          errorMessage={errors.due}
        />
      </div>
      <Inline gap="small">
        <Button type="submit">{t('Apply Filters')}</Button>
      </Inline>
    </Form>
  );
}
