import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  availableModes,
  cleanFilters,
  searchErrorMessage,
  showsFullImages,
} from '../src/pages/marketplace/search';
import { priceFor } from '@talent/api/rules';
import { asDataUrls } from '../src/pages/marketplace/ProfileViewer';
import { PHONE_FILTERS } from '../src/pages/marketplace/FiltersCard';
import { API, pageHeading, profile, renderAt, signIn, wallet } from './marketplace-render';
import { isShown } from './shown';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const list = (results: unknown[]) => ({ count: results.length, results });
const lookups = [
  http.get(`${API}/api/job_title`, ({ request }) => {
    const url = new URL(request.url);
    // Spec 7/9: master data is asked with limit 10000000 and offset 0.
    expect(url.searchParams.get('limit')).toBe('10000000');
    expect(url.searchParams.get('offset')).toBe('0');
    return HttpResponse.json(
      list([
        { id: 1, name: 'Software Engineer' },
        { id: 2, name: 'Data Analyst' },
      ]),
    );
  }),
  http.get(`${API}/api/industry`, () => HttpResponse.json(list([{ id: 1, name: 'Healthcare' }]))),
  http.get(`${API}/api/technical_skill`, () => HttpResponse.json(list([{ id: 1, name: 'React' }]))),
  http.get(`${API}/api/work_authorization_view`, () =>
    HttpResponse.json(list([{ id: 1, name: 'US Citizen', code: 'USC', data: 'US Citizen' }])),
  ),
  http.get(`${API}/api/state`, () => HttpResponse.json(list([{ id: 1, name: 'Texas', abbreviation: 'TX' }]))),
];

function axiosError(status?: number, data?: unknown): AxiosError {
  const err = new AxiosError('failed', status ? 'ERR_BAD_RESPONSE' : 'ERR_NETWORK');
  if (status)
    err.response = { status, data, statusText: '', headers: {}, config: { headers: new AxiosHeaders() } };
  return err;
}

describe('search rules', () => {
  it('drops filter entries whose value is undefined, zero, null or empty', () => {
    expect(
      cleanFilters({
        city: undefined,
        state: null,
        min_experience: 0,
        job_title: '  ',
        industry: ' Health ',
        max_price: 20,
      }),
    ).toEqual({ industry: 'Health', max_price: 20 });
  });

  it('keeps the server message of a failed search, else the spec texts', () => {
    expect(searchErrorMessage(axiosError(400, { message: 'Enter something to search for.' }))).toBe(
      'Enter something to search for.',
    );
    expect(searchErrorMessage(axiosError(500, {}))).toBe('Something went wrong!');
    expect(searchErrorMessage(axiosError())).toBe('An error occurred while searching');
  });

  it('prices unlock, rent and buy like the server and offers what is left to buy', () => {
    expect([priceFor('unlock', 15), priceFor('rent', 15), priceFor('buy', 15)]).toEqual([15, 8, 30]);
    expect(availableModes({ access: null, resume_price: 15 })).toEqual(['unlock', 'rent', 'buy']);
    expect(availableModes({ access: 'rented', resume_price: 15 })).toEqual(['unlock', 'buy']);
    expect(availableModes({ access: 'unlocked', resume_price: 15 })).toEqual(['buy']);
    expect(availableModes({ access: 'bought', resume_price: 15 })).toEqual([]);
  });

  it('shows full images when unlocked or on /purchase-resume and /resume-search, else the half', () => {
    expect(showsFullImages({ isUnlocked: false }, '/market_place')).toBe(false);
    expect(showsFullImages({ isUnlocked: true }, '/market_place')).toBe(true);
    expect(showsFullImages({ isUnlocked: false }, '/purchase-resume')).toBe(true);
    expect(showsFullImages({ isUnlocked: false }, '/resume-search')).toBe(true);
  });

  it('turns the API base64 pages into data URLs (base64 JPEG starts with "/9j/")', () => {
    expect(asDataUrls({ page_1: '/9j/AAA' })).toEqual({ page_1: 'data:image/jpeg;base64,/9j/AAA' });
    expect(asDataUrls(undefined)).toBeNull();
  });
});

describe('/market_place', () => {
  it('lists public profiles, needs text to search, sends OR/AND and cleaned filters, pages', async () => {
    signIn();
    const bodies: Array<{ url: string; body: Record<string, unknown> }> = [];
    server.use(
      ...lookups,
      http.post(`${API}/api/public_resume`, async ({ request }) => {
        bodies.push({ url: request.url, body: (await request.json()) as Record<string, unknown> });
        return HttpResponse.json({ count: 12, results: [profile()] });
      }),
    );
    renderAt('/market_place');
    await pageHeading('Market Place');
    const grid = await screen.findByRole('grid', { name: 'Market Place' });
    await waitFor(() => expect(grid.textContent).toContain('Ava S.'));
    expect(bodies[0]?.body).toEqual({ search_type: 'OR', sort: 'relevance' });
    expect(new URL(bodies[0]!.url).searchParams.get('limit')).toBe('10');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(isShown(await screen.findByText('Enter something to search for.'))).toBe(true);
    expect(bodies).toHaveLength(1);

    await user.type(screen.getByRole('searchbox', { name: 'Search public profiles' }), 'react austin');
    await user.click(screen.getByRole('radio', { name: 'All words (AND)' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(bodies.at(-1)?.body).toEqual({ query: 'react austin', search_type: 'AND', sort: 'relevance' }),
    );

    await user.type(screen.getByRole('combobox', { name: 'Job Title' }), 'Engineer');
    await user.keyboard('{Escape}');
    await user.type(screen.getByRole('textbox', { name: 'Maximum price (TAT)' }), '20');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() =>
      expect(bodies.at(-1)?.body).toEqual({
        query: 'react austin',
        search_type: 'AND',
        filters: { job_title: 'Engineer', max_price: 20 },
        sort: 'relevance',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(new URL(bodies.at(-1)!.url).searchParams.get('offset')).toBe('10'));

    // Newest first: the same search in the spec's order, from the first page again.
    await user.click(screen.getByRole('button', { name: /Sort by/ }));
    await user.click(await screen.findByRole('option', { name: 'Newest first' }));
    await waitFor(() => expect(bodies.at(-1)?.body.sort).toBe('newest'));
    expect(bodies.at(-1)?.body).toMatchObject({ query: 'react austin', search_type: 'AND' });
    expect(new URL(bodies.at(-1)!.url).searchParams.get('offset')).toBe('0');
  });

  it('on a phone puts the filters behind "Filters (n)", in a sheet that applies and closes', async () => {
    signIn();
    // A phone: the filters' media query matches (happy-dom has no layout to match it by itself).
    const realMatchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...realMatchMedia.call(window, query),
      matches: query === PHONE_FILTERS,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as typeof window.matchMedia;
    try {
      const bodies: Array<Record<string, unknown>> = [];
      server.use(
        ...lookups,
        http.post(`${API}/api/public_resume`, async ({ request }) => {
          bodies.push((await request.json()) as Record<string, unknown>);
          return HttpResponse.json({ count: 1, results: [profile()] });
        }),
      );
      renderAt('/market_place');
      await pageHeading('Market Place');
      // No filter form on the page itself.
      expect(screen.queryByRole('form', { name: 'Filters' })).toBeNull();
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Filters (0)' }));
      const sheet = await screen.findByRole('dialog', { name: 'Filters' });
      await user.type(within(sheet).getByRole('textbox', { name: 'Maximum price (TAT)' }), '20');
      await user.type(within(sheet).getByRole('textbox', { name: 'Minimum rating (%)' }), '50');
      await user.click(within(sheet).getByRole('button', { name: 'Apply Filters' }));
      await waitFor(() =>
        expect(bodies.at(-1)).toEqual({
          search_type: 'OR',
          filters: { max_price: 20, min_rating: 50 },
          sort: 'relevance',
        }),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // Two filters applied; reopening keeps them, clearing resets the count.
      await user.click(screen.getByRole('button', { name: 'Filters (2)' }));
      const again = await screen.findByRole('dialog', { name: 'Filters' });
      expect(
        within(again).getByRole<HTMLInputElement>('textbox', { name: 'Maximum price (TAT)' }).value,
      ).toBe('20');
      await user.click(within(again).getByRole('button', { name: 'Clear Filters' }));
      // Cleared, the search is the unfiltered one again (SWR may answer it from its cache, so no new call is
      // awaited); the count resets and a reopened sheet is empty.
      await user.click(await screen.findByRole('button', { name: 'Filters (0)' }));
      const cleared = await screen.findByRole('dialog', { name: 'Filters' });
      expect(
        within(cleared).getByRole<HTMLInputElement>('textbox', { name: 'Maximum price (TAT)' }).value,
      ).toBe('');
      expect(bodies[0]).toEqual({ search_type: 'OR', sort: 'relevance' });
    } finally {
      window.matchMedia = realMatchMedia;
    }
  });

  it('shows the server message of a failed search, and the catalogue texts otherwise', async () => {
    signIn();
    let mode: 'message' | 'bare' | 'network' = 'message';
    server.use(
      ...lookups,
      http.post(`${API}/api/public_resume`, () => {
        if (mode === 'network') return HttpResponse.error();
        return HttpResponse.json(mode === 'message' ? { message: 'Search is resting.' } : {}, {
          status: 500,
        });
      }),
    );
    renderAt('/market_place');
    expect((await screen.findByRole('alert')).textContent).toBe('Search is resting.');
    const user = userEvent.setup();
    mode = 'bare';
    await user.type(screen.getByRole('searchbox', { name: 'Search public profiles' }), 'nurse');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Something went wrong!'));
    mode = 'network';
    await user.clear(screen.getByRole('searchbox', { name: 'Search public profiles' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search public profiles' }), 'pilot');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('An error occurred while searching'),
    );
  });

  it('shows "Error fetching data" when a master data list fails', async () => {
    signIn();
    server.use(...lookups);
    server.use(
      http.get(`${API}/api/industry`, () => HttpResponse.json({ message: 'down' }, { status: 500 })),
      http.post(`${API}/api/public_resume`, () => HttpResponse.json(list([]))),
    );
    renderAt('/market_place');
    await pageHeading('Market Place');
    expect(isShown(await screen.findByText('Error fetching data'))).toBe(true);
  });

  it('opens the masked preview of a locked profile and the full pages of an unlocked one', async () => {
    signIn();
    const asked: string[] = [];
    server.use(
      ...lookups,
      http.post(`${API}/api/public_resume`, () =>
        HttpResponse.json(
          list([
            profile(),
            profile({ id: 12, profileId: 12, full_name: 'Mia Patel', isUnlocked: true, access: 'unlocked' }),
          ]),
        ),
      ),
      http.get(`${API}/api/recruite/profile_document/:uid`, ({ params }) => {
        asked.push(`half ${String(params.uid)}`);
        return HttpResponse.json({ profileId: 11, kind: 'half', pages: 1, images: { page_1: '/9j/HALF' } });
      }),
      http.get(`${API}/api/recruite/profile_full_document/:uid`, ({ params }) => {
        asked.push(`full ${String(params.uid)}`);
        return HttpResponse.json({ profileId: 12, kind: 'full', pages: 1, images: { page_1: '/9j/FULL' } });
      }),
    );
    renderAt('/market_place');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View Ava S.' }));
    let dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByRole('img', { name: 'Ava S. page 1' })).getAttribute('src')).toBe(
      'data:image/jpeg;base64,/9j/HALF',
    );
    expect(dialog.textContent).toMatch(/the lower half is hidden until you unlock/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'View Mia Patel' }));
    dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByRole('img', { name: 'Mia Patel page 1' })).getAttribute('src')).toBe(
      'data:image/jpeg;base64,/9j/FULL',
    );
    expect(asked).toEqual(['half 11', 'full 12']);
  });

  it('confirms an unlock with the price and the balance after, then shows the server message', async () => {
    signIn();
    const unlocks: unknown[] = [];
    let unlocked = false;
    server.use(
      ...lookups,
      http.get(`${API}/api/my_wallet`, () => HttpResponse.json(wallet(unlocked ? 85 : 100))),
      http.post(`${API}/api/public_resume`, () =>
        HttpResponse.json(
          list([
            unlocked ? profile({ isUnlocked: true, access: 'unlocked', full_name: 'Ava Stone' }) : profile(),
          ]),
        ),
      ),
      http.post(`${API}/api/recruite/unlock_resume/:uid`, async ({ request }) => {
        unlocks.push(await request.json());
        unlocked = true;
        return HttpResponse.json({
          message: 'Profile unlocked for 15 TAT.',
          charged: 15,
          already_had_access: false,
          access: 'unlocked',
          access_expires_at: null,
          balance: 85,
          transaction_id: 5,
          copy_profile_id: null,
        });
      }),
    );
    renderAt('/market_place');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Unlock Ava S.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock Profile' });
    await waitFor(() => expect(within(dialog).getByTestId('purchase-balance').textContent).toBe('100 TAT'));
    expect(within(dialog).getByTestId('purchase-price').textContent).toBe('15 TAT');
    // 10% platform share rounded down: the owner receives 14 TAT, the platform 1 TAT.
    expect(within(dialog).getByTestId('purchase-owner').textContent).toBe('14 TAT');
    expect(within(dialog).getByTestId('purchase-platform').textContent).toBe('1 TAT');
    expect(isShown(within(dialog).getByText('The owner receives'))).toBe(true);
    expect(isShown(within(dialog).getByText('Platform share (10%)'))).toBe(true);
    expect(within(dialog).getByTestId('purchase-after').textContent).toBe('85 TAT');
    await user.click(within(dialog).getByRole('button', { name: 'Unlock for 15 TAT' }));
    expect(isShown(await screen.findByText('Profile unlocked for 15 TAT.'))).toBe(true);
    expect(unlocks).toHaveLength(1);
    expect((unlocks[0] as { idempotency_key: string }).idempotency_key.length).toBeGreaterThanOrEqual(8);
    expect((unlocks[0] as { price: number }).price).toBe(15);
    expect(isShown(await screen.findByText('Unlocked'))).toBe(true);
    expect(isShown(screen.getByText('Ava Stone'))).toBe(true);
  });

  it('sends the price shown; a changed price (409) shows the new one and confirms at it', async () => {
    signIn();
    const bodies: Array<{ idempotency_key: string; price: number }> = [];
    server.use(
      ...lookups,
      http.get(`${API}/api/my_wallet`, () => HttpResponse.json(wallet(100))),
      http.post(`${API}/api/public_resume`, () => HttpResponse.json(list([profile()]))),
      http.post(`${API}/api/recruite/unlock_resume/:uid`, async ({ request }) => {
        const body = (await request.json()) as { idempotency_key: string; price: number };
        bodies.push(body);
        if (body.price !== 25)
          return HttpResponse.json(
            {
              message: 'The price of this profile changed: it is now 25 TAT to unlock it.',
              code: 'price_changed',
              price: 25,
            },
            { status: 409 },
          );
        return HttpResponse.json({
          message: 'Profile unlocked for 25 TAT.',
          charged: 25,
          already_had_access: false,
          access: 'unlocked',
          access_expires_at: null,
          balance: 75,
          transaction_id: 6,
          copy_profile_id: null,
        });
      }),
    );
    renderAt('/market_place');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Unlock Ava S.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock Profile' });
    await waitFor(() => expect(within(dialog).getByTestId('purchase-after').textContent).toBe('85 TAT'));
    await user.click(within(dialog).getByRole('button', { name: 'Unlock for 15 TAT' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The price changed to 25 TAT. Nothing was charged; confirm to continue at the new price.',
    );
    expect(within(dialog).getByTestId('purchase-price').textContent).toBe('25 TAT');
    // The split follows the new price.
    expect(within(dialog).getByTestId('purchase-owner').textContent).toBe('23 TAT');
    expect(within(dialog).getByTestId('purchase-platform').textContent).toBe('2 TAT');
    expect(within(dialog).getByTestId('purchase-after').textContent).toBe('75 TAT');
    await user.click(within(dialog).getByRole('button', { name: 'Unlock for 25 TAT' }));
    expect(isShown(await screen.findByText('Profile unlocked for 25 TAT.'))).toBe(true);
    expect(bodies.map((b) => b.price)).toEqual([15, 25]);
  });

  it('shows the rent and buy prices split between the owner and the platform', async () => {
    signIn();
    server.use(
      ...lookups,
      http.get(`${API}/api/my_wallet`, () => HttpResponse.json(wallet(100))),
      http.post(`${API}/api/public_resume`, () => HttpResponse.json(list([profile({ resume_price: 25 })]))),
    );
    renderAt('/market_place');
    const user = userEvent.setup();
    const cases = [
      { button: 'Rent Ava S.', title: 'Rent Profile', price: '13 TAT', owner: '12 TAT', platform: '1 TAT' },
      { button: 'Buy Ava S.', title: 'Buy Profile', price: '50 TAT', owner: '45 TAT', platform: '5 TAT' },
    ];
    for (const c of cases) {
      await user.click(await screen.findByRole('button', { name: c.button }));
      const dialog = await screen.findByRole('dialog', { name: c.title });
      expect(within(dialog).getByTestId('purchase-price').textContent).toBe(c.price);
      expect(within(dialog).getByTestId('purchase-owner').textContent).toBe(c.owner);
      expect(within(dialog).getByTestId('purchase-platform').textContent).toBe(c.platform);
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });

  it('shows insufficient TAT before asking and the daily limit answer clearly', async () => {
    signIn();
    server.use(
      ...lookups,
      http.get(`${API}/api/my_wallet`, () => HttpResponse.json(wallet(20))),
      http.post(`${API}/api/public_resume`, () => HttpResponse.json(list([profile()]))),
      http.post(`${API}/api/recruite/rent_resume/:uid`, () =>
        HttpResponse.json(
          {
            message: 'TAT Kickstart allows 40 views, rents or buys of public profiles per day.',
            code: 'daily_limit',
          },
          { status: 429 },
        ),
      ),
    );
    renderAt('/market_place');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Buy Ava S.' }));
    let dialog = await screen.findByRole('dialog', { name: 'Buy Profile' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Not enough TAT: this needs 30 TAT and your balance is 20 TAT.',
    );
    expect(within(dialog).getByRole('button', { name: 'Buy for 30 TAT' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(within(dialog).getByRole('link', { name: 'Purchase TAT' }).getAttribute('href')).toBe(
      '/pages/tat-coins/purchase',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Rent Ava S.' }));
    dialog = await screen.findByRole('dialog', { name: 'Rent Profile' });
    await waitFor(() => expect(within(dialog).getByTestId('purchase-after').textContent).toBe('12 TAT'));
    await user.click(within(dialog).getByRole('button', { name: 'Rent for 8 TAT' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Daily limit reached. TAT Kickstart allows 40 views, rents or buys of public profiles per day.',
    );
  });
});

describe('/resume-search and /purchase-resume', () => {
  it('lists my collection, searches it with search_resume, and shows full pages', async () => {
    signIn();
    const calls: string[] = [];
    server.use(
      ...lookups,
      http.post(`${API}/api/list_resume`, () => {
        calls.push('list');
        return HttpResponse.json(
          list([profile({ owner_id: 7, access: 'owner', isUnlocked: true, full_name: 'Ava Stone' })]),
        );
      }),
      http.post(`${API}/api/search_resume/`, async ({ request }) => {
        calls.push(`search ${JSON.stringify(await request.json())}`);
        return HttpResponse.json(list([]));
      }),
    );
    renderAt('/resume-search');
    await pageHeading('Search My Profile');
    expect(isShown(await screen.findByText('Ava Stone'))).toBe(true);
    expect(screen.queryByRole('button', { name: /^Unlock/ })).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search my profiles' }), 'java');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(isShown(await screen.findByText('None of your profiles matches your search.'))).toBe(true);
    expect(calls).toEqual(['list', 'search {"search":"java","search_type":"OR"}']);
  });

  it('lists what I unlocked, rented or bought, with full pages', async () => {
    signIn();
    let fullAsked = false;
    server.use(
      http.get(`${API}/api/purchase_resume`, () =>
        HttpResponse.json(
          list([
            profile({
              full_name: 'Ava Stone',
              email: 'ava@example.net',
              access: 'rented',
              isUnlocked: true,
              access_expires_at: '2026-12-20T00:00:00.000Z',
            }),
          ]),
        ),
      ),
      http.get(`${API}/api/recruite/profile_full_document/:uid`, () => {
        fullAsked = true;
        return HttpResponse.json({ profileId: 11, kind: 'full', pages: 0, images: {} });
      }),
    );
    renderAt('/purchase-resume');
    expect(isShown(await screen.findByText('ava@example.net'))).toBe(true);
    expect(isShown(screen.getByText('Rented until Dec 20, 2026'))).toBe(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'View Ava Stone' }));
    expect(isShown(await screen.findByText('No Results'))).toBe(true);
    expect(fullAsked).toBe(true);
  });
});
