import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { errorResponse, handle, handlers, profileFixture } from '@talent/api/msw';
import { toastQueue } from '@talent/ui';
import { i18n } from '../src/app/i18n';
import ProfilesPage, { collectionFilter, editPath } from '../src/pages/profiles/ProfilesPage';
import EditProfilePage from '../src/pages/profiles/EditProfilePage';
import { imageKind } from '../src/pages/profiles/ProfileViewer';
import { MARK_PRIVATE_TOAST_MS, markPrivate } from '../src/pages/profiles/profileActions';
import { renderPage, signIn } from './profiles.harness';
import { isShown } from './shown';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('collection rules', () => {
  it("lists private, public or all profiles by route and edits through the role's route", () => {
    expect(collectionFilter('/non-public-resume')).toEqual({ is_public: false });
    expect(collectionFilter('/resume-management/public')).toEqual({ is_public: true });
    expect(collectionFilter('/resume-management')).toBeUndefined();
    expect(editPath('/my_upload_resume', 7)).toBe('/profile-resume/7');
    expect(editPath('/non-public-resume', 7)).toBe('/manual-resume/7');
  });

  it('shows full images when unlocked or on /purchase-resume and /resume-search, else half (spec 4)', () => {
    expect(imageKind({ isUnlocked: true }, '/market_place')).toBe('full');
    expect(imageKind({ isUnlocked: false }, '/purchase-resume')).toBe('full');
    expect(imageKind({ isUnlocked: false }, '/resume-search')).toBe('full');
    expect(imageKind({ isUnlocked: false }, '/market_place')).toBe('half');
  });

  it('keeps the mark-private toast 6 seconds', async () => {
    signIn('recruiter');
    const add = vi.spyOn(toastQueue, 'add');
    expect(await markPrivate([1, 2], i18n.t.bind(i18n))).toBe(true);
    expect(add).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Profiles Have Been Marked Private' }),
      {
        timeout: MARK_PRIVATE_TOAST_MS,
      },
    );
    expect(MARK_PRIVATE_TOAST_MS).toBe(6000);
  });
});

describe('the private collection', () => {
  it('asks the server for private profiles only and publishes one with a price', async () => {
    signIn('recruiter');
    const bodies: unknown[] = [];
    const published: unknown[] = [];
    server.use(
      handle('listResume', ({ body }) => {
        bodies.push(body);
        return {
          count: 1,
          results: [
            profileFixture(41, {
              is_public: false,
              marked_public_on: null,
              resume_price: null,
              can_resell: true,
            }),
          ],
        };
      }),
      handle('markAsPublic', ({ body }) => {
        published.push(body);
        return { message: 'Profile Has Been Marked Public', profile_ids: body.profile_ids };
      }),
    );
    renderPage('/non-public-resume', <ProfilesPage />);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Non-Public Profiles'),
    );
    const grid = await screen.findByRole('grid', { name: 'Non-Public Profiles' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(2));
    expect(bodies[0]).toMatchObject({ filters: { is_public: false } });
    const name = profileFixture(41).full_name;
    await userEvent.click(within(grid).getByRole('button', { name: `Make ${name} public` }));
    const dialog = await screen.findByRole('dialog', { name: 'Make profile public' });
    const price = within(dialog).getByRole('textbox', { name: /Price \(TAT\)/ });
    await userEvent.type(price, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'The price is a whole number of TAT, at least 1.',
    );
    expect(published).toEqual([]);
    await userEvent.clear(price);
    await userEvent.type(price, '25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(within(dialog).getByRole('alert').textContent).toContain('Confirm why you may publish');
    expect(published).toEqual([]);
    await userEvent.click(
      within(dialog).getByRole('radio', { name: 'The person consented to its publication' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(published).toEqual([{ profile_ids: [41], price: 25, lawful_basis: 'consent' }]),
    );
    expect(isShown(await screen.findByText('Profile Has Been Marked Public'))).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Make profile public' })).toBeNull());
  });

  it('opens the viewer with the full images of an own profile, "No Results" without images', async () => {
    signIn('recruiter');
    server.use(
      handle('listResume', () => ({ count: 1, results: [profileFixture(42, { isUnlocked: true })] })),
      handle('profileFullDocument', () => ({ profileId: 42, kind: 'full' as const, pages: 0, images: {} })),
    );
    renderPage('/resume-management', <ProfilesPage />);
    const name = profileFixture(42).full_name;
    await userEvent.click(await screen.findByRole('button', { name: `View ${name}` }));
    const dialog = await screen.findByRole('dialog', { name });
    expect(isShown(await within(dialog).findByRole('heading', { name: 'No Results' }))).toBe(true);
  });

  it('shows the half images of a profile that is not unlocked, as JPEG data URLs', async () => {
    signIn('recruiter');
    server.use(
      handle('listResume', () => ({ count: 1, results: [profileFixture(44, { isUnlocked: false })] })),
      handle('profileDocument', () => ({
        profileId: 44,
        kind: 'half' as const,
        pages: 2,
        images: { page_2: '/9j/BBBB', page_1: '/9j/AAAA' },
      })),
    );
    renderPage('/resume-management', <ProfilesPage />);
    const name = profileFixture(44).full_name;
    await userEvent.click(await screen.findByRole('button', { name: `View ${name}` }));
    const dialog = await screen.findByRole('dialog', { name });
    const pages = await within(dialog).findAllByRole('img', { name: new RegExp(`^${name} page`) });
    expect(pages.map((img) => img.getAttribute('src'))).toEqual([
      'data:image/jpeg;base64,/9j/AAAA',
      'data:image/jpeg;base64,/9j/BBBB',
    ]);
  });
});

describe('editing a parsed profile', () => {
  it('loads the profile, sends PUT api/resume-uploaded/{id}/ and shows per-field errors', async () => {
    signIn('recruiter');
    const puts: unknown[] = [];
    server.use(
      handle('getResume', () =>
        profileFixture(43, { data: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' } }),
      ),
      handle('updateResume', ({ body }) => {
        puts.push(body);
        if (body.Zipcode === '123')
          return errorResponse(400, 'Invalid fields', { Zipcode: ['A ZIP code has 5 digits.'] });
        return profileFixture(43, { data: { ...body } });
      }),
    );
    renderPage('/manual-resume/43', <EditProfilePage />, '/manual-resume/:uid');
    const first = await screen.findByRole('textbox', { name: 'First Name' });
    expect((first as HTMLInputElement).value).toBe('Ada');
    await userEvent.type(screen.getByRole('textbox', { name: 'ZIP Code' }), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    // The contract's rule is checked before sending (the same as on "Create My Profile").
    expect(
      isShown(await screen.findByText('A ZIP code has 5 digits.', { selector: '[slot=errorMessage]' })),
    ).toBe(true);
    expect(puts).toEqual([]);
    await userEvent.clear(screen.getByRole('textbox', { name: 'ZIP Code' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'ZIP Code' }), '94105');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(isShown(await screen.findByText('Profile saved'))).toBe(true);
    expect(puts).toHaveLength(1);
    expect(puts.at(-1)).toMatchObject({ first_name: 'Ada', Zipcode: '94105', security_clearance: null });
  });

  it('says so when the profile is not in the collection', async () => {
    signIn('recruiter');
    server.use(handle('getResume', () => errorResponse(404, 'Not found')));
    renderPage('/manual-resume/999', <EditProfilePage />, '/manual-resume/:uid');
    expect(
      isShown(await screen.findByText('This profile does not exist or is not in your collection.')),
    ).toBe(true);
  });
});
