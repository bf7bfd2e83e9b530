/**
 * Sample content of the demo's pages (spec 001 sections 2, 3 and 9): the FAQ categories and the pricing
 * sample. Written fixtures, the same on every load.
 */
export interface FaqEntry {
  question: string;
  ans: string;
}
export interface FaqCategory {
  icon: string;
  title: string;
  subtitle: string;
  qandA: FaqEntry[];
}
/** Spec 001 section 2: the FAQ's five categories, in this order. */
export const faqCategoryKeys = [
  'payment',
  'delivery',
  'cancellationReturn',
  'myOrders',
  'productServices',
] as const;
export type FaqCategoryKey = (typeof faqCategoryKeys)[number];

export function faqFixtures(): Record<FaqCategoryKey, FaqCategory> {
  return {
    payment: {
      icon: 'money',
      title: 'Payment',
      subtitle: 'Paying for plans and extra uploads',
      qandA: [
        {
          question: 'Which payment methods do you accept?',
          ans: 'Credit and debit cards, and coins bought in advance.',
        },
        {
          question: 'Do you keep my card details?',
          ans: 'No. The payment provider keeps them; we never see them.',
        },
        {
          question: 'Can I get an invoice for a payment?',
          ans: 'Yes. Every payment has an invoice in your account pages.',
        },
      ],
    },
    delivery: {
      icon: 'upload',
      title: 'Delivery',
      subtitle: 'When what you bought is ready',
      qandA: [
        {
          question: 'How soon can I use a plan I bought?',
          ans: 'At once: the plan is active as soon as the payment succeeds.',
        },
        {
          question: 'When do extra uploads arrive?',
          ans: 'Right after the purchase, and they never expire.',
        },
      ],
    },
    cancellationReturn: {
      icon: 'close',
      title: 'Cancellation and return',
      subtitle: 'Stopping a plan and refunds',
      qandA: [
        {
          question: 'Can I cancel my plan at any time?',
          ans: 'Yes. The plan stays active until the end of the period you paid for.',
        },
        {
          question: 'Do you refund unused months?',
          ans: 'Yearly plans are refunded pro rata within 30 days.',
        },
      ],
    },
    myOrders: {
      icon: 'file',
      title: 'My orders',
      subtitle: 'Following what you ordered',
      qandA: [
        { question: 'Where do I see my orders?', ans: 'On the invoices page of your account.' },
        {
          question: 'Can I change an order after paying?',
          ans: 'Contact support within 24 hours and we will change it.',
        },
      ],
    },
    productServices: {
      icon: 'help',
      title: 'Product and services',
      subtitle: 'What the marketplace offers',
      qandA: [
        {
          question: 'How many resumes can I upload on the free plan?',
          ans: 'Up to 200 a month. The paid plan has no monthly limit.',
        },
        {
          question: 'Which resume files can I upload?',
          ans: 'PDF, Word, Outlook messages, e-mails and web pages.',
        },
      ],
    },
  };
}

export interface PricingPlan {
  title: string;
  subtitle: string;
  monthlyPrice: number;
  yearlyPlan: { perMonth: number; totalAnnual: number };
  planBenefits: string[];
  popular: boolean;
}
export interface PricingSample {
  plans: PricingPlan[];
  extraUploads: {
    coinsPerUpload: number;
    coinPrice: number;
    coins: number;
    uploads: number;
    expires: boolean;
  };
  qandA: FaqEntry[];
}

/** Spec 001 section 9, "Pricing sample". */
export function pricingFixture(): PricingSample {
  return {
    plans: [
      {
        title: 'Free',
        subtitle: 'For a recruiter getting started',
        monthlyPrice: 0,
        yearlyPlan: { perMonth: 0, totalAnnual: 0 },
        planBenefits: ['200 resume uploads per month', 'Parsing in the browser', 'Private profiles'],
        popular: false,
      },
      {
        title: 'Paid',
        subtitle: 'For teams that hire every week',
        monthlyPrice: 29,
        yearlyPlan: { perMonth: 25, totalAnnual: 300 },
        planBenefits: ['Unlimited resume uploads', 'Publish and sell profiles', 'Jobs and pipelines'],
        popular: true,
      },
    ],
    extraUploads: { coinsPerUpload: 10, coinPrice: 10000, coins: 100000, uploads: 10000, expires: false },
    qandA: [
      {
        question: 'Does my subscription renew automatically?',
        ans: 'Yes, at the end of each month or year, until you cancel.',
      },
      {
        question: 'Do purchased uploads expire?',
        ans: 'No. Uploads bought with coins never expire.',
      },
      { question: 'Can I switch between monthly and yearly?', ans: 'Yes, from the next billing period.' },
    ],
  };
}
