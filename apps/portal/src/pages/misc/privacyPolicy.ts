/**
 * The privacy policy's text (issue 43), shown at /privacy/policy/sharing-data. docs/privacy.md carries the
 * same sections for operators and reviewers; a unit test keeps their headings equal, so change both.
 */
import { PLAN_PERIOD_DAYS, RENT_DAYS } from '@talent/api/rules';

export interface PolicySection {
  id: string;
  title: string;
  paragraphs: string[];
  items?: string[];
}

export const PRIVACY_POLICY: PolicySection[] = [
  {
    id: 'what',
    title: 'What we store',
    paragraphs: ['We store what you give us and what the product needs to work:'],
    items: [
      'Your account: name, e-mail address, mobile number, role, your company statements, and your password as a one-way hash (never the password itself).',
      'Profiles you upload: the original resume file, images of its pages, and the details read from it (contact details, experience, education, skills). Your own profile sections, if you fill them in.',
      'Jobs, clients and applications: the jobs you post, your client records, and applications with their cover notes and status history.',
      'Messages you send to candidates from the product: the address or number, the text, and whether it was delivered.',
      'Money: your plan, your wallet’s TAT movements, your payments and invoices. Card details go to the payment provider only; we never receive them.',
      'Security records: your sign-in sessions and an audit log of what administrators change on accounts.',
    ],
  },
  {
    id: 'sharing',
    title: 'Who sees it',
    paragraphs: [
      'Profiles you upload stay in your private collection until you make them public. A public profile is listed on the marketplace with its contact details hidden; other users see them after they unlock it, rent it (for ' +
        RENT_DAYS +
        ' days) or buy it with TAT. Buying puts a private copy in the buyer’s collection. Its owner earns TAT each time.',
      'When you apply for a job, the job’s owner sees your application and the profile you applied with. Members of a team see what their role allows, not the owner’s wallet. Administrators can see accounts to run and protect the service.',
      'A recruiter may show your application to the client the job is for: the client sees your name, title, city, skills and experience, never your contact details or files, and its answer stays with the recruiter.',
      'Outside the product, only the services that do the work see what they need: the payment provider (your e-mail address and what you buy) and the mail and SMS services that deliver messages.',
    ],
  },
  {
    id: 'how-long',
    title: 'How long we keep it',
    paragraphs: [
      'Your data is kept while your account exists, unless you delete it sooner. A rental opens a profile for ' +
        RENT_DAYS +
        ' days; a paid plan runs ' +
        PLAN_PERIOD_DAYS +
        ' days.',
    ],
  },
  {
    id: 'choices',
    title: 'Your choices',
    paragraphs: ['You decide what others see:'],
    items: [
      'Mark a public profile private at any time: it leaves the public list at once. Copies bought before stay with their buyers.',
      'Delete profiles you uploaded, and edit or remove the sections of your own profile.',
      'Change your name, e-mail address and mobile number on your profile page.',
    ],
  },
  {
    id: 'export-erasure',
    title: 'A copy of your data, or erasing it',
    paragraphs: [
      'On Account Settings, tab “Your data”, you can download an archive of your data (we e-mail you a link that works for 24 hours) and delete your account. Deleting signs you out everywhere at once and takes effect after 14 days, during which you can undo it. Wallet movements, payments and invoices are kept without your name, as the law requires.',
    ],
  },
  {
    id: 'people-in-resumes',
    title: 'The people in the resumes (/my-data)',
    paragraphs: [
      'If a recruiter uploaded your resume, you need no account to see and act on it. At /my-data, enter your e-mail address or mobile number and the one-time code we send to it.',
      'You then see every profile carrying that address: who holds it, since when, whether it is public, how many times it was unlocked, rented or bought (never by whom), and the reason the uploader gave for publishing it.',
    ],
    items: [
      'Correct your name, contact details, place and job title.',
      'Withdraw a profile: it becomes private and cannot be published again unless you consent.',
      'Have a profile erased: it, its files and the copies bought of it are deleted. Payment records stay, without any reference to you.',
      'The first time someone publishes a profile with your e-mail address, we tell you once, with a one-click link to stop it.',
    ],
  },
];
