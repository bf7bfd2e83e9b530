import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jobFixture, overrides } from '@talent/api/msw';
import { APPLICATION_STATUS } from '@talent/api/rules';
import JobFormPage from '../src/pages/jobs/JobFormPage';
import JobsPage from '../src/pages/jobs/JobsPage';
import { bodiesTo, jobsServer, queriesTo } from './jobs.harness';
import { renderPage, signIn } from './profiles.harness';

const server = jobsServer();

const jobsTable = () => screen.getByRole('grid', { name: 'Jobs' });

describe('the job list', () => {
  it('lists my jobs with status and applicants, and searches by text and by keys', async () => {
    const queries = queriesTo(server, '/api/job');
    signIn('recruiter');
    renderPage('/jobs', <JobsPage />);
    await waitFor(() => expect(jobsTable().textContent).toContain(jobFixture(1).title));
    const row = within(jobsTable()).getByRole('row', { name: new RegExp(jobFixture(1).title) });
    expect(row.textContent).toContain('Open');
    expect(row.textContent).toContain(`${APPLICATION_STATUS[1]}: 2`);
    expect(row.textContent).toContain('3 in all');
    expect(queries[0]?.get('limit')).toBe('10');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'react');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries.some((q) => q.get('search') === 'react')).toBe(true));

    await userEvent.type(screen.getByRole('textbox', { name: 'Keys' }), 'react, austin');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(queries.at(-1)?.get('key')).toBe('react, austin'));
    expect(queries.at(-1)?.get('search')).toBe('react');
  });

  it('filters by status with the values of job_search_filter', async () => {
    const queries = queriesTo(server, '/api/job');
    signIn('recruiter');
    renderPage('/jobs', <JobsPage />);
    const status = await screen.findByRole('button', { name: /Status/ });
    await waitFor(() => expect(status.hasAttribute('disabled')).toBe(false));
    await userEvent.click(status);
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Paused' }));
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('paused'));
    await waitFor(() => expect(jobsTable().textContent).not.toContain(jobFixture(1).title));
    expect(jobsTable().textContent).toContain(jobFixture(2).title);
  });

  it('shows "No filter" when the filter call fails, and lists every job', async () => {
    server.use(overrides.serverError('jobSearchFilter'));
    const queries = queriesTo(server, '/api/job');
    signIn('recruiter');
    renderPage('/jobs', <JobsPage />);
    await waitFor(() => expect(jobsTable().textContent).toContain(jobFixture(3).title));
    const status = screen.getByRole('button', { name: /Status/ });
    await waitFor(() => expect(status.textContent).toContain('No filter'));
    expect(status.hasAttribute('disabled')).toBe(true);
    expect(queries.every((q) => !q.has('status'))).toBe(true);
  });

  it('offers only the legal status moves of each job', async () => {
    signIn('recruiter');
    renderPage('/jobs', <JobsPage />);
    await userEvent.click(await screen.findByRole('button', { name: `Actions for ${jobFixture(3).title}` }));
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    // A draft may be published or closed (JOB_TRANSITIONS.draft), not paused or filled.
    expect(items).toEqual(['View', 'Edit', 'Matching profiles', 'Publish', 'Close', 'Delete']);
  });
});

describe('the job form', () => {
  async function fillTitle(title: string) {
    await userEvent.type(await screen.findByRole('textbox', { name: /Job Title/ }), title);
  }

  it('saves an incomplete draft without asking for the job count', async () => {
    const created = bodiesTo(server, 'POST', '/api/create-job/');
    const counts = queriesTo(server, '/api/get_job_count');
    signIn('recruiter');
    const { router } = renderPage('/jobs/create-job', <JobFormPage />);
    await fillTitle('Night shift nurse');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view-job/10'));
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ title: 'Night shift nurse', status: 'draft', skills: [] });
    expect(counts).toHaveLength(0);
  });

  it('shows the limit message instead of publishing when the plan allows no more open jobs', async () => {
    const message = 'Your plan allows 3 open jobs; you have 3.';
    server.use(overrides.value('jobCount', { allowed: false, open_jobs: 3, limit: 3, message }));
    const created = bodiesTo(server, 'POST', '/api/create-job/');
    signIn('recruiter');
    renderPage('/jobs/create-job', <JobFormPage />);
    await fillTitle('Night shift nurse');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const alert = await screen.findByText(message);
    expect(alert.closest('form')?.getAttribute('aria-label')).toBe('Create Job');
    expect(created).toEqual([]);
  });

  it('publishes after the count allows it, and shows the server field errors', async () => {
    const created = bodiesTo(server, 'POST', '/api/create-job/');
    signIn('recruiter');
    const { router } = renderPage('/jobs/create-job', <JobFormPage />);
    // Two letters: the contract's message comes back on the title field.
    await fillTitle('RN');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(document.body.textContent).toContain('The title has at least 3 characters.'));
    await userEvent.type(screen.getByRole('textbox', { name: /Job Title/ }), ' lead');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view-job/10'));
    expect(created.at(-1)).toMatchObject({ title: 'RN lead', status: 'open' });
  });

  it('offers cities from the master data and fills the state and ZIP of the one picked', async () => {
    const created = bodiesTo(server, 'POST', '/api/create-job/');
    signIn('recruiter');
    renderPage('/jobs/create-job', <JobFormPage />);
    await fillTitle('Night shift nurse');
    await userEvent.type(screen.getByRole('combobox', { name: 'City' }), 'Aus');
    const option = await screen.findByRole('option', { name: /^Austin/ });
    await userEvent.click(option);
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect((screen.getByRole('combobox', { name: 'City' }) as HTMLInputElement).value).toBe('Austin');
    expect((screen.getByRole('combobox', { name: 'State' }) as HTMLInputElement).value).toBe('Texas (TX)');
    expect((screen.getByRole('textbox', { name: 'ZIP Code' }) as HTMLInputElement).value).toBe('73301');
    // The state list: typing a name offers it, picking it keeps the abbreviation, and the list closes.
    const state = screen.getByRole('combobox', { name: 'State' });
    await userEvent.clear(state);
    await userEvent.type(state, 'Calif');
    await userEvent.click(await screen.findByRole('option', { name: /California/ }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect((screen.getByRole('combobox', { name: 'State' }) as HTMLInputElement).value).toBe(
      'California (CA)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ city: 'Austin', state: 'CA', zipcode: '73301' });
  });

  it('pre-fills the form from a template', async () => {
    signIn('recruiter');
    renderPage('/jobs/create-job', <JobFormPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Use template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Use template' });
    const select = within(dialog).getByRole('button', { name: /Template/ });
    await waitFor(() => expect(select.hasAttribute('disabled')).toBe(false));
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Analyst role' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Use template' })).toBeNull());
    const title = screen.getByRole('textbox', { name: /Job Title/ }) as HTMLInputElement;
    // Template 1 ("Analyst role") carries the job fields of jobFixture(1).
    expect(title.value).toBe(jobFixture(1).title);
    expect((screen.getByRole('combobox', { name: 'City' }) as HTMLInputElement).value).toBe('Austin');
    expect(screen.getByRole('list', { name: 'Skills' }).textContent).toContain('TypeScript');
  });

  it('saves an edited published job without changing its status', async () => {
    const patched = bodiesTo(server, 'PATCH', '/api/create-job/1/');
    signIn('recruiter');
    renderPage('/update-job/1', <JobFormPage />, '/update-job/:uid');
    const title = (await screen.findByRole('textbox', { name: /Job Title/ })) as HTMLInputElement;
    await waitFor(() => expect(title.value).toBe(jobFixture(1).title));
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    await userEvent.type(title, ' II');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patched).toHaveLength(1));
    expect(patched[0]).toMatchObject({ title: `${jobFixture(1).title} II` });
    expect(patched[0]).not.toHaveProperty('status');
  });
});
