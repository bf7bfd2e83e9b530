/**
 * The user view's sample content (spec 001 lists only the listed user's fields): plan prices and features,
 * projects, activity, devices, notification settings and connections. Everything here is derived from the
 * listed user by its id, so the same user always shows the same page (deterministic screenshots).
 */
import type { ListedUser } from '../../mocks/data/listedUsers';

export const planDetails: Record<ListedUser['currentPlan'], { price: number; features: string[] }> = {
  basic: { price: 0, features: ['1 user', '10 GB storage', 'Basic support'] },
  team: { price: 29, features: ['10 users', '100 GB storage', 'Priority support'] },
  company: { price: 99, features: ['50 users', '1 TB storage', 'Dedicated manager'] },
  enterprise: { price: 299, features: ['Unlimited users', 'Unlimited storage', '24/7 support'] },
};

const projectNames = [
  'BGC eCommerce App',
  'Falcon Logo Design',
  'Dashboard Design',
  'Foodista Mobile App',
  'Dojo React Project',
];
const projectKinds = ['React Project', 'Figma Project', 'VueJs Project', 'Xamarin Project', 'Python Project'];

export interface SampleProject {
  name: string;
  kind: string;
  tasks: string;
  progress: number;
}

/** Three of the sample projects, picked and filled by the user's id. */
export function projectsOf(user: ListedUser): SampleProject[] {
  return [0, 1, 2].map((i) => {
    const at = (user.id + i * 2) % projectNames.length;
    const done = 20 + ((user.id * 7 + i * 13) % 80);
    return {
      name: projectNames[at]!,
      kind: projectKinds[at]!,
      tasks: `${String(Math.round(done * 1.2))}/${String(120)}`,
      progress: done,
    };
  });
}

/** The account tab's activity timeline: fixed dates, no clock. */
export function activityOf(user: ListedUser) {
  return [
    { when: '12 Nov 2026', what: `Invoice paid by ${user.company || 'the company'}` },
    {
      when: '08 Nov 2026',
      what: `Plan changed to ${user.currentPlan[0]!.toUpperCase()}${user.currentPlan.slice(1)}`,
    },
    { when: '02 Nov 2026', what: `Signed in from ${user.country || 'an unknown country'}` },
  ];
}

export const recentDevices = [
  {
    browser: 'Chrome on Windows',
    device: 'HP Spectre 360',
    location: 'Switzerland',
    when: '10 Nov 2026, 20:07',
  },
  { browser: 'Chrome on iPhone', device: 'iPhone 12x', location: 'Australia', when: '13 Nov 2026, 10:10' },
  { browser: 'Chrome on Android', device: 'Oneplus 9 Pro', location: 'Dubai', when: '14 Nov 2026, 15:15' },
];

export const notificationTypes = [
  { id: 'new-for-you', label: 'New for you' },
  { id: 'account-activity', label: 'Account activity' },
  { id: 'new-browser', label: 'A new browser used to sign in' },
  { id: 'new-device', label: 'A new device is linked' },
] as const;
export const notificationChannels = [
  { id: 'email', label: 'E-mail' },
  { id: 'browser', label: 'Browser' },
  { id: 'app', label: 'App' },
] as const;

/** Which notifications start on: all e-mails, and browser and app for the first two types. */
export function defaultNotifications(): string[] {
  return notificationTypes.flatMap((type, i) =>
    notificationChannels.filter((c) => c.id === 'email' || i < 2).map((c) => `${type.id}:${c.id}`),
  );
}

export const connectedAccounts = [
  { id: 'google', name: 'Google', about: 'Calendar and contacts' },
  { id: 'slack', name: 'Slack', about: 'Communication' },
  { id: 'github', name: 'GitHub', about: 'Manage your Git repositories' },
  { id: 'dribbble', name: 'Dribbble', about: 'Design community' },
] as const;

/** Connected at first: by the user's id, so users differ but each always looks the same. */
export function initialConnections(user: ListedUser): string[] {
  return connectedAccounts.filter((_, i) => (user.id + i) % 2 === 0).map((a) => a.id);
}
