import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jobTemplatesFixture } from '@talent/api/msw';
import { APPLICATION_STATUS } from '@talent/api/rules';
import DashboardPage from '../src/pages/dashboard/DashboardPage';
import TemplateFormPage from '../src/pages/jobs/TemplateFormPage';
import TemplatesPage from '../src/pages/jobs/TemplatesPage';
import { bodiesTo, jobsServer } from './jobs.harness';
import { renderPage, signIn } from './profiles.harness';

const server = jobsServer();

/** `METHOD /path` of every request to the job templates. */
function templateCalls() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/api/job_template')) seen.push(`${request.method} ${path}`);
  });
  return seen;
}

describe('job templates', () => {
  it('lists my templates and deletes one after confirmation', async () => {
    const calls = templateCalls();
    const [first] = jobTemplatesFixture;
    signIn('recruiter');
    renderPage('/job_template', <TemplatesPage />);
    const table = await screen.findByRole('grid', { name: 'Job Template' });
    await waitFor(() => expect(table.textContent).toContain(first!.name));
    await userEvent.click(screen.getByRole('button', { name: `Delete ${first!.name}` }));
    const confirm = await screen.findByRole('alertdialog', { name: `Delete ${first!.name}?` });
    expect(calls).not.toContain(`DELETE /api/job_template/${first!.id}`);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls).toContain(`DELETE /api/job_template/${first!.id}`));
  });

  it('creates a template, showing the server message for a missing name', async () => {
    const bodies = bodiesTo(server, 'POST', '/api/job_template');
    signIn('recruiter');
    const { router } = renderPage('/job_template/create', <TemplateFormPage />);
    await userEvent.type(await screen.findByRole('textbox', { name: /Job Title/ }), 'Staff nurse');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.body.textContent).toContain('The template name is required.'));
    expect(router.state.location.pathname).toBe('/job_template/create');
    await userEvent.type(screen.getByRole('textbox', { name: /Template name/ }), 'Nurses');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/job_template'));
    expect(bodies.at(-1)).toMatchObject({ name: 'Nurses', title: 'Staff nurse' });
    expect(bodies.at(-1)).not.toHaveProperty('status');
  });
});

describe('the dashboard hiring panel', () => {
  it('shows open jobs, this week’s applications by status and the time to a first response', async () => {
    signIn('recruiter');
    renderPage('/dashboard', <DashboardPage />);
    const week = await screen.findByRole('region', { name: 'Applications this week' });
    await waitFor(() => expect(week.textContent).toContain(`${APPLICATION_STATUS[1]}: 2`));
    expect(week.textContent).toContain(`${APPLICATION_STATUS[5]}: 1`);
    const panel = screen.getByRole('heading', { name: 'Hiring' }).closest('section')!;
    expect(panel.textContent).toContain('Open jobs');
    expect(panel.textContent).toContain('18 h');
  });
});
