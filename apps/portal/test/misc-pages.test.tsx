/** Issue 43: the FAQ (topics, search and its empty state) and the privacy policy (matching docs/privacy.md). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FaqPage from '../src/pages/misc/FaqPage';
import PrivacySharingPage from '../src/pages/misc/PrivacySharingPage';
import { FAQ_TOPICS, filterFaq } from '../src/pages/misc/faqEntries';
import { PRIVACY_POLICY } from '../src/pages/misc/privacyPolicy';
import { renderPage } from './profiles.harness';

const questions = (topics: ReturnType<typeof filterFaq>) => topics.flatMap((t) => t.entries.map((e) => e.q));

describe('filterFaq', () => {
  it('returns every topic for an empty or blank query', () => {
    expect(filterFaq(FAQ_TOPICS, '')).toEqual(FAQ_TOPICS);
    expect(filterFaq(FAQ_TOPICS, '   ')).toEqual(FAQ_TOPICS);
  });

  it('keeps the questions holding every word, ignoring case and accents, and drops empty topics', () => {
    const rent = filterFaq(FAQ_TOPICS, 'RENT');
    expect(questions(rent)).toContain(
      'What is the difference between unlocking, renting and buying a profile?',
    );
    expect(questions(filterFaq(FAQ_TOPICS, 'card invoice'))).toEqual(['Where are my invoices?']);
    expect(questions(filterFaq(FAQ_TOPICS, 'prívate'))).toEqual(questions(filterFaq(FAQ_TOPICS, 'private')));
    expect(filterFaq(FAQ_TOPICS, 'zebra')).toEqual([]);
  });

  it('matches a topic by its title', () => {
    const uploads = filterFaq(FAQ_TOPICS, 'uploads');
    expect(uploads.map((t) => t.id)).toContain('uploads');
    expect(uploads.find((t) => t.id === 'uploads')!.entries).toHaveLength(3);
  });

  it('answers about TAT, plans, uploads, privacy and payments with the product’s figures', () => {
    expect(FAQ_TOPICS.map((t) => t.title)).toEqual(['TAT', 'Plans', 'Uploads', 'Privacy', 'Payments']);
    const text = FAQ_TOPICS.flatMap((t) => t.entries.map((e) => e.a)).join(' ');
    expect(text).toContain('1 TAT is 10 TTT');
    expect(text).toContain('At most 5 files at a time');
    expect(text).toContain('HTM, HTML, DOCX, MSG, PDF, up to 10 MB each');
    expect(text).toContain('30 days from the payment');
  });
});

describe('/pages/faq', () => {
  it('lists the topics, filters as you type, and offers a way back from no match', async () => {
    renderPage('/pages/faq', <FaqPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeDefined();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'TAT',
      'Plans',
      'Uploads',
      'Privacy',
      'Payments',
    ]);
    const box = within(screen.getByRole('search')).getByRole('searchbox', { name: 'Search the questions' });
    await userEvent.type(box, 'invoice');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Payments']);
    expect(screen.getByText('Where are my invoices?')).toBeDefined();
    expect(screen.getByText('1 question matches')).toBeDefined();

    await userEvent.clear(box);
    await userEvent.type(box, 'zebra');
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    expect(screen.getByText('No questions match “zebra”')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Show all questions' }));
    expect((box as HTMLInputElement).value).toBe('');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5);
  });

  it('links the privacy answer to the privacy policy', () => {
    renderPage('/pages/faq', <FaqPage />);
    expect(screen.getByRole('link', { name: 'Read the privacy policy' }).getAttribute('href')).toBe(
      '/privacy/policy/sharing-data',
    );
  });
});

describe('/privacy/policy/sharing-data', () => {
  it('shows every section of the policy with a table of contents', () => {
    renderPage('/privacy/policy/sharing-data', <PrivacySharingPage />);
    const titles = PRIVACY_POLICY.map((s) => s.title);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(titles);
    const contents = within(screen.getByRole('navigation', { name: 'Sections' })).getAllByRole('link');
    expect(contents.map((a) => a.getAttribute('href'))).toEqual(PRIVACY_POLICY.map((s) => `#${s.id}`));
    expect(screen.getByText(/Card details go to the payment provider only/)).toBeDefined();
  });

  it('has the sections of docs/privacy.md, in the same order', () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const doc = readFileSync(path.resolve(here, '../../../docs/privacy.md'), 'utf8');
    const headings = [...doc.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings).toEqual(PRIVACY_POLICY.map((s) => s.title));
  });
});
