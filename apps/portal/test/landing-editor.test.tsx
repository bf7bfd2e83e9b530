/** The landing editor (issue 20): editors change a section with a live preview and save it; other roles
 * are told they cannot; the server's field errors show under their fields. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { overrides } from '@talent/api/msw';
import LandingEditorPage from '../src/pages/landing/LandingEditorPage';
import { bodiesTo, jobsServer } from './jobs.harness';
import { renderPage, signIn } from './profiles.harness';

const server = jobsServer();

describe('the landing editor', () => {
  it('previews the edited section live and saves it', async () => {
    const sent = bodiesTo(server, 'PUT', '/api/landing_content/sliding_window');
    signIn('editor');
    renderPage('/pages/landing-content', <LandingEditorPage />);
    // The section's title comes first; each item has its own.
    const title = (await screen.findAllByRole('textbox', { name: 'Title' }))[0]!;
    const preview = screen.getByRole('region', { name: 'Carousel preview' }).parentElement!;
    await userEvent.clear(title);
    await userEvent.type(title, 'Hire the best');
    expect(within(preview).getByRole('heading', { level: 3 }).textContent).toBe('Hire the best');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ title: 'Hire the best' });
    expect((sent[0]!.items as unknown[]).length).toBe(3);
    expect(await screen.findByText('Saved')).toBeDefined();
  });

  it('shows the server field error under the link', async () => {
    server.use(
      overrides.error('updateLandingSection', 400, 'Invalid fields', {
        'items.0.link': ['A link is a path on this site, such as /register.'],
      }),
    );
    signIn('admin');
    renderPage('/pages/landing-content', <LandingEditorPage />);
    await screen.findAllByRole('textbox', { name: 'Title' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('A link is a path on this site, such as /register.', {
        selector: '[slot="errorMessage"], *',
      }),
    ).toBeDefined();
  });

  it('tells other roles they cannot change it', async () => {
    signIn('recruiter');
    renderPage('/pages/landing-content', <LandingEditorPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Only admins and editors can change the landing page.',
    );
  });
});
