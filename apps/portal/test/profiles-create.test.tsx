import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { errorResponse, handle, handlers, profileFixture } from '@talent/api/msw';
import CreateProfilePage from '../src/pages/profiles/CreateProfilePage';
import { checkValues, emptyValues } from '../src/pages/profiles/ProfileFields';
import { routes } from '../src/routes/table';
import { renderPage, signIn } from './profiles.harness';
import { isShown } from './shown';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const PATH = '/app/profile/uploade';
const field = (name: string) => screen.getByRole('textbox', { name });

describe('the shared profile field rules', () => {
  it('are the contract schema: ZIP, mobile, e-mail and years are checked, empty fields pass', () => {
    expect(checkValues(emptyValues())).toEqual({});
    expect(
      checkValues({
        ...emptyValues(),
        Zipcode: '123',
        mobile: '555-12',
        email: 'not-an-address',
        experience_years: 'ten',
      }),
    ).toEqual({
      Zipcode: ['A ZIP code has 5 digits.'],
      mobile: ['A mobile number has 10 to 15 digits.'],
      email: ['Enter a valid e-mail address.'],
      experience_years: ['Enter a number.'],
    });
  });
});

describe('Create My Profile (/app/profile/uploade)', () => {
  it('is its own page, not a copy of the upload page', () => {
    expect(routes.find((r) => r.path === PATH)?.page).toBe('createProfile');
  });

  it('checks the fields as the editor does, then creates the profile and opens it in the editor', async () => {
    signIn('recruiter');
    const posts: unknown[] = [];
    server.use(
      handle('uploadSingleResume', ({ body }) => {
        posts.push(body);
        return {
          status: 'success' as const,
          message: 'File Uploaded',
          profile: profileFixture(77, { data: { ...body } }),
        };
      }),
    );
    const { router } = renderPage(PATH, <CreateProfilePage />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Create My Profile');
    const user = userEvent.setup();
    // Nothing typed: the server's rule shows on the name field and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));
    expect(isShown(await screen.findByText('A name, e-mail or mobile number is required.'))).toBe(true);
    await user.type(field('First Name'), 'Grace');
    await user.type(field('ZIP Code'), '123');
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));
    expect(isShown(await screen.findByText('A ZIP code has 5 digits.'))).toBe(true);
    expect(posts).toEqual([]);

    await user.clear(field('ZIP Code'));
    await user.type(field('ZIP Code'), '10001');
    await user.type(field('Last Name'), 'Hopper');
    await user.type(field('Job Title'), 'Engineer');
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manual-resume/77'));
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
      Zipcode: '10001',
      job_title: 'Engineer',
      email: null,
    });
  });

  it("shows the server's 406 message (a duplicate or today's limit) and its field errors", async () => {
    signIn('recruiter');
    let answer: 406 | 400 = 406;
    server.use(
      handle('uploadSingleResume', () =>
        answer === 406
          ? errorResponse(406, 'You have reached the upload limit of your plan for today.')
          : errorResponse(400, 'Invalid fields', { city: ['City is too long.'] }),
      ),
    );
    const { router } = renderPage(PATH, <CreateProfilePage />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));
    expect(
      (await screen.findByText('You have reached the upload limit of your plan for today.'))
        .closest('[role]')
        ?.getAttribute('role'),
    ).toBe('alert');
    answer = 400;
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));
    expect(isShown(await screen.findByText('City is too long.', { selector: '[slot=errorMessage]' }))).toBe(
      true,
    );
    expect(router.state.location.pathname).toBe(PATH);
  });
});
