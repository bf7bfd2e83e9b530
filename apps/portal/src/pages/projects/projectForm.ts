/**
 * The poster's project form as text fields, and the request body built from them. Numbers and the date are
 * checked here first (a word where TAT is asked, a deadline in the past), so only a readable body is sent;
 * the server checks again and its messages land on the same fields.
 */
import type { Project, ProjectInput } from '@talent/api/contract';
import { MAX_PROJECT_BUDGET, type ProjectBudgetType, type ProjectVisibility } from '@talent/api/rules';
import { calendarDay } from './projectQuery';

export interface ProjectFormValues {
  title: string;
  description: string;
  skills: string[];
  budget_type: ProjectBudgetType;
  budget: string;
  hourly_rate: string;
  deadline: string;
  visibility: ProjectVisibility;
  /** User ids of the invited freelancers, comma-separated. */
  invited: string;
}

export const emptyProjectForm: ProjectFormValues = {
  title: '',
  description: '',
  skills: [],
  budget_type: 'fixed',
  budget: '',
  hourly_rate: '',
  deadline: '',
  visibility: 'public',
  invited: '',
};

export function projectFormFrom(project: Project, invited: number[] = []): ProjectFormValues {
  return {
    title: project.title,
    description: project.description ?? '',
    skills: project.skills,
    budget_type: project.budget_type,
    budget: project.budget === null ? '' : String(project.budget),
    hourly_rate: project.hourly_rate === null ? '' : String(project.hourly_rate),
    deadline: project.deadline ?? '',
    visibility: project.visibility,
    invited: invited.join(', '),
  };
}

/** Marks a text for the locale file; the page translates it where it shows it. */
const t = (text: string) => text;

export const PROJECT_FORM_TEXTS = {
  title: t('The title has at least 3 characters.'),
  tat: t('Enter a whole number of TAT, more than 0.'),
  tooMuch: t('At most 1,000,000 TAT.'),
  date: t('Enter a date as YYYY-MM-DD.'),
  past: t('The deadline cannot be in the past.'),
  invited: t('Enter the user ids of the invited freelancers, separated by commas.'),
};

function tat(text: string): number | 'bad' | 'big' | null {
  const value = text.trim().replace(/[,\s]/g, '');
  if (!value) return null;
  if (!/^\d+$/.test(value) || Number(value) <= 0) return 'bad';
  return Number(value) > MAX_PROJECT_BUDGET ? 'big' : Number(value);
}

/** Today in UTC, YYYY-MM-DD (the server's "past" is UTC too). */
export function todayUtc(now = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}

/**
 * The body for `status`, or the fields' problems (keys are field names, values texts to translate).
 * A draft needs only a title; the server says what a published project still lacks.
 */
export function projectInputOf(
  values: ProjectFormValues,
  status: 'draft' | 'open',
  now = Date.now(),
): { body: ProjectInput; errors: null } | { body: null; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const title = values.title.trim();
  if (title.length < 3) errors.title = PROJECT_FORM_TEXTS.title;
  const budget = tat(values.budget);
  if (budget === 'bad') errors.budget = PROJECT_FORM_TEXTS.tat;
  if (budget === 'big') errors.budget = PROJECT_FORM_TEXTS.tooMuch;
  const hourly = values.budget_type === 'hourly' ? tat(values.hourly_rate) : null;
  if (hourly === 'bad') errors.hourly_rate = PROJECT_FORM_TEXTS.tat;
  if (hourly === 'big') errors.hourly_rate = PROJECT_FORM_TEXTS.tooMuch;
  let deadline: string | null = null;
  if (values.deadline.trim()) {
    deadline = calendarDay(values.deadline) ?? null;
    if (!deadline) errors.deadline = PROJECT_FORM_TEXTS.date;
    else if (deadline < todayUtc(now)) errors.deadline = PROJECT_FORM_TEXTS.past;
  }
  const invitedText = values.visibility === 'invited' ? values.invited.split(',').map((s) => s.trim()) : [];
  const invited = invitedText.filter(Boolean);
  if (invited.some((s) => !/^\d+$/.test(s))) errors.invited = PROJECT_FORM_TEXTS.invited;
  if (Object.keys(errors).length) return { body: null, errors };
  return {
    body: {
      title,
      description: values.description.trim() ? values.description : null,
      skills: values.skills,
      budget_type: values.budget_type,
      budget: typeof budget === 'number' ? budget : null,
      hourly_rate: typeof hourly === 'number' ? hourly : null,
      deadline,
      visibility: values.visibility,
      invited: [...new Set(invited.map(Number))],
      status,
    },
    errors: null,
  };
}
