import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { overrides, publicJobFixture, publicJobsFixture } from '@talent/api/msw';
import { timeAgo } from '../src/pages/common/useFormats';
import SearchJobPage from '../src/pages/seeker/SearchJobPage';
import { readJobQuery, writeJobQuery } from '../src/pages/seeker/jobQuery';
import { bodiesTo, jobsServer, queriesTo } from './jobs.harness';
import { renderPage, signIn } from './profiles.harness';

const server = jobsServer();
const SEARCH = '/api/search_job/';

const jobList = () => screen.getByRole('list', { name: 'Jobs' });
const card = (title: string) => screen.getByRole('article', { name: title });

async function choose(select: RegExp, option: string) {
  await userEvent.click(await screen.findByRole('button', { name: select }));
  await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

describe('the job query in the URL', () => {
  it('reads back what it writes, and drops defaults and unreadable values', () => {
    const query = readJobQuery(
      new URLSearchParams('q=react&type=AND&skill=React&skill=Node.js&posted=7&sort=date&page=3&size=25'),
    );
    expect(query).toEqual({
      text: 'react',
      type: 'AND',
      filters: { skills: ['React', 'Node.js'], posted_within_days: 7 },
      sort: 'date',
      page: 3,
      size: 25,
    });
    expect(readJobQuery(writeJobQuery(query))).toEqual(query);
    const odd = readJobQuery(new URLSearchParams('type=XOR&size=11&page=-2&posted=5&work_location=moon'));
    expect(writeJobQuery(odd).toString()).toBe('');
  });
});

describe('how long ago a job was posted', () => {
  it('answers the largest whole unit, in the reader locale', () => {
    const now = Date.parse('2026-01-05T09:00:00Z');
    const en = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
    expect(timeAgo(en, '2026-01-02T08:00:00Z', now)).toBe('3 days ago');
    expect(timeAgo(en, '2026-01-04T09:00:00Z', now)).toBe('yesterday');
    expect(timeAgo(en, '2026-01-05T06:30:00Z', now)).toBe('2 hours ago');
    expect(timeAgo(en, '2026-01-05T09:00:20Z', now)).toBe('now');
    expect(timeAgo(en, '2025-12-01T09:00:00Z', now)).toBe('last month');
    expect(timeAgo(en, null, now)).toBe('—');
    expect(timeAgo(new Intl.RelativeTimeFormat('fr', { numeric: 'auto' }), '2026-01-02T09:00:00Z', now)).toBe(
      'il y a 3 jours',
    );
  });
});

describe('/search_job', () => {
  it('starts from the URL: words, OR/AND, filters, sort, page and size', async () => {
    const bodies = bodiesTo(server, 'POST', SEARCH);
    const queries = queriesTo(server, SEARCH);
    signIn('jobseeker');
    renderPage(
      '/search_job?q=node&type=AND&skill=Node.js&sort=date&size=25&page=2&city=Denver',
      <SearchJobPage />,
      '/search_job',
    );
    await waitFor(() => expect(bodies.length).toBeGreaterThan(0));
    expect(bodies[0]).toEqual({
      search: 'node',
      search_type: 'AND',
      filters: { city: 'Denver', skills: ['Node.js'] },
      sort: 'date',
    });
    expect(queries[0]?.get('limit')).toBe('25');
    expect(queries[0]?.get('offset')).toBe('25');
    expect((screen.getByRole('searchbox', { name: 'Search jobs' }) as HTMLInputElement).value).toBe('node');
    expect((screen.getByRole('radio', { name: 'All words (AND)' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('list', { name: 'Chosen skills' }).textContent).toContain('Node.js');
  });

  it('puts a search, OR/AND, filters and the page in the URL, and back restores the last one', async () => {
    const bodies = bodiesTo(server, 'POST', SEARCH);
    const queries = queriesTo(server, SEARCH);
    const many = Array.from({ length: 12 }, (_, i) =>
      publicJobFixture(100 + i, { title: `Job ${100 + i}` }),
    ).map((job) => ({ ...job, score: 1 }));
    server.use(overrides.value('searchJob', { count: 30, results: many.slice(0, 10) }));
    signIn('jobseeker');
    const { router } = renderPage('/search_job', <SearchJobPage />);
    await waitFor(() => expect(jobList().textContent).toContain('Job 100'));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'react engineer');
    await userEvent.click(screen.getByRole('radio', { name: 'All words (AND)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(bodies.at(-1)).toMatchObject({ search: 'react engineer', search_type: 'AND' }),
    );
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('react engineer');
    expect(new URLSearchParams(router.state.location.search).get('type')).toBe('AND');

    await choose(/Work location/, 'Remote');
    await userEvent.type(screen.getByRole('textbox', { name: /Minimum salary/ }), '100000');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() =>
      expect(bodies.at(-1)?.filters).toEqual({ work_location: 'remote', salary_min: 100000 }),
    );
    expect(router.state.location.search).toContain('work_location=remote');

    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(queries.at(-1)?.get('offset')).toBe('10'));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');

    // Back: page 1 of the same search; back again: the search before the filters.
    await router.navigate(-1);
    await waitFor(() => expect(queries.at(-1)?.get('offset')).toBe('0'));
    expect(router.state.location.search).toContain('work_location=remote');
    await router.navigate(-1);
    await waitFor(() => expect(bodies.at(-1)?.filters).toEqual({}));
    expect((screen.getByRole('searchbox', { name: 'Search jobs' }) as HTMLInputElement).value).toBe(
      'react engineer',
    );
    await router.navigate(-1);
    await waitFor(() =>
      expect((screen.getByRole('searchbox', { name: 'Search jobs' }) as HTMLInputElement).value).toBe(''),
    );
    // The box shows the earlier state first; the search for it goes out after (a busy machine shows the gap).
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ search: '', search_type: 'OR' }));
  });

  it('sends the page size and sort chosen, back on page 1', async () => {
    const bodies = bodiesTo(server, 'POST', SEARCH);
    const queries = queriesTo(server, SEARCH);
    signIn('jobseeker');
    const { router } = renderPage('/search_job?page=3', <SearchJobPage />, '/search_job');
    await choose(/Jobs per page/, '50');
    await waitFor(() => expect(queries.at(-1)?.get('limit')).toBe('50'));
    expect(queries.at(-1)?.get('offset')).toBe('0');
    await choose(/Sort by/, 'Newest first');
    await waitFor(() => expect(bodies.at(-1)?.sort).toBe('date'));
    expect(router.state.location.search).toBe('?sort=date&size=50');
  });

  it('shows the job cards, with "Applied" only on jobs I applied to', async () => {
    signIn('jobseeker');
    renderPage('/search_job', <SearchJobPage />);
    const applied = publicJobsFixture.find((j) => j.application_id !== null)!;
    const other = publicJobsFixture.find((j) => j.application_id === null)!;
    await waitFor(() => expect(jobList().textContent).toContain(applied.title));
    expect(card(applied.title).textContent).toContain('Applied');
    expect(card(other.title).textContent).not.toContain('Applied');
    expect(card(other.title).textContent).toContain('Salary: 90,000 – 130,000');
    expect(card(other.title).textContent).toMatch(/Posted .+ ago/);
    expect(card(applied.title).textContent).toContain('Salary not given');
    const link = within(card(other.title)).getByRole('link', { name: other.title });
    expect(link.getAttribute('href')).toBe(`/search_job/apply_job?job=${other.id}`);
  });

  it('says when no job matches and clears the search and filters', async () => {
    server.use(overrides.empty('searchJob'));
    signIn('jobseeker');
    const { router } = renderPage(
      '/search_job?q=cobol&work_location=remote',
      <SearchJobPage />,
      '/search_job',
    );
    expect((await screen.findByRole('heading', { name: 'No jobs match' })).tagName).toBe('H2');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((screen.getByRole('searchbox', { name: 'Search jobs' }) as HTMLInputElement).value).toBe('');
  });

  it('shows the server error, and Retry searches again', async () => {
    server.use(overrides.serverError('searchJob'));
    signIn('jobseeker');
    renderPage('/search_job', <SearchJobPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Internal server error');
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(jobList().textContent).toContain(publicJobsFixture[0]!.title));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
