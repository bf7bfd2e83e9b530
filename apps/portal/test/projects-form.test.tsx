import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handle, overrides } from '@talent/api/msw';
import type { ProjectDetail } from '@talent/api/contract';
import ProjectFormPage from '../src/pages/projects/ProjectFormPage';
import { emptyProjectForm, projectInputOf } from '../src/pages/projects/projectForm';
import { bodiesTo, jobsServer } from './jobs.harness';
import { projectFixture } from './projects.harness';
import { renderPage, signIn } from './profiles.harness';

const server = jobsServer();
const NOW = Date.parse('2026-01-05T09:00:00Z');

const detail = (overrides: Partial<ProjectDetail['project']> = {}, isOwner = true): ProjectDetail => ({
  project: projectFixture(7, { title: 'Logo redesign', ...overrides }),
  my_proposal: null,
  is_owner: isOwner,
  invited: [],
  deliveries: [],
  history: [],
});

function answerSaves() {
  server.use(
    handle('createProject', ({ body }) => projectFixture(42, { ...body, status: body.status })),
    handle('updateProject', ({ body, params }) =>
      projectFixture(Number(params.id), { ...body, status: body.status }),
    ),
  );
}

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });

describe('the project form body', () => {
  it('lets a draft go with a title only, and checks TAT, dates and invited ids', () => {
    expect(projectInputOf({ ...emptyProjectForm, title: ' Logo ' }, 'draft', NOW)).toEqual({
      errors: null,
      body: {
        title: 'Logo',
        description: null,
        skills: [],
        budget_type: 'fixed',
        budget: null,
        hourly_rate: null,
        deadline: null,
        visibility: 'public',
        invited: [],
        status: 'draft',
      },
    });
    const bad = projectInputOf(
      {
        ...emptyProjectForm,
        title: 'Lo',
        budget: '0',
        budget_type: 'hourly',
        hourly_rate: '2000000',
        deadline: '2026-01-04',
        visibility: 'invited',
        invited: '3, x',
      },
      'open',
      NOW,
    );
    expect(bad.errors).toEqual({
      title: 'The title has at least 3 characters.',
      budget: 'Enter a whole number of TAT, more than 0.',
      hourly_rate: 'At most 1,000,000 TAT.',
      deadline: 'The deadline cannot be in the past.',
      invited: 'Enter the user ids of the invited freelancers, separated by commas.',
    });
    const ok = projectInputOf(
      {
        ...emptyProjectForm,
        title: 'Logo',
        budget: '1,500',
        budget_type: 'hourly',
        hourly_rate: '30',
        deadline: '2026-01-05',
        visibility: 'invited',
        invited: '3, 4, 3',
      },
      'open',
      NOW,
    );
    expect(ok.body).toMatchObject({ budget: 1500, hourly_rate: 30, deadline: '2026-01-05', invited: [3, 4] });
  });
});

describe('/create-project', () => {
  it('saves an incomplete draft and opens the project page', async () => {
    answerSaves();
    const created = bodiesTo(server, 'POST', '/api/project/');
    signIn('recruiter');
    const { router } = renderPage('/create-project', <ProjectFormPage />);
    await userEvent.type(textbox(/Project title/), 'Logo redesign');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/freework/project_details/42'));
    expect(created).toEqual([
      expect.objectContaining({ title: 'Logo redesign', status: 'draft', budget: null, deadline: null }),
    ]);
  });

  it('publishes an hourly project with skills', async () => {
    answerSaves();
    const created = bodiesTo(server, 'POST', '/api/project/');
    signIn('recruiter');
    const { router } = renderPage('/create-project', <ProjectFormPage />);
    await userEvent.type(textbox(/Project title/), 'Data pipeline');
    await userEvent.click(screen.getByRole('radio', { name: 'Hourly' }));
    await userEvent.type(textbox(/Budget cap/), '2000');
    await userEvent.type(textbox(/Hourly rate/), '40');
    const skills = screen.getByRole('combobox', { name: 'Skills' });
    await userEvent.type(skills, 'Reac');
    await userEvent.click(
      await within(await screen.findByRole('listbox')).findByRole('option', { name: 'React' }),
    );
    await userEvent.keyboard('{Escape}');
    expect((await screen.findByRole('list', { name: 'Skills' })).textContent).toContain('React');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/freework/project_details/42'));
    expect(created.at(-1)).toMatchObject({
      title: 'Data pipeline',
      budget_type: 'hourly',
      budget: 2000,
      hourly_rate: 40,
      skills: ['React'],
      status: 'open',
    });
  });

  it('marks a budget that is not a number and sends nothing', async () => {
    const created = bodiesTo(server, 'POST', '/api/project/');
    signIn('recruiter');
    renderPage('/create-project', <ProjectFormPage />);
    await userEvent.type(textbox(/Project title/), 'Logo redesign');
    await userEvent.type(textbox(/Budget \(TAT\)/), 'lots');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Enter a whole number of TAT, more than 0.')).toBeTruthy();
    expect(textbox(/Budget \(TAT\)/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Check the marked fields.')).toBeTruthy();
    expect(created).toEqual([]);
  });

  it("shows the server's message on its field when publishing lacks a field", async () => {
    server.use(
      overrides.error('createProject', 400, 'A published project needs a deadline.', {
        deadline: ['A published project needs a deadline.'],
      }),
    );
    signIn('recruiter');
    const { router } = renderPage('/create-project', <ProjectFormPage />);
    await userEvent.type(textbox(/Project title/), 'Logo redesign');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.getByLabelText(/Deadline/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('A published project needs a deadline.').length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/create-project');
  });
});

describe('/update-upwork/:uid', () => {
  it('fills the form from the project and saves an open one as open', async () => {
    answerSaves();
    server.use(overrides.value('projectView', detail({ budget: 800, deadline: '2099-03-01' })));
    const updated = bodiesTo(server, 'PUT', '/api/project/7/');
    signIn('recruiter');
    const { router } = renderPage('/update-upwork/7', <ProjectFormPage />, '/update-upwork/:uid');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    await waitFor(() => expect((textbox(/Project title/) as HTMLInputElement).value).toBe('Logo redesign'));
    expect((textbox(/Budget \(TAT\)/) as HTMLInputElement).value).toBe('800');
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    await userEvent.clear(textbox(/Budget \(TAT\)/));
    await userEvent.type(textbox(/Budget \(TAT\)/), '900');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/freework/project_details/7'));
    expect(updated.at(-1)).toMatchObject({ budget: 900, deadline: '2099-03-01', status: 'open' });
  });

  it('shows the invited freelancers of an invited-only project and keeps them when saving', async () => {
    answerSaves();
    server.use(
      overrides.value('projectView', {
        ...detail({ visibility: 'invited', deadline: '2099-03-01' }),
        invited: [8, 12],
      }),
    );
    const updated = bodiesTo(server, 'PUT', '/api/project/7/');
    signIn('recruiter');
    const { router } = renderPage('/update-upwork/7', <ProjectFormPage />, '/update-upwork/:uid');
    await waitFor(() => expect((textbox(/Invited freelancers/) as HTMLInputElement).value).toBe('8, 12'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/freework/project_details/7'));
    expect(updated.at(-1)).toMatchObject({ visibility: 'invited', invited: [8, 12] });
  });

  it('says an awarded project can no longer change, and another poster’s is not theirs', async () => {
    server.use(overrides.value('projectView', detail({ status: 'awarded' })));
    signIn('recruiter');
    const first = renderPage('/update-upwork/7', <ProjectFormPage />, '/update-upwork/:uid');
    expect(await screen.findByRole('heading', { name: 'This project can no longer change' })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    first.unmount();
    server.use(overrides.value('projectView', detail({}, false)));
    renderPage('/update-upwork/7', <ProjectFormPage />, '/update-upwork/:uid');
    expect(await screen.findByRole('heading', { name: 'This is not your project' })).toBeTruthy();
  });

  it('shows the server error of a project it cannot read', async () => {
    server.use(overrides.error('projectView', 404, 'No such project visible to me'));
    signIn('recruiter');
    renderPage('/update-upwork/99', <ProjectFormPage />, '/update-upwork/:uid');
    expect((await screen.findByText('No such project visible to me')).getAttribute('role')).toBe('alert');
  });
});
