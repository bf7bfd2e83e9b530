/** Spec 001: the FAQ (filtered by question text) and the pricing sample. */
import { describe, expect, it } from 'vitest';
import { faqCategoryKeys, type FaqCategory, type PricingSample } from '../src/mocks';
import { call } from './setup';

type Faq = Partial<Record<string, FaqCategory>>;

describe('GET /faq/data', () => {
  it('with no q: the five categories in order, each with its questions', async () => {
    const { status, body } = await call<Faq>('GET', '/faq/data');
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual([...faqCategoryKeys]);
    for (const category of Object.values(body)) {
      expect(category!.qandA.length).toBeGreaterThan(0);
      expect(Object.keys(category!).sort()).toEqual(['icon', 'qandA', 'subtitle', 'title']);
    }
  });

  it('q keeps the questions whose text contains it, in any case, and drops emptied categories', async () => {
    const { body } = await call<Faq>('GET', '/faq/data?q=UPLOAD');
    const questions = Object.values(body).flatMap((c) => c!.qandA.map((e) => e.question));
    expect(questions.length).toBeGreaterThan(0);
    for (const question of questions) expect(question.toLowerCase()).toContain('upload');
    expect(Object.keys(body)).toEqual(['delivery', 'productServices']);
    // The answers do not count: "At once" is in an answer only.
    expect(await call('GET', '/faq/data?q=at%20once')).toEqual({ status: 200, body: {} });
  });
});

describe('GET /pricing/data', () => {
  it('is the spec pricing sample: free and paid plans, coins for uploads, Q&A', async () => {
    const { status, body } = await call<PricingSample>('GET', '/pricing/data');
    expect(status).toBe(200);
    const [free, paid] = body.plans;
    expect(free).toMatchObject({ monthlyPrice: 0, popular: false });
    expect(free!.planBenefits).toContain('200 resume uploads per month');
    expect(paid).toMatchObject({
      monthlyPrice: 29,
      yearlyPlan: { perMonth: 25, totalAnnual: 300 },
      popular: true,
    });
    expect(paid!.planBenefits).toContain('Unlimited resume uploads');
    expect(body.extraUploads).toEqual({
      coinsPerUpload: 10,
      coinPrice: 10000,
      coins: 100000,
      uploads: 10000,
      expires: false,
    });
    expect(body.extraUploads.coins / body.extraUploads.coinsPerUpload).toBe(body.extraUploads.uploads);
    expect(body.qandA.length).toBeGreaterThan(0);
  });
});
