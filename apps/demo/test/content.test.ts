/** Spec 001: the read-only page samples (account settings, profile, knowledge base, blog) and their fields. */
import { describe, expect, it } from 'vitest';
import { blogTags } from '../src/mocks';
import { call } from './setup';

type Json = Record<string, unknown>;
const keys = (value: unknown) => Object.keys(value as Json).sort();

describe('page samples', () => {
  it('account settings: general, info, social links and connections, notification flags', async () => {
    const { status, body } = await call<Json>('GET', '/account-setting/data');
    expect(status).toBe(200);
    expect(keys(body.general)).toEqual(['company', 'email', 'fullName', 'username']);
    expect(keys(body.info)).toEqual(['bio', 'country', 'dob', 'phone', 'website']);
    const social = body.social as Json;
    expect(keys(social.socialLinks)).toEqual([
      'facebook',
      'google',
      'instagram',
      'linkedIn',
      'quora',
      'twitter',
    ]);
    expect(keys(social.connections)).toEqual(keys(social.socialLinks));
    expect(keys(body.notification)).toEqual([
      'answerOnForm',
      'blogDigest',
      'commentOnArticle',
      'followMe',
      'newAnnouncements',
      'productUpdates',
    ]);
  });

  it('profile: header with the 100% completion notice, about, the three company statements by keyName', async () => {
    const { body } = await call<Json>('GET', '/profile/data');
    expect((body.header as Json).completionNotice).toContain('100%');
    expect(keys(body.userAbout)).toEqual(['about', 'coin', 'email', 'joined', 'lives', 'mobile']);
    expect((body.companyAbout as Json[]).map((s) => s.keyName).sort()).toEqual([
      'about_company_statement',
      'equal_employee_opportunity',
      'hire_visa_candidates_statement',
    ]);
    for (const part of ['profileCompliances', 'suggestedPages', 'feeds', 'posts', 'photos', 'polls']) {
      expect((body[part] as unknown[]).length).toBeGreaterThan(0);
    }
  });

  it('knowledge base: category cards, categories with their questions by slug, one question', async () => {
    const cards = await call<Json[]>('GET', '/faq/data/knowledge_base');
    const categories = await call<Array<{ category: string; questions: Array<{ slug: string }> }>>(
      'GET',
      '/faq/data/category',
    );
    expect(categories.body.map((c) => c.category)).toEqual(cards.body.map((c) => c.category));
    const slugs = categories.body.flatMap((c) => c.questions.map((q) => q.slug));
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const question = await call<{ slug: string; relatedQuestions: Array<{ slug: string }> }>(
      'GET',
      '/faq/data/question',
    );
    expect(slugs).toContain(question.body.slug);
    expect(question.body.relatedQuestions.map((q) => q.slug)).not.toContain(question.body.slug);
  });

  it('blog: posts tagged from the five tags, a sidebar, a detail with comments, an edit form Published', async () => {
    const list = await call<Array<{ tags: string[]; comment: number }>>('GET', '/blog/list/data');
    for (const post of list.body) for (const tag of post.tags) expect(blogTags).toContain(tag);
    const sidebar = await call<{ recentPosts: unknown[]; categories: Array<{ category: string }> }>(
      'GET',
      '/blog/list/data/sidebar',
    );
    expect(sidebar.body.categories.map((c) => c.category)).toEqual([...blogTags]);
    expect(sidebar.body.recentPosts.length).toBeGreaterThan(0);
    const detail = await call<{ blog: Json; comments: Json[] }>('GET', '/blog/list/data/detail');
    expect(keys(detail.body.comments[0])).toEqual(['avatar', 'commentText', 'commentedAt', 'userFullName']);
    expect(detail.body.blog.content).toMatch(/^<p>/);
    const edit = await call<Json>('GET', '/blog/list/data/edit');
    expect(edit.body.status).toBe('Published');
    expect(edit.body.slug).toMatch(/^[a-z0-9-]+$/);
  });
});

describe('page samples by address (issue 22 screens)', () => {
  it('knowledge base: a question by slug answers its article and related questions; unknown is 404', async () => {
    const found = await call<{
      slug: string;
      category: string;
      content: string;
      relatedQuestions: Array<{ slug: string }>;
    }>('GET', '/faq/data/question?slug=upload-limit');
    expect(found.status).toBe(200);
    expect(found.body.category).toBe('uploading');
    expect(found.body.content).toMatch(/^<p>/);
    expect(found.body.relatedQuestions.map((q) => q.slug)).toEqual(['supported-files']);
    const missing = await call<{ message: string }>('GET', '/faq/data/question?slug=nope');
    expect(missing.status).toBe(404);
  });

  it('blog: detail and edit by id; an unknown id is 404', async () => {
    const detail = await call<{ blog: { id: number; title: string; tags: string[] } }>(
      'GET',
      '/blog/list/data/detail?id=3',
    );
    expect(detail.status).toBe(200);
    expect(detail.body.blog.title).toBe('Share an Amazing and Shocking Fact or Statistic');
    expect(detail.body.blog.tags).toEqual(['Gaming', 'Food']);
    const edit = await call<{ slug: string; status: string; blogCategories: Array<{ label: string }> }>(
      'GET',
      '/blog/list/data/edit?id=3',
    );
    expect(edit.body.slug).toBe('share-an-amazing-and-shocking-fact-or-statistic');
    expect(edit.body.blogCategories.map((c) => c.label)).toEqual(['Gaming', 'Food']);
    expect((await call('GET', '/blog/list/data/detail?id=99')).status).toBe(404);
    expect((await call('GET', '/blog/list/data/edit?id=abc')).status).toBe(404);
  });
});
