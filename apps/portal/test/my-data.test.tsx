/** Issue 44 part A: /my-data, the page of the people in the resumes: proving the address, then the states
 * of the listing (loading, error, empty, profiles) and the actions; the notice's one-click page; the admins'
 * register of requests. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { errorResponse, handle, handlers, myDataProfilesFixture } from '@talent/api/msw';
import MyDataPage, { MyDataProfiles } from '../src/pages/myData/MyDataPage';
import DontPublishPage from '../src/pages/myData/DontPublishPage';
import DataRequestsPage from '../src/pages/users/DataRequestsPage';
import { renderPage, signIn } from './profiles.harness';
import { isShown } from './shown';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TOKEN = 'fixture-data-access-token';

describe('/my-data', () => {
  it('sends a code, checks it, and lists the profiles with holder, status, counts and basis', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('/api/my-data/')) bodies.push(await request.clone().json());
    });
    renderPage('/my-data', <MyDataPage />);
    await userEvent.type(
      screen.getByRole('textbox', { name: /E-mail address or mobile number/ }),
      'ada@example.org',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(isShown(await screen.findByText(/A code has been sent/))).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: /Code/ }), '9999');
    await userEvent.click(screen.getByRole('button', { name: 'Show my data' }));
    expect((await screen.findAllByText('Invalid verification code.')).length).toBeGreaterThan(0);
    await userEvent.clear(screen.getByRole('textbox', { name: /Code/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Code/ }), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Show my data' }));
    expect(await screen.findByRole('heading', { name: 'Held by Northwind Recruiting' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Held by A leading fintech company' })).toBeTruthy();
    expect(screen.getByText('Public on the marketplace')).toBeTruthy();
    expect(screen.getByText('Withdrawn by you')).toBeTruthy();
    expect(screen.getByText('3, 1, 0')).toBeTruthy();
    expect(screen.getByText(/Consent obtained from you \(Northwind Recruiting/)).toBeTruthy();
    expect(screen.getByText('Not stated')).toBeTruthy();
    expect(bodies).toContainEqual({ token: TOKEN });
    server.events.removeAllListeners();
  });

  it('shows loading, then an error with a way to start again', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      handle('myDataProfiles', async () => {
        await gate;
        return errorResponse(403, 'Your data-access session has expired. Ask for a new code.');
      }),
    );
    let expired = false;
    renderPage('/my-data', <MyDataProfiles token={TOKEN} onExpired={() => (expired = true)} />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    release();
    expect(
      isShown(await screen.findByText('Your data-access session has expired. Ask for a new code.')),
    ).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(expired).toBe(true);
  });

  it('says so when no profile carries the address', async () => {
    server.use(handle('myDataProfiles', () => ({ count: 0, results: [] })));
    renderPage('/my-data', <MyDataProfiles token={TOKEN} onExpired={() => {}} />);
    expect(isShown(await screen.findByText('No profile carries this address.'))).toBe(true);
  });

  it('withdraws, allows publishing again, erases after a confirmation, and corrects', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
    });
    renderPage('/my-data', <MyDataProfiles token={TOKEN} onExpired={() => {}} />);
    const first = (await screen.findByRole('heading', { name: 'Held by Northwind Recruiting' })).closest(
      'div',
    )!.parentElement!;
    await userEvent.click(within(first).getByRole('button', { name: 'Withdraw from the marketplace' }));
    await waitFor(() => expect(calls).toContain('POST /api/my-data/profiles/41/withdraw'));
    await userEvent.click(screen.getByRole('button', { name: 'Allow publishing again' }));
    await waitFor(() => expect(calls).toContain('POST /api/my-data/profiles/42/consent'));
    await userEvent.click(within(first).getByRole('button', { name: 'Erase' }));
    expect(calls.filter((c) => c.endsWith('/erase'))).toEqual([]);
    await userEvent.click(within(first).getByRole('button', { name: 'Yes, erase it for good' }));
    await waitFor(() => expect(calls).toContain('POST /api/my-data/profiles/41/erase'));
    await userEvent.click(within(first).getByRole('button', { name: 'Correct' }));
    const city = within(first).getByRole('textbox', { name: 'City' });
    expect((city as HTMLInputElement).value).toBe(myDataProfilesFixture[0]!.fields.city);
    await userEvent.clear(city);
    await userEvent.type(city, 'Leeds');
    await userEvent.click(within(first).getByRole('button', { name: 'Save corrections' }));
    await waitFor(() => expect(calls).toContain('PUT /api/my-data/profiles/41'));
    server.events.removeAllListeners();
  });
});

describe('/my-data/dont-publish/:token', () => {
  it('spends the link on the button, not on load', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname));
    renderPage('/my-data/dont-publish/abc', <DontPublishPage />, '/my-data/dont-publish/:token');
    const button = await screen.findByRole('button', { name: 'Withdraw my profile' });
    expect(calls.filter((c) => c.includes('dont-publish'))).toEqual([]);
    await userEvent.click(button);
    expect(isShown(await screen.findByText(/withdrawn from the marketplace/))).toBe(true);
    expect(calls).toContain('/api/my-data/dont-publish/abc');
    server.events.removeAllListeners();
  });
});

describe('/data_requests', () => {
  it('lists the requests with their state and dates for an admin', async () => {
    signIn('admin');
    renderPage('/data_requests', <DataRequestsPage />);
    const grid = await screen.findByRole('grid', { name: 'Data requests' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(3));
    expect(within(grid).getByText('withdrawal')).toBeTruthy();
    expect(within(grid).getAllByText('ada@example.org')).toHaveLength(2);
  });
});
