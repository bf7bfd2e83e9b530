import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handle, overrides } from '@talent/api/msw';
import FreelancerProfilePage, { portfolioLinks } from '../src/pages/projects/FreelancerProfilePage';
import { bodiesTo, jobsServer } from './jobs.harness';
import { renderPage, signIn } from './profiles.harness';

const server = jobsServer();

const profile = {
  user_id: 7,
  name: 'Fred Freelancer',
  headline: 'Full-stack developer',
  hourly_rate: 45,
  skills: ['TypeScript'],
  portfolio_links: ['https://example.org/fred'],
  completed_projects: 3,
};

const box = (name: RegExp) => screen.getByRole('textbox', { name });

describe('portfolio links', () => {
  it('takes one web address per line, without blanks or repeats', () => {
    expect(portfolioLinks(' https://a.example\n\nhttp://b.example/x\nhttps://a.example ')).toEqual({
      links: ['https://a.example', 'http://b.example/x'],
      error: null,
    });
    expect(portfolioLinks('javascript:alert(1)').error).toBe(
      'Each portfolio link starts with http:// or https://.',
    );
    expect(portfolioLinks('example.org').error).toBe('Each portfolio link starts with http:// or https://.');
    expect(
      portfolioLinks(Array.from({ length: 11 }, (_, i) => `https://e${i}.example`).join('\n')).error,
    ).toBe('At most 10 portfolio links.');
  });
});

describe('/freelancer_profile', () => {
  it('fills the form from the profile, saves it, and keeps the profile sections', async () => {
    server.use(
      overrides.value('getFreelancerProfile', profile),
      handle('updateFreelancerProfile', ({ body }) => ({ ...profile, ...body })),
    );
    const saved = bodiesTo(server, 'PUT', '/api/freelancer_profile');
    signIn('freelancer');
    renderPage('/freelancer_profile', <FreelancerProfilePage />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    await waitFor(() => expect((box(/Headline/) as HTMLInputElement).value).toBe('Full-stack developer'));
    expect((box(/Hourly rate/) as HTMLInputElement).value).toBe('45');
    expect(screen.getByRole('list', { name: 'Skills' }).textContent).toContain('TypeScript');
    expect(screen.getByText('3 projects completed')).toBeTruthy();
    expect(screen.getByRole('tablist', { name: 'Profile sections' })).toBeTruthy();

    await userEvent.clear(box(/Hourly rate/));
    await userEvent.type(box(/Hourly rate/), '60');
    await userEvent.type(box(/Portfolio links/), '{Enter}https://github.com/fred');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      headline: 'Full-stack developer',
      hourly_rate: 60,
      skills: ['TypeScript'],
      portfolio_links: ['https://example.org/fred', 'https://github.com/fred'],
    });
  });

  it('refuses a rate that is not a number and a link that is not a web address', async () => {
    server.use(overrides.value('getFreelancerProfile', { ...profile, portfolio_links: [] }));
    const saved = bodiesTo(server, 'PUT', '/api/freelancer_profile');
    signIn('freelancer');
    renderPage('/freelancer_profile', <FreelancerProfilePage />);
    await waitFor(() => expect((box(/Hourly rate/) as HTMLInputElement).value).toBe('45'));
    await userEvent.clear(box(/Hourly rate/));
    await userEvent.type(box(/Hourly rate/), '-3');
    await userEvent.type(box(/Portfolio links/), 'ftp://files.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter a whole number of TAT, more than 0.')).toBeTruthy();
    expect(screen.getByText('Each portfolio link starts with http:// or https://.')).toBeTruthy();
    expect(box(/Hourly rate/).getAttribute('aria-invalid')).toBe('true');
    expect(saved).toEqual([]);
  });

  it('shows the server error of a profile it cannot read', async () => {
    server.use(overrides.error('getFreelancerProfile', 503, 'Try again later'));
    signIn('freelancer');
    renderPage('/freelancer_profile', <FreelancerProfilePage />);
    expect((await screen.findByText('Try again later')).getAttribute('role')).toBe('alert');
    expect(within(document.body).queryByRole('form')).toBeNull();
  });
});
