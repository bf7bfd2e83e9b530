import type { Email, EmailFolder, EmailLabel } from './types';

/**
 * Written fixtures (not random): the same 24 e-mails on every load, so visual baselines stay stable.
 * Times count back from a fixed instant, newest first.
 */
const BASE = Date.UTC(2026, 0, 20, 9, 30);
const HOUR = 3_600_000;

export const demoMailbox = { name: 'John Doe', email: 'johndoe@mail.com' } as const;

const senders = [
  { name: 'Tonny Deep', email: 'tonny@gmail.com' },
  { name: 'Louis Welch', email: 'louis.welch@yahoo.com' },
  { name: 'Sarah Michelle', email: 'sarah.michelle@acme.com' },
  { name: 'Pixinvent', email: 'hello@pixinvent.net' },
  { name: 'Dana Lee', email: 'dana.lee@northwind.io' },
  { name: 'Miguel Ortega', email: 'miguel@contoso.dev' },
  { name: 'Priya Raman', email: 'priya.raman@talent.local' },
  { name: 'Ahmed Khalil', email: 'a.khalil@fabrikam.org' },
] as const;

interface Seed {
  from: number;
  subject: string;
  folder: EmailFolder;
  labels: EmailLabel[];
  isRead?: boolean;
  isStarred?: boolean;
  attachment?: boolean;
  cc?: boolean;
}

const seeds: Seed[] = [
  {
    from: 0,
    subject: 'Focused impactful open issues',
    folder: 'inbox',
    labels: ['private'],
    attachment: true,
  },
  { from: 1, subject: 'Interview slots for Thursday', folder: 'inbox', labels: ['company'], isStarred: true },
  { from: 2, subject: 'Your resume was viewed 12 times', folder: 'inbox', labels: ['important'], cc: true },
  { from: 3, subject: 'Theme update: version 9.2 is out', folder: 'inbox', labels: [], isRead: true },
  {
    from: 4,
    subject: 'Contract draft for the Q1 project',
    folder: 'inbox',
    labels: ['company', 'important'],
  },
  { from: 5, subject: 'Lunch next week?', folder: 'inbox', labels: ['personal'], isRead: true },
  {
    from: 6,
    subject: 'Onboarding checklist',
    folder: 'inbox',
    labels: ['company'],
    isRead: true,
    attachment: true,
  },
  {
    from: 7,
    subject: 'Invoice 4987 is due',
    folder: 'inbox',
    labels: ['important'],
    isStarred: true,
    isRead: true,
  },
  { from: 0, subject: 'Re: Focused impactful open issues', folder: 'inbox', labels: [], isRead: true },
  { from: 2, subject: 'Weekly hiring digest', folder: 'inbox', labels: ['company'], isRead: true },
  { from: 1, subject: 'Photos from the offsite', folder: 'inbox', labels: ['personal'], isRead: true },
  { from: 4, subject: 'Offer letter for Maria', folder: 'sent', labels: ['company'], isRead: true },
  { from: 5, subject: 'Thanks for the referral', folder: 'sent', labels: ['personal'], isRead: true },
  {
    from: 6,
    subject: 'Candidate shortlist',
    folder: 'sent',
    labels: ['important'],
    isRead: true,
    isStarred: true,
  },
  { from: 3, subject: 'Renewal quote', folder: 'draft', labels: [], isRead: true },
  { from: 7, subject: 'Follow-up on the interview', folder: 'draft', labels: ['private'], isRead: true },
  { from: 2, subject: 'You won a free cruise!!!', folder: 'spam', labels: [] },
  { from: 3, subject: 'Claim your crypto bonus', folder: 'spam', labels: [] },
  { from: 0, subject: 'Cheap watches', folder: 'spam', labels: [], isRead: true },
  { from: 5, subject: 'Old newsletter', folder: 'trash', labels: [], isRead: true },
  { from: 1, subject: 'Cancelled: stand-up', folder: 'trash', labels: ['company'], isRead: true },
  {
    from: 6,
    subject: 'Benefits enrolment closes Friday',
    folder: 'inbox',
    labels: ['important'],
    isRead: true,
  },
  { from: 7, subject: 'Quarterly review notes', folder: 'inbox', labels: ['private'], isRead: true },
  { from: 4, subject: 'Welcome to the team channel', folder: 'inbox', labels: ['company'], isRead: true },
];

function messageFor(seed: Seed, name: string): string {
  return (
    `<p>Hi John,</p>` +
    `<p>${seed.subject}. I have put the details below so we can settle it this week.</p>` +
    `<p>Could you look at it before our next call and tell me what you think? ` +
    `If anything is unclear, reply to this e-mail and I will walk you through it.</p>` +
    `<p>Regards,<br>${name}</p>`
  );
}

export function emailFixtures(): Email[] {
  return seeds.map((seed, index) => {
    const sender = senders[seed.from]!;
    const outgoing = seed.folder === 'sent' || seed.folder === 'draft';
    const from = outgoing ? demoMailbox : sender;
    const to = outgoing ? [sender] : [demoMailbox];
    return {
      id: index + 1,
      from: { ...from, avatar: '' },
      to: to.map((address) => ({ ...address })),
      cc: seed.cc ? ['hr@talent.local'] : [],
      bcc: [],
      subject: seed.subject,
      message: messageFor(seed, from.name),
      attachments: seed.attachment
        ? [
            { fileName: 'report.pdf', thumbnail: '', url: '', size: '242 KB' },
            { fileName: 'schedule.xlsx', thumbnail: '', url: '', size: '18 KB' },
          ]
        : [],
      isStarred: seed.isStarred ?? false,
      labels: [...seed.labels],
      time: new Date(BASE - index * 5 * HOUR).toISOString(),
      replies: [],
      folder: seed.folder,
      isRead: seed.isRead ?? false,
    };
  });
}
