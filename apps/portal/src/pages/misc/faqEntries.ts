/**
 * The FAQ's questions (issue 43): TAT, plans, uploads, privacy and payments. The figures come from the
 * business rules the server enforces (@talent/api/rules), so an answer cannot drift from the product.
 */
import {
  ACCEPTED_EXTENSIONS,
  MAX_FILES_PER_DROP,
  MAX_UPLOAD_BYTES,
  PLAN_LIMITS,
  PLAN_PERIOD_DAYS,
  PLATFORM_FEE_PERCENT,
  RENT_DAYS,
  TTT_PER_TAT,
} from '@talent/api/rules';

export interface FaqEntry {
  id: string;
  q: string;
  a: string;
}

export interface FaqTopic {
  id: string;
  title: string;
  entries: FaqEntry[];
}

const mb = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));
const types = ACCEPTED_EXTENSIONS.map((e) => e.toUpperCase()).join(', ');
const free = PLAN_LIMITS[1];
const top = PLAN_LIMITS[4];

export const FAQ_TOPICS: FaqTopic[] = [
  {
    id: 'tat',
    title: 'TAT',
    entries: [
      {
        id: 'what-is-tat',
        q: 'What is TAT?',
        a: `TAT is the platform's token. You spend it to unlock, rent or buy other users' public profiles, and you earn it when others open yours. A second currency, TTT, also exists: 1 TAT is ${TTT_PER_TAT} TTT, and the wallet converts between them both ways.`,
      },
      {
        id: 'unlock-rent-buy',
        q: 'What is the difference between unlocking, renting and buying a profile?',
        a: `A public profile has a price P in TAT. Unlocking costs P and opens the profile for you; renting costs half of P (rounded up) and opens it for ${RENT_DAYS} days; buying costs 2 × P and puts a private copy in your own collection.`,
      },
      {
        id: 'earn-tat',
        q: 'How do I earn TAT?',
        a: `Make your profiles public and set their price. When someone unlocks, rents or buys one, you receive the charge less the platform's share of ${PLATFORM_FEE_PERCENT}%. The dashboard shows your top and least earning profiles.`,
      },
      {
        id: 'get-tat',
        q: 'How do I get more TAT?',
        a: 'Buy a TAT pack by card under Purchase TAT. The TAT is in your wallet as soon as the payment is confirmed.',
      },
    ],
  },
  {
    id: 'plans',
    title: 'Plans',
    entries: [
      {
        id: 'which-plans',
        q: 'Which plans are there?',
        a: `Four: a free plan with ${free.daily_upload_limit} profile uploads and ${free.daily_view_limit} public profiles a day, and three paid plans with more of both. The largest has unlimited uploads, ${top.daily_view_limit} public profiles a day, and may publish bought profiles again. The pricing page lists each plan's price and limits.`,
      },
      {
        id: 'plan-length',
        q: 'How long does a paid plan run?',
        a: `${PLAN_PERIOD_DAYS} days from the payment. Paying for the same plan again extends it; when it ends you are back on the free plan.`,
      },
      {
        id: 'choose-plan',
        q: 'How do I choose or change a plan?',
        a: 'Open Subscription in the menu (or the plan label in the top bar) and choose a plan. New accounts verify their e-mail first; the plan you picked waits for you at the checkout.',
      },
      {
        id: 'daily-limits',
        q: 'When do the daily limits reset?',
        a: 'Every day at midnight UTC. Uploads and public profile views are counted separately.',
      },
    ],
  },
  {
    id: 'uploads',
    title: 'Uploads',
    entries: [
      {
        id: 'file-types',
        q: 'Which files can I upload?',
        a: `Resumes as ${types}, up to ${mb} MB each. The file is read in your browser, and the details it finds are uploaded with it.`,
      },
      {
        id: 'how-many',
        q: 'How many files can I upload at once?',
        a: `At most ${MAX_FILES_PER_DROP} files at a time. If you drop more, the free places are taken and the rest are refused; press Upload More for the next batch.`,
      },
      {
        id: 'rejected',
        q: 'Why was a file rejected?',
        a: 'Its type is not accepted, it is too large, or the details a profile needs could not be read from it. The message beside the file says which.',
      },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy',
    entries: [
      {
        id: 'who-sees',
        q: 'Who can see the profiles I upload?',
        a: 'Only you: uploads go to your private collection. A profile becomes visible to others only when you make it public, and then its contact details stay hidden until someone unlocks, rents or buys it.',
      },
      {
        id: 'make-private',
        q: 'Can I take a public profile back?',
        a: 'Yes. Mark it private at any time and it leaves the public list. Copies that others bought before stay in their collections.',
      },
      {
        id: 'privacy-policy',
        q: 'What do you store about me, and for how long?',
        a: 'The privacy policy lists what is stored, who sees it, how long it is kept, and how to get a copy or have it erased.',
      },
    ],
  },
  {
    id: 'payments',
    title: 'Payments',
    entries: [
      {
        id: 'how-pay',
        q: 'How do I pay?',
        a: 'By card, on the payment provider’s checkout page. Card details go to the provider only; we never see or store them.',
      },
      {
        id: 'invoices',
        q: 'Where are my invoices?',
        a: 'Every card payment has an invoice. Open Profile in the menu and choose My invoices to view or print them.',
      },
      {
        id: 'failed-payment',
        q: 'What if a payment fails or I cancel it?',
        a: 'Nothing is charged and nothing changes: your plan and wallet stay as they were, and you can try again.',
      },
    ],
  },
];

/**
 * The topics with only the questions that hold every word of `query` (in the question or its answer, case
 * and accents ignored); topics left empty are dropped. An empty query returns everything.
 */
export function filterFaq(topics: readonly FaqTopic[], query: string): FaqTopic[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...topics];
  return topics
    .map((topic) => ({
      ...topic,
      entries: topic.entries.filter((e) => {
        const text = fold(`${topic.title} ${e.q} ${e.a}`);
        return words.every((w) => text.includes(w));
      }),
    }))
    .filter((topic) => topic.entries.length > 0);
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
