import { useRef } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { handlers } from '@talent/api/msw';
import { act, render, screen } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { http as mswHttp, HttpResponse } from 'msw';
import { AxiosError, AxiosHeaders } from 'axios';
import { call, configureApiClient, readKey, storage } from '@talent/api/client';
import { ToastRegion } from '@talent/ui';
import {
  NotificationSocket,
  applyMessage,
  endsSession,
  notificationSocketUrl,
  reconnectDelay,
  useNotificationFeed,
} from '../src/app/notifications';
import { isShown } from './shown';

/** A WebSocket stand-in the tests drive by hand. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: ((e: Event) => void) | null = null;
  onmessage: ((e: MessageEvent) => void) | null = null;
  onclose: ((e: CloseEvent) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  closed = false;
  constructor(public url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(data: unknown) {
    this.onmessage?.(
      new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }),
    );
  }
  drop() {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close'));
  }
}

// The feed asks the server for a socket ticket (msw answers 'mock-socket-ticket').
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());

afterEach(() => {
  FakeSocket.all = [];
  vi.useRealTimers();
  server.resetHandlers();
});

describe('notification messages', () => {
  it('adds a profile id to the entry of its job or makes a new entry (newest job first)', () => {
    let list = applyMessage([], { job_id: 5, message: 'New applicant', profileId: 1 })!;
    expect(list).toEqual([{ job_id: 5, message: 'New applicant', seekersIds: [1], isClick: false }]);
    list = applyMessage(list, { job_id: 6, message: 'Other job', profileId: 2 })!;
    list = applyMessage(list, { job_id: 5, message: 'New applicant', profileId: 3 })!;
    list = applyMessage(list, { job_id: 5, message: 'New applicant', profileId: 3 })!;
    expect(list).toEqual([
      { job_id: 5, message: 'New applicant', seekersIds: [1, 3], isClick: false },
      { job_id: 6, message: 'Other job', seekersIds: [2], isClick: false },
    ]);
  });

  it('has no bell entry for a message without a job', () => {
    expect(applyMessage([], { job_id: null, message: 'Your profile was unlocked', profileId: 4 })).toBeNull();
  });

  it("has no bell entry for a status change of the seeker's application, even with a job", () => {
    expect(
      applyMessage([], {
        job_id: 5,
        message: 'Your application moved to Schedule Interview',
        profileId: null,
        kind: 'application_status',
        application_id: 30,
        status: 3,
      }),
    ).toBeNull();
  });

  it('connects to ws(s)://host/api/notifications/?token=...', () => {
    expect(notificationSocketUrl('a b', 'https://api.example.com')).toBe(
      'wss://api.example.com/api/notifications/?token=a+b',
    );
    expect(notificationSocketUrl('t1', 'http://127.0.0.1:3000')).toBe(
      'ws://127.0.0.1:3000/api/notifications/?token=t1',
    );
  });

  it('backs off 1 s, 2 s, 4 s ... up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(reconnectDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});

function failed(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR', config, null, { status, statusText: '', data, headers: {}, config });
}

describe('the socket', () => {
  function start(token: string | null | (() => Promise<string | null>) = 't1') {
    const timers: Array<{ fn: () => void; ms: number }> = [];
    const received: unknown[] = [];
    const refused: number[] = [];
    const socket = new NotificationSocket({
      getTicket: typeof token === 'function' ? token : () => token,
      onRefused: () => refused.push(FakeSocket.all.length),
      onMessage: (m) => received.push(m),
      WebSocketImpl: FakeSocket as unknown as new (url: string) => WebSocket,
      url: (t) => `ws://test/api/notifications/?token=${t}`,
      setTimer: (fn, ms) => {
        timers.push({ fn, ms });
        return timers.length;
      },
      clearTimer: () => undefined,
    });
    socket.start();
    return { socket, timers, received, refused };
  }

  it('reads valid JSON messages in their order and ignores the rest', async () => {
    const { received } = start();
    const ws = FakeSocket.all[0]!;
    expect(ws.url).toBe('ws://test/api/notifications/?token=t1');
    ws.open();
    ws.receive({ job_id: 1, message: 'hi', profileId: 2 });
    ws.receive('not json');
    ws.receive({ job: 1 });
    ws.receive({ job_id: 2, message: 'second', profileId: 3 });
    // The message schema loads when the socket opens (a dynamic import): slow on a busy machine.
    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 10_000 });
    expect(received).toEqual([
      { job_id: 1, message: 'hi', profileId: 2 },
      { job_id: 2, message: 'second', profileId: 3 },
    ]);
  });

  it('sends only while open', () => {
    const { socket } = start();
    const ws = FakeSocket.all[0]!;
    expect(socket.send('early')).toBe(false);
    ws.open();
    expect(socket.send('ping')).toBe(true);
    ws.drop();
    expect(socket.send('late')).toBe(false);
    expect(ws.sent).toEqual(['ping']);
  });

  it('reconnects with a growing delay after the server goes away, and resets it once open', () => {
    const { timers } = start();
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.drop();
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    timers[0]!.fn();
    FakeSocket.all[1]!.drop();
    timers[1]!.fn();
    FakeSocket.all[2]!.drop();
    expect(timers.map((t) => t.ms)).toEqual([1000, 2000, 4000]);
    timers[2]!.fn();
    FakeSocket.all[3]!.open();
    FakeSocket.all[3]!.drop();
    expect(timers.at(-1)!.ms).toBe(1000);
    expect(FakeSocket.all).toHaveLength(4);
  });

  it('waits for a fetched ticket, and retries with the backoff when fetching it fails', async () => {
    const answers: Array<Promise<string | null>> = [
      Promise.reject(new Error('server down')),
      Promise.resolve('ticket-2'),
    ];
    const { timers } = start(() => answers.shift()!);
    await vi.waitFor(() => expect(timers.map((t) => t.ms)).toEqual([1000]));
    expect(FakeSocket.all).toHaveLength(0);
    timers[0]!.fn();
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    expect(FakeSocket.all[0]!.url).toBe('ws://test/api/notifications/?token=ticket-2');
  });

  it('reports a socket that closes without having opened', () => {
    const { timers, refused } = start();
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.drop();
    expect(refused).toEqual([]);
    timers[0]!.fn();
    FakeSocket.all[1]!.drop();
    expect(refused).toEqual([2]);
  });

  it('schedules no reconnect once a ticket fetch says the session ended on another device (406)', async () => {
    let fetches = 0;
    const answers: Array<() => Promise<string | null>> = [
      async () => 'ticket-1',
      async () => {
        throw failed(406, { code: 'session_elsewhere', message: 'Logged in elsewhere' });
      },
    ];
    const { timers } = start(() => {
      fetches += 1;
      return answers.shift()!();
    });
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    FakeSocket.all[0]!.open();
    // The server goes away: one reconnect is scheduled, as for any drop.
    FakeSocket.all[0]!.drop();
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    timers[0]!.fn();
    await vi.waitFor(() => expect(fetches).toBe(2));
    // Let the refused ticket settle: no timer, no socket, ever again.
    await Promise.resolve();
    await Promise.resolve();
    expect(timers).toHaveLength(1);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('tells a session end (406 elsewhere, 401 not refreshed) from a server that is down', () => {
    expect(endsSession(failed(406, { code: 'session_elsewhere' }))).toBe(true);
    expect(endsSession(failed(401, { message: 'expired' }))).toBe(true);
    // A 406 without the code is an upload refusal, not a session end; 5xx and network errors are retried.
    expect(endsSession(failed(406, { message: 'Duplicate' }))).toBe(false);
    expect(endsSession(failed(503, {}))).toBe(false);
    expect(endsSession(new Error('network'))).toBe(false);
  });

  it('stops for good on close() and opens nothing without a token', () => {
    const { socket, timers } = start();
    socket.close();
    expect(FakeSocket.all[0]!.closed).toBe(true);
    expect(timers).toHaveLength(0);
    start(null);
    expect(FakeSocket.all).toHaveLength(1);
  });
});

function Bell({ enabled }: { enabled: boolean }) {
  const feed = useNotificationFeed(enabled, 1);
  return (
    <ul aria-label="feed">
      {feed.notifications.map((n) => (
        <li key={String(n.job_id)}>
          <button type="button" onClick={() => feed.remove(n.job_id)}>
            {`${n.job_id}: ${n.seekersIds.join(',')}`}
          </button>
        </li>
      ))}
    </ul>
  );
}

describe('useNotificationFeed', () => {
  it('stores each message under the notifications key and removes an opened entry', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    storage.setTokens('mock-access-recruiter');
    storage.setNotifications([{ job_id: 9, message: 'Old', seekersIds: [1] }]);
    render(<Bell enabled />);
    expect(isShown(screen.getByRole('button', { name: '9: 1' }))).toBe(true);
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const ws = FakeSocket.all[0]!;
    // A one-time ticket from the server, never the access token.
    expect(ws.url).toContain('/api/notifications/?token=mock-socket-ticket');
    expect(ws.url).not.toContain('mock-access');
    act(() => {
      ws.open();
      ws.receive({ job_id: 9, message: 'Old', profileId: 2 });
      ws.receive({ job_id: 10, message: 'New', profileId: 3 });
    });
    expect(isShown(await screen.findByRole('button', { name: '9: 1,2' }))).toBe(true);
    await vi.waitFor(() => expect(storage.getNotifications().map((n) => n.job_id)).toEqual([10, 9]), {
      timeout: 10_000,
    });
    act(() => screen.getByRole('button', { name: '9: 1,2' }).click());
    expect(storage.getNotifications()).toEqual([
      { job_id: 10, message: 'New', seekersIds: [3], isClick: false },
    ]);
    expect(screen.queryByRole('button', { name: /^9:/ })).toBeNull();
    vi.unstubAllGlobals();
  });

  it('closes the socket as soon as any call meets the 406, before the alert is answered', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    storage.setTokens('mock-access-recruiter');
    let answerAlert!: () => void;
    const alerts: string[] = [];
    configureApiClient({
      hooks: {
        alert: ({ message }) => {
          alerts.push(message);
          return new Promise<void>((resolve) => (answerAlert = resolve));
        },
        navigate: () => undefined,
      },
    });
    server.use(
      mswHttp.get('*/api/user_detail', () =>
        HttpResponse.json({ message: 'Logged in elsewhere', code: 'session_elsewhere' }, { status: 406 }),
      ),
    );
    render(<Bell enabled />);
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const ws = FakeSocket.all[0]!;
    act(() => ws.open());
    const ended = call('getUserDetail').catch((error: unknown) => error);
    await vi.waitFor(() => expect(alerts).toHaveLength(1));
    // The alert is still open, and the socket is already closed with its handlers gone: a drop now cannot
    // schedule a reconnect.
    expect(ws.closed).toBe(true);
    expect(ws.onclose).toBeNull();
    expect(FakeSocket.all).toHaveLength(1);
    answerAlert();
    expect(((await ended) as AxiosError).response?.status).toBe(406);
    expect(FakeSocket.all).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it('opens no socket when the role has no bell', () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    storage.setTokens('access-1');
    render(<Bell enabled={false} />);
    expect(FakeSocket.all).toHaveLength(0);
    vi.unstubAllGlobals();
  });
});

/** Reads `key` through SWR and shows how many times it was fetched. */
function Reads({ name, swrKey }: { name: string; swrKey: readonly unknown[] }) {
  const calls = useRef(0);
  const { data } = useSWR(swrKey, () => {
    calls.current += 1;
    return calls.current;
  });
  return <p>{`${name}: ${data ?? 0}`}</p>;
}

function SeekerFeed({ hasBell }: { hasBell: boolean }) {
  useNotificationFeed(true, 1, { hasBell });
  return null;
}

describe('useNotificationFeed, application status changes', () => {
  function renderFeed(hasBell: boolean) {
    vi.stubGlobal('WebSocket', FakeSocket);
    storage.setTokens('mock-access-jobseeker');
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <SeekerFeed hasBell={hasBell} />
        <Reads name="list" swrKey={readKey('jobIApplied', { query: { status: 3, limit: 10, offset: 0 } })} />
        <Reads name="dashboard" swrKey={readKey('appliedJob')} />
        <Reads
          name="recruiter list"
          swrKey={readKey('jobApplications', { query: { limit: 10, offset: 0 } })}
        />
        <ToastRegion />
      </SWRConfig>,
    );
  }

  it('revalidates my applications and the dashboard, shows a toast, and stores no entry', async () => {
    renderFeed(false);
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    await screen.findByText('list: 1');
    await screen.findByText('dashboard: 1');
    await screen.findByText('recruiter list: 1');
    act(() => {
      FakeSocket.all[0]!.open();
      FakeSocket.all[0]!.receive({
        job_id: 5,
        message: 'Your application to Data Analyst moved to Schedule Interview',
        profileId: null,
        kind: 'application_status',
        application_id: 30,
        status: 3,
      });
    });
    expect(isShown(await screen.findByText('list: 2'))).toBe(true);
    expect(isShown(await screen.findByText('dashboard: 2'))).toBe(true);
    expect(screen.getByText('recruiter list: 1')).toBeDefined();
    expect(
      isShown(await screen.findByText('Your application to Data Analyst moved to Schedule Interview')),
    ).toBe(true);
    expect(storage.getNotifications()).toEqual([]);
    vi.unstubAllGlobals();
  });

  it('shows any other message as a toast for a role without the bell, storing nothing', async () => {
    renderFeed(false);
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    act(() => {
      FakeSocket.all[0]!.open();
      FakeSocket.all[0]!.receive({ job_id: 7, message: 'Welcome aboard', profileId: 2 });
    });
    expect(isShown(await screen.findByText('Welcome aboard'))).toBe(true);
    expect(storage.getNotifications()).toEqual([]);
    vi.unstubAllGlobals();
  });
});
