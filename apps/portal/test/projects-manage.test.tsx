import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handle, overrides } from '@talent/api/msw';
import type { Proposal } from '@talent/api/contract';
import ManageProjectPage, { workStateOf } from '../src/pages/projects/ManageProjectPage';
import { bodiesTo, jobsServer } from './jobs.harness';
import { projectFixture } from './projects.harness';
import { renderPage, signIn } from './profiles.harness';

const server = jobsServer();

function proposal(id: number, overrides: Partial<Proposal> = {}): Proposal {
  return {
    id,
    project_id: id + 100,
    project_title: `Project ${id}`,
    project_status: 'open',
    freelancer_id: 7,
    cover_letter: 'Hello',
    bid: 300,
    days: 5,
    status: 'pending',
    created_at: '2026-01-04T09:00:00.000Z',
    updated_at: '2026-01-04T09:00:00.000Z',
    freelancer: {
      user_id: 7,
      name: 'Fred Freelancer',
      headline: null,
      hourly_rate: null,
      skills: [],
      portfolio_links: [],
      completed_projects: 0,
    },
    ...overrides,
  };
}

const work = [
  proposal(1),
  proposal(2, { status: 'awarded', project_status: 'awarded' }),
  proposal(3, { status: 'awarded', project_status: 'in_progress' }),
  proposal(4, { status: 'awarded', project_status: 'delivered' }),
  proposal(5, { status: 'awarded', project_status: 'completed' }),
  proposal(6, { status: 'withdrawn' }),
];

describe('the work states', () => {
  it('puts each proposal under its state and leaves out withdrawn and declined ones', () => {
    expect(work.map(workStateOf)).toEqual(['sent', 'awarded', 'in_progress', 'delivered', 'completed', null]);
    expect(workStateOf({ status: 'declined', project_status: 'awarded' })).toBeNull();
    expect(workStateOf({ status: 'awarded', project_status: 'disputed' })).toBe('delivered');
  });
});

describe('/manage_project', () => {
  it('shows the work by state in tabs kept in the URL', async () => {
    server.use(overrides.value('appliedForProject', { count: work.length, results: work }));
    signIn('freelancer');
    const { router } = renderPage('/manage_project', <ManageProjectPage />);
    expect(screen.getByRole('status', { name: 'Loading projects' })).toBeTruthy();
    const sent = await screen.findByRole('list', { name: 'Proposals sent' });
    expect(within(sent).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Completed (1)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Delivered (1)' }));
    expect(router.state.location.search).toBe('?state=delivered');
    expect(screen.getByRole('list', { name: 'Delivered' }).textContent).toContain('Project 4');
    expect(screen.queryByText('Project 6')).toBeNull();
  });

  it('withdraws a pending proposal', async () => {
    let list = [proposal(1)];
    server.use(
      handle('appliedForProject', () => ({ count: list.length, results: list })),
      handle('withdrawProposal', () => {
        list = [proposal(1, { status: 'withdrawn' })];
        return list[0]!;
      }),
    );
    signIn('freelancer');
    renderPage('/manage_project', <ManageProjectPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw from Project 1' }));
    expect(await screen.findByRole('heading', { name: 'Nothing here' })).toBeTruthy();
  });

  it('starts awarded work, and delivers work in progress with a message', async () => {
    server.use(
      overrides.value('appliedForProject', { count: work.length, results: work }),
      handle('startProject', () => projectFixture(102, { status: 'in_progress' })),
      handle('deliverProject', () => projectFixture(103, { status: 'delivered' })),
    );
    const delivered = bodiesTo(server, 'POST', '/api/project/103/deliver');
    const starts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/project/102/start') starts.push(request.method);
    });
    signIn('freelancer');
    renderPage('/manage_project?state=awarded', <ManageProjectPage />, '/manage_project');
    await userEvent.click(await screen.findByRole('button', { name: 'Start work on Project 2' }));
    await waitFor(() => expect(starts).toEqual(['POST']));

    await userEvent.click(screen.getByRole('tab', { name: 'In progress (1)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deliver Project 3' }));
    const form = screen.getByRole('form', { name: 'Deliver Project 3' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send delivery' }));
    expect(within(form).getByText('Write a message.')).toBeTruthy();
    expect(delivered).toEqual([]);
    await userEvent.type(within(form).getByRole('textbox', { name: /Delivery message/ }), 'All done.');
    await userEvent.click(within(form).getByRole('button', { name: 'Send delivery' }));
    await waitFor(() => expect(delivered).toEqual([{ message: 'All done.' }]));
  });

  it('shows the server error, and Retry asks again', async () => {
    server.use(overrides.error('appliedForProject', 503, 'Try again later'));
    signIn('freelancer');
    renderPage('/manage_project', <ManageProjectPage />);
    expect((await screen.findByText('Try again later')).getAttribute('role')).toBe('alert');
    server.use(overrides.value('appliedForProject', { count: 1, results: [proposal(1)] }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Proposals sent' })).toBeTruthy();
  });
});
