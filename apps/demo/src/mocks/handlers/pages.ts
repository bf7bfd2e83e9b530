import { http, HttpResponse } from 'msw';
import { faqCategoryKeys, faqFixtures, pricingFixture, type FaqCategory } from '../data/pages';
import { demoPath } from '../http';

/**
 * The demo's page content (spec 001 section 7): the FAQ, filtered by question text, and the pricing sample.
 * Read-only, so it is built from the fixtures on each call.
 */
export const pagesHandlers = [
  /** q keeps the questions whose text contains it (any case); a category with none left is dropped. */
  http.get(demoPath('/faq/data'), ({ request }) => {
    const q = (new URL(request.url).searchParams.get('q') ?? '').trim().toLowerCase();
    const faq = faqFixtures();
    const answer: Partial<Record<(typeof faqCategoryKeys)[number], FaqCategory>> = {};
    for (const key of faqCategoryKeys) {
      const qandA = faq[key].qandA.filter((entry) => entry.question.toLowerCase().includes(q));
      if (qandA.length > 0) answer[key] = { ...faq[key], qandA };
    }
    return HttpResponse.json(answer);
  }),

  http.get(demoPath('/pricing/data'), () => HttpResponse.json(pricingFixture())),
];
