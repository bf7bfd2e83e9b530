import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { overrides } from '@talent/api/msw';
import FreeworkPage from '../src/pages/projects/FreeworkPage';
import { readProjectQuery, searchQuery, writeProjectQuery } from '../src/pages/projects/projectQuery';
import { jobsServer, queriesTo } from './jobs.harness';
import { projectFixture, installProjectHandlers } from './projects.harness';
import { renderPage, signIn } from './profiles.harness';

const server = jobsServer();
installProjectHandlers(server);
const SEARCH = '/api/project_search';
const MINE = '/api/my_project';

const card = (title: string) => screen.getByRole('article', { name: title });

async function choose(select: RegExp, option: string) {
  await userEvent.click(await screen.findByRole('button', { name: select }));
  await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

describe('the project query in the URL', () => {
  it('reads back what it writes, and drops defaults and unreadable values', () => {
    const query = readProjectQuery(
      new URLSearchParams(
        'q=react&skill=React&skill=Node.js&budget_min=100&budget_max=900&due=2026-03-01&saved=1&page=2&size=25',
      ),
    );
    expect(query).toEqual({
      text: 'react',
      filters: {
        skills: ['React', 'Node.js'],
        budget_min: 100,
        budget_max: 900,
        deadline_before: '2026-03-01',
      },
      savedOnly: true,
      tab: 'open',
      page: 2,
      size: 25,
    });
    expect(readProjectQuery(writeProjectQuery(query))).toEqual(query);
    expect(searchQuery(query)).toEqual({
      limit: 25,
      offset: 25,
      search: 'react',
      skills: 'React,Node.js',
      budget_min: 100,
      budget_max: 900,
      deadline_before: '2026-03-01',
      saved_only: 'true',
    });
    const odd = readProjectQuery(
      new URLSearchParams('size=11&page=-2&budget_min=-5&budget_max=abc&due=2026-02-31&saved=yes&tab=x'),
    );
    expect(writeProjectQuery(odd).toString()).toBe('');
  });
});

describe('/freework', () => {
  it('shows a freelancer the open projects with budget, deadline and skills', async () => {
    signIn('freelancer');
    renderPage('/freework', <FreeworkPage />);
    await screen.findByRole('list', { name: 'Projects' });
    expect(screen.getByRole('heading', { name: '2 projects found' })).toBeTruthy();
    const fixed = card('Landing page in React');
    expect(fixed.textContent).toContain('Fixed price: 500 TAT');
    expect(fixed.textContent).toContain('Due Feb 1, 2026');
    expect(fixed.textContent).toContain('2 proposals');
    expect(within(fixed).getByRole('link', { name: 'Landing page in React' }).getAttribute('href')).toBe(
      '/freework/project_details/1',
    );
    const hourly = card('Data pipeline');
    expect(hourly.textContent).toContain('Hourly: 40 TAT/h, up to 2,000 TAT');
    expect(hourly.textContent).toContain('No deadline');
    // Only posters have the tab of their own projects.
    expect(screen.queryByRole('tab', { name: 'My projects' })).toBeNull();
  });

  it('puts the words, the filters, saved-only and the page in the URL and the request', async () => {
    const queries = queriesTo(server, SEARCH);
    server.use(
      overrides.value('projectSearch', {
        count: 30,
        results: Array.from({ length: 10 }, (_, i) => projectFixture(100 + i)),
      }),
    );
    signIn('freelancer');
    const { router } = renderPage('/freework', <FreeworkPage />);
    await screen.findByRole('list', { name: 'Projects' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'landing');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('landing'));

    await userEvent.type(screen.getByRole('textbox', { name: /Skills/ }), 'React, Node.js');
    await userEvent.type(screen.getByRole('textbox', { name: /Budget from/ }), '100');
    await userEvent.type(screen.getByRole('textbox', { name: /Budget to/ }), '900');
    await userEvent.type(screen.getByRole('textbox', { name: /Due by/ }), '2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(queries.at(-1)?.get('skills')).toBe('React,Node.js'));
    expect(queries.at(-1)?.get('budget_min')).toBe('100');
    expect(queries.at(-1)?.get('budget_max')).toBe('900');
    expect(queries.at(-1)?.get('deadline_before')).toBe('2026-03-01');
    expect(queries.at(-1)?.get('search')).toBe('landing');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Saved projects only' }));
    await waitFor(() => expect(queries.at(-1)?.get('saved_only')).toBe('true'));

    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(queries.at(-1)?.get('offset')).toBe('10'));
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('page')).toBe('2');
    expect(search.getAll('skill')).toEqual(['React', 'Node.js']);
    expect(search.get('saved')).toBe('1');

    await choose(/Projects per page/, '50');
    await waitFor(() => expect(queries.at(-1)?.get('limit')).toBe('50'));
    expect(queries.at(-1)?.get('offset')).toBe('0');

    // Back: the page-2 search again.
    await router.navigate(-1);
    await waitFor(() => expect(queries.at(-1)?.get('offset')).toBe('10'));
  });

  it('refuses a filter that is not a number or not a date, and sends nothing for it', async () => {
    const queries = queriesTo(server, SEARCH);
    signIn('freelancer');
    const { router } = renderPage('/freework', <FreeworkPage />);
    await screen.findByRole('list', { name: 'Projects' });
    const before = queries.length;
    await userEvent.type(screen.getByRole('textbox', { name: /Budget from/ }), '-5');
    await userEvent.type(screen.getByRole('textbox', { name: /Budget to/ }), 'lots');
    await userEvent.type(screen.getByRole('textbox', { name: /Due by/ }), '2026-02-31');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(screen.getAllByText('Enter a whole number of TAT.')).toHaveLength(2);
    expect(screen.getByText('Enter a date as YYYY-MM-DD.')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(queries.length).toBe(before);

    await userEvent.clear(screen.getByRole('textbox', { name: /Budget from/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Budget from/ }), '900');
    await userEvent.clear(screen.getByRole('textbox', { name: /Budget to/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Budget to/ }), '100');
    await userEvent.clear(screen.getByRole('textbox', { name: /Due by/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(screen.getByText('The budget to is at least the budget from.')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('saves a project and takes it off again, by keyboard', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (new URL(request.url).pathname === '/api/save_project/') bodies.push(await request.clone().json());
    });
    signIn('freelancer');
    renderPage('/freework', <FreeworkPage />);
    const save = await screen.findByRole('button', { name: 'Save Landing page in React' });
    expect(save.getAttribute('aria-pressed')).toBe('false');
    save.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Save Landing page in React' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(bodies).toEqual([{ project_id: 1, saved: true }]);
    await userEvent.click(screen.getByRole('button', { name: 'Save Data pipeline' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save Data pipeline' }).getAttribute('aria-pressed')).toBe(
        'false',
      ),
    );
    expect(bodies.at(-1)).toEqual({ project_id: 2, saved: false });
  });

  it('says when no project matches and clears the search', async () => {
    server.use(overrides.empty('projectSearch'));
    signIn('freelancer');
    const { router } = renderPage('/freework?q=cobol&saved=1', <FreeworkPage />, '/freework');
    expect((await screen.findByRole('heading', { name: 'No projects match' })).tagName).toBe('H2');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((screen.getByRole('searchbox', { name: 'Search projects' }) as HTMLInputElement).value).toBe('');
  });

  it('shows the loading cards, then the server error, and Retry asks again', async () => {
    server.use(overrides.serverError('projectSearch'));
    signIn('freelancer');
    renderPage('/freework', <FreeworkPage />);
    expect(screen.getByRole('status', { name: 'Loading projects' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('Internal server error');
    server.resetHandlers();
    answerOneProject();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('list', { name: 'Projects' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives a poster the tab of their own projects, with their states, in the URL', async () => {
    const mine = queriesTo(server, MINE);
    signIn('recruiter');
    const { router } = renderPage('/freework', <FreeworkPage />);
    await screen.findByRole('list', { name: 'Projects' });
    // Posters do not save projects.
    expect(screen.queryByRole('button', { name: /^Save / })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Saved projects only' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'My projects' }));
    await screen.findByRole('list', { name: 'My projects' });
    expect(router.state.location.search).toBe('?tab=mine');
    expect(mine.at(-1)?.get('offset')).toBe('0');
    expect(card('My draft').textContent).toContain('Draft');
    expect(card('My awarded project').textContent).toContain('Awarded');
    expect(screen.getByRole('button', { name: 'Post a project' })).toBeTruthy();
  });

  it('invites a poster with no projects to post one', async () => {
    server.use(overrides.empty('myProjects'));
    signIn('recruiter');
    const { router } = renderPage('/freework?tab=mine', <FreeworkPage />, '/freework');
    expect(await screen.findByRole('heading', { name: 'You have posted no projects yet' })).toBeTruthy();
    const posts = screen.getAllByRole('button', { name: 'Post a project' });
    await userEvent.click(posts.at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-project'));
  });
});

function answerOneProject() {
  server.use(overrides.value('projectSearch', { count: 1, results: [projectFixture(1)] }));
}
