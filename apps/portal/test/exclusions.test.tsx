import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { handlers, overrides } from '@talent/api/msw';
import { ExclusionListPage } from '../src/pages/exclusions/ExclusionListPage';
import { renderPage, signIn } from './profiles.harness';
import { isShown } from './shown';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const table = () => screen.getByRole('grid', { name: 'Keyword Stream' });

describe('exclusion lists', () => {
  it('lists my blocked keywords and searches with the query sent to the server', async () => {
    const queries: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/block_keyword')) queries.push(new URL(request.url).search);
    });
    signIn('recruiter');
    renderPage('/keyword_management', <ExclusionListPage kind="keyword" />);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Keyword Stream'));
    await waitFor(() => expect(table().textContent).toContain('confidential'));
    expect(table().textContent).toContain('references available');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Keyword' }), 'conf');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries.some((q) => q.includes('search=conf'))).toBe(true));
    expect(queries[0]).toContain('limit=10');
    expect(queries[0]).toContain('offset=0');
    server.events.removeAllListeners();
  });

  it('adds an entry through the dialog and shows the server message of a refusal', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/block_keyword', async ({ request }) => {
        const body = await request.json();
        bodies.push(body);
        return bodies.length === 1
          ? HttpResponse.json({ message: 'Already in the list' }, { status: 409 })
          : HttpResponse.json(
              { id: 3, keyword: 'salary', created_at: '2026-11-22T00:00:00Z' },
              { status: 201 },
            );
      }),
    );
    signIn('recruiter');
    renderPage('/keyword_management', <ExclusionListPage kind="keyword" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Keyword' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Keyword' });
    // Empty: the required field stops the form, nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(bodies).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Keyword/ }), '  salary {Enter}');
    await waitFor(() => expect(dialog.textContent).toContain('Already in the list'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Keyword' })).toBeNull());
    expect(bodies).toEqual([{ keyword: 'salary' }, { keyword: 'salary' }]);
  });

  it('edits and deletes a domain by id', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/blockDomainView/'))
        calls.push(`${request.method} ${new URL(request.url).pathname}`);
    });
    signIn('editor');
    renderPage('/domain_management', <ExclusionListPage kind="domain" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit spam-mail.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Domain' });
    const field = within(dialog).getByRole('textbox', { name: /Domain/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'junk-mail.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toContain('PUT /api/blockDomainView/1'));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete spam-mail.com' }));
    const confirm = (await screen.findAllByRole('alertdialog', { name: 'Delete spam-mail.com?' })).at(-1)!;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls).toContain('DELETE /api/blockDomainView/1'));
    server.events.removeAllListeners();
  });

  it('shows the empty state and the error state', async () => {
    server.use(overrides.empty('listExperienceKeyword'));
    signIn('recruiter');
    const view = renderPage('/experience_keyword', <ExclusionListPage kind="experience" />);
    expect(isShown(await screen.findByText('No Data Found'))).toBe(true);
    view.unmount();
    server.use(overrides.serverError('listExperienceKeyword'));
    renderPage('/experience_keyword', <ExclusionListPage kind="experience" />);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Extraction Keyword'),
    );
    expect(isShown(await screen.findByText('Internal server error'))).toBe(true);
    expect(screen.queryByText('confidential')).toBeNull();
  });

  it('keeps the keyword_exclusion list on its own screen, linked from the other lists', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/keyword_exclusion'))
        calls.push(`${request.method} ${new URL(request.url).pathname}`);
    });
    signIn('recruiter');
    renderPage('/keyword_exclusion', <ExclusionListPage kind="exclusion" />);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Keyword Exclusion'),
    );
    const nav = screen.getByRole('navigation', { name: 'Exclusion lists' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]);
    expect(links).toEqual([
      ['Keyword Stream', '/keyword_management', null],
      ['Domain Exclusions', '/domain_management', null],
      ['Keyword Exclusion', '/keyword_exclusion', 'page'],
      ['Extraction Keyword', '/experience_keyword', null],
    ]);
    const grid = () => screen.getByRole('grid', { name: 'Keyword Exclusion' });
    await waitFor(() => expect(grid().textContent).toContain('confidential'));
    await userEvent.click(screen.getByRole('button', { name: 'Add Term' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Term' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Term/ }), 'References{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Term' })).toBeNull());
    await userEvent.click(await screen.findByRole('button', { name: 'Delete confidential' }));
    const confirm = (await screen.findAllByRole('alertdialog', { name: 'Delete confidential?' })).at(-1)!;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls).toContain('DELETE /api/keyword_exclusion/1'));
    expect(calls).toContain('POST /api/keyword_exclusion');
    expect(calls).toContain('GET /api/keyword_exclusion');
    server.events.removeAllListeners();
  });
});
