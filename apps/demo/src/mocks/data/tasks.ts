import type { Assignee, Task, TaskTag } from './types';

const people: Record<string, Assignee> = {
  jacob: { fullName: 'Jacob Ramirez', avatar: '' },
  andrew: { fullName: 'Andrew Anderson', avatar: '' },
  benjamin: { fullName: 'Benjamin Jacobs', avatar: '' },
  curtis: { fullName: 'Curtis Schmidt', avatar: '' },
  cristina: { fullName: 'Cristina Hayes', avatar: '' },
  ruby: { fullName: 'Ruby Gutierrez', avatar: '' },
};

type Seed = [
  title: string,
  dueDate: string,
  assignee: keyof typeof people | null,
  tags: TaskTag[],
  flags?: { completed?: boolean; important?: boolean; deleted?: boolean },
];

const seeds: Seed[] = [
  ['Fix responsiveness for new structure', '2026-01-21', 'jacob', ['low']],
  ['Plan a party for the development team', '2026-01-22', 'andrew', ['medium', 'team'], { important: true }],
  ['Hire a new developer', '2026-01-24', 'benjamin', ['high', 'team'], { important: true }],
  ['Review the recruiter onboarding copy', '2026-01-19', 'curtis', ['update'], { completed: true }],
  ['Update the resume parser benchmarks', '2026-01-27', 'cristina', ['update', 'medium']],
  ['Call the shortlisted candidates', '2026-01-23', 'ruby', ['high'], { important: true }],
  ['Prepare the quarterly hiring report', '2026-02-02', null, ['low']],
  ['Archive last year invoices', '2026-01-15', 'jacob', ['low'], { completed: true }],
  ['Book the offsite venue', '2026-02-05', 'andrew', ['team', 'medium']],
  ['Translate the pricing page', '2026-01-30', 'benjamin', ['update'], { deleted: true }],
  [
    'Reply to the partnership enquiry',
    '2026-01-20',
    'curtis',
    ['high'],
    { completed: true, important: true },
  ],
  ['Clean up the job templates', '2026-01-28', 'cristina', ['low', 'team'], { deleted: true }],
];

/** Written fixtures: the same tasks and ids on every load, so screenshots are stable. */
export function taskFixtures(): Task[] {
  return seeds.map(([title, dueDate, assignee, tags, flags = {}], index) => ({
    id: index + 1,
    title,
    dueDate,
    description: `<p>${title}: see the notes from the last planning meeting.</p>`,
    assignee: assignee ? { ...people[assignee]! } : null,
    tags: [...tags],
    isCompleted: flags.completed ?? false,
    isDeleted: flags.deleted ?? false,
    isImportant: flags.important ?? false,
  }));
}

/** The people a task can be assigned to (the task sidebar's choices). */
export const assignees: readonly Assignee[] = Object.values(people);
