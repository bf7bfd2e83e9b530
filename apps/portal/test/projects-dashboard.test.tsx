import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { overrides } from '@talent/api/msw';
import FreelancerDashboardPage, { monthLabel } from '../src/pages/projects/FreelancerDashboardPage';
import { jobsServer } from './jobs.harness';
import { projectFixture } from './projects.harness';
import { renderPage, signIn } from './profiles.harness';

const server = jobsServer();

const figures = {
  earnings_total: 1260,
  earnings_by_month: [
    { month: '2025-12', amount: 360 },
    { month: '2026-01', amount: 900 },
  ],
  active_projects: 2,
  open_proposals: 3,
  win_rate: 0.25,
  recommended: [projectFixture(1, { title: 'Landing page in React' })],
  wallet: {
    tat: 1340,
    ttt: 0,
    movements: [
      {
        id: 5,
        transaction_id: 5,
        kind: 'project_release',
        currency: 'TAT' as const,
        amount: 900,
        memo: 'Project #3 accepted: paid for the work',
        profile_id: null,
        created_at: '2026-01-20T09:00:00.000Z',
      },
    ],
  },
};

describe('month labels', () => {
  it('names a month in the reader locale and keeps unreadable text', () => {
    expect(monthLabel('2026-01', 'en')).toBe('Jan 2026');
    expect(monthLabel('2026-01', 'fr')).toBe('janv. 2026');
    expect(monthLabel('soon', 'en')).toBe('soon');
  });
});

describe('/fl_dashboard', () => {
  it('shows earnings, active projects, open proposals, win rate and recommended projects', async () => {
    server.use(overrides.value('freelancerDashboard', figures));
    signIn('freelancer');
    renderPage('/fl_dashboard', <FreelancerDashboardPage />);
    const list = await screen.findByRole('list', { name: 'Recommended projects' });
    expect(within(list).getByRole('link', { name: 'Landing page in React' }).getAttribute('href')).toBe(
      '/freework/project_details/1',
    );
    const stats = screen.getByRole('region', { name: 'My figures' });
    expect(stats.textContent).toContain('1,260');
    expect(stats.textContent).toContain('25%');
    expect(stats.textContent).toContain('Open proposals3');
    expect(stats.textContent).toContain('Active projects2');
    expect(document.body.textContent).toContain('Total: 1,260 TAT');
    expect(document.body.textContent).toContain('Dec 2025');
    // The freelancer's wallet: the balance and the latest movements.
    const wallet = screen.getByRole('heading', { name: 'My wallet' }).closest('section')!;
    expect(wallet.textContent).toContain('1,340');
    const movements = within(wallet).getByRole('grid', { name: 'Latest movements' });
    expect(within(movements).getByRole('rowheader').textContent).toBe(
      'Project #3 accepted: paid for the work',
    );
    expect(movements.textContent).toContain('+900 TAT');
  });

  it('says when nothing matches and there is no win rate yet', async () => {
    server.use(
      overrides.value('freelancerDashboard', {
        ...figures,
        earnings_total: 0,
        earnings_by_month: [],
        win_rate: null,
        recommended: [],
        wallet: { tat: 0, ttt: 0, movements: [] },
      }),
    );
    signIn('freelancer');
    renderPage('/fl_dashboard', <FreelancerDashboardPage />);
    expect(
      await screen.findByRole('heading', { name: 'No project matches your skills right now' }),
    ).toBeTruthy();
    expect(screen.getByText('No proposal decided yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit my profile' }).getAttribute('href')).toBe(
      '/freelancer_profile',
    );
  });

  it('shows the server error, and Retry asks again', async () => {
    server.use(overrides.error('freelancerDashboard', 503, 'Try again later'));
    signIn('freelancer');
    renderPage('/fl_dashboard', <FreelancerDashboardPage />);
    expect((await screen.findByText('Try again later')).getAttribute('role')).toBe('alert');
    server.use(overrides.value('freelancerDashboard', figures));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Recommended projects' })).toBeTruthy();
  });
});
