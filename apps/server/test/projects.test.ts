import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PROJECT_ACTIONS,
  PROJECT_STATUSES,
  PROJECT_TRANSITIONS,
  canTakeProjectAction,
  projectFeeFor,
  type ProjectAction,
  type ProjectStatus,
} from '@talent/api/rules';
import { PDF, bearer, createTestApp, fund, login, multipart, registerUser, type TestApp } from './helpers';
import { caller, inDays, recruiterOn, type Caller } from './jobs-helpers';
import { balanceOf } from '../src/modules/ledger/service';

let t: TestApp;
let poster: Caller;
let admin: Caller;
const freelancers: Caller[] = [];
let seq = 0;

const key = () => `key-${++seq}-${Math.random().toString(36).slice(2)}`;
const tat = (owner: string) => balanceOf(t.ctx.db, owner, 'TAT');
const user = (c: Caller) => tat(`user:${c.id}`);
const escrow = (id: number) => tat(`escrow:project:${id}`);

const openProject = (over: Record<string, unknown> = {}) => ({
  title: 'Landing page in React',
  description: '<p>Build a <strong>landing page</strong>.</p>',
  skills: ['React', 'TypeScript'],
  budget_type: 'fixed',
  budget: 500,
  deadline: inDays(30),
  status: 'open',
  ...over,
});

async function freelancerNamed(email: string): Promise<Caller> {
  const r = await registerUser(t, email, 'freelancer');
  return caller(t, r.userData.id, r.accessToken);
}

async function post(by: Caller = poster, over: Record<string, unknown> = {}): Promise<number> {
  const res = await by.call('POST', '/api/project/', openProject(over));
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

async function propose(fl: Caller, projectId: number, bid = 200): Promise<number> {
  const res = await fl.call('POST', '/api/applied_for_project/', {
    project_id: projectId,
    cover_letter: 'I have built many of these.',
    bid,
    days: 7,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

const statusOf = async (id: number) =>
  (await t.ctx.db.selectFrom('projects').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  poster = await recruiterOn(t, 'proj-poster@x.org');
  const a = await login(t, 'admin@example.com');
  admin = caller(t, a.userData.id, a.accessToken);
  for (let i = 0; i < 10; i++) freelancers.push(await freelancerNamed(`proj-fl-${i}@x.org`));
});
afterAll(async () => {
  await t.close();
});

describe('demo data', () => {
  it("recommends the demo recruiter's open projects to the demo freelancer by skill", async () => {
    const f = await login(t, 'freelancer@example.com');
    const fl = caller(t, f.userData.id, f.accessToken);
    const dash = (await fl.call('GET', '/api/fl_dashboard')).json() as {
      recommended: Array<{ title: string; owner_name: string }>;
      win_rate: number | null;
    };
    expect(dash.recommended.map((p) => p.title)).toContain('Careers landing page in React');
    expect(dash.win_rate).toBeNull();
    const profile = (await fl.call('GET', '/api/freelancer_profile')).json() as { skills: string[] };
    expect(profile.skills).toContain('React');
  });
});

describe('posting', () => {
  it('saves an incomplete draft, and refuses to publish it until complete', async () => {
    const draft = await poster.call('POST', '/api/project/', { title: 'Just a title' });
    expect(draft.statusCode, draft.body).toBe(201);
    expect(draft.json()).toMatchObject({ status: 'draft', budget: null, next_statuses: ['open'] });
    const id = (draft.json() as { id: number }).id;
    const publish = await poster.call('PUT', `/api/project/${id}/`, {
      title: 'Just a title',
      status: 'open',
    });
    expect(publish.statusCode).toBe(400);
    expect(Object.keys(publish.json().errors as object).sort()).toEqual([
      'budget',
      'deadline',
      'description',
    ]);
    const ok = await poster.call('PUT', `/api/project/${id}/`, openProject());
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'open' });
    expect((ok.json() as { published_at: string | null }).published_at).not.toBeNull();
  });

  it('refuses a deadline in the past, and budgets of zero or not numbers', async () => {
    for (const over of [
      { deadline: inDays(-1) },
      { deadline: '2026-02-30' },
      { budget: 0 },
      { budget: -10 },
      { budget: 'lots' },
      { budget_type: 'hourly', hourly_rate: null },
    ]) {
      const res = await poster.call('POST', '/api/project/', openProject(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('sanitises the description', async () => {
    const id = await post(poster, {
      description: '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:evil()">there</a></p>',
    });
    const res = await poster.call('GET', `/api/project_view/${id}`);
    const description = (res.json() as { project: { description: string } }).project.description;
    expect(description).toContain('Hi');
    expect(description).not.toMatch(/script|onclick|javascript/);
  });

  it('lets only recruiter-type roles and admins post', async () => {
    const res = await freelancers[0]!.call('POST', '/api/project/', openProject());
    expect(res.statusCode).toBe(403);
    expect((await admin.call('POST', '/api/project/', openProject())).statusCode).toBe(201);
  });

  it("keeps a draft and an invited project from other freelancers' search and view", async () => {
    const draft = (await poster.call('POST', '/api/project/', { title: 'Secret draft' })).json() as {
      id: number;
    };
    expect((await freelancers[0]!.call('GET', `/api/project_view/${draft.id}`)).statusCode).toBe(404);
    const invited = await post(poster, {
      title: 'Invite only zebra',
      visibility: 'invited',
      invited: [freelancers[1]!.id],
    });
    const seen = async (fl: Caller) =>
      (
        (await fl.call('GET', '/api/project_search?search=zebra')).json() as {
          results: Array<{ id: number }>;
        }
      ).results.map((r) => r.id);
    expect(await seen(freelancers[0]!)).not.toContain(invited);
    expect(await seen(freelancers[1]!)).toContain(invited);
    expect((await freelancers[0]!.call('GET', `/api/project_view/${invited}`)).statusCode).toBe(404);
  });

  it('gives the invited ids to the poster only, so an edit can keep them', async () => {
    const id = await post(poster, {
      title: 'Invite only yak',
      visibility: 'invited',
      invited: [freelancers[2]!.id, freelancers[1]!.id],
    });
    const invitedOf = async (by: Caller) =>
      ((await by.call('GET', `/api/project_view/${id}`)).json() as { invited: number[] }).invited;
    expect(await invitedOf(poster)).toEqual([freelancers[1]!.id, freelancers[2]!.id].sort((a, b) => a - b));
    expect(await invitedOf(freelancers[1]!)).toEqual([]);
  });
});

describe('attachments', () => {
  const upload = (
    by: Caller,
    id: number,
    filename: string,
    data: Buffer,
    contentType = 'application/pdf',
    kind: 'attachment' | 'delivery' = 'attachment',
  ) => {
    const form = multipart({}, [{ name: 'file', filename, contentType, data }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/project/${id}/${kind}`,
      headers: { ...bearer(by.token), ...form.headers },
      payload: form.payload,
    });
  };

  it('stores a PDF, lists it on the project and serves it as a download only', async () => {
    const id = await post();
    const res = await upload(poster, id, '../../etc/brief.pdf', PDF('the brief'));
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json() as { id: number; name: string; content_type: string };
    expect(file).toMatchObject({ name: 'brief.pdf', content_type: 'application/pdf' });
    const view = (await freelancers[0]!.call('GET', `/api/project_view/${id}`)).json() as {
      project: { attachments: Array<{ id: number }> };
    };
    expect(view.project.attachments.map((a) => a.id)).toEqual([file.id]);
    const dl = await freelancers[0]!.call('GET', `/api/project/${id}/attachment/${file.id}`);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toMatch(/^attachment; filename="brief.pdf"/);
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
    expect(dl.rawPayload.equals(PDF('the brief'))).toBe(true);
    expect(
      (await freelancers[0]!.call('GET', `/api/project/${id}/attachment/${file.id + 999}`)).statusCode,
    ).toBe(404);
    const del = await poster.call('DELETE', `/api/project/${id}/attachment/${file.id}`);
    expect(del.statusCode).toBe(200);
    expect((await freelancers[0]!.call('GET', `/api/project/${id}/attachment/${file.id}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses hostile and oversized files, and files on projects not mine', async () => {
    const id = await post();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    for (const [name, data] of [
      ['page.pdf', html],
      ['tool.exe', Buffer.from('MZ\x90\x00')],
      ['fake.docx', Buffer.from('PK\x03\x04 not an office file')],
      ['page.html', html],
      ['no-name', PDF('x')],
    ] as Array<[string, Buffer]>) {
      const res = await upload(poster, id, name, data);
      expect(res.statusCode, name).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    const big = Buffer.concat([PDF('big'), Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(poster, id, 'big.pdf', big)).statusCode).toBe(413);
    const other = await recruiterOn(t, 'attach-other@x.org');
    expect((await upload(other, id, 'a.pdf', PDF('a'))).statusCode).toBe(404);
    expect((await upload(freelancers[0]!, id, 'a.pdf', PDF('a'))).statusCode).toBe(404);
    for (let i = 0; i < 5; i++)
      expect((await upload(poster, id, `f${i}.pdf`, PDF(`f${i}`))).statusCode).toBe(201);
    expect((await upload(poster, id, 'six.pdf', PDF('six'))).statusCode).toBe(400);
    const files = await t.ctx.db
      .selectFrom('project_attachments')
      .select('id')
      .where('project_id', '=', id)
      .execute();
    expect(files).toHaveLength(5);
  });
  describe('delivery files', () => {
    const deliver = (by: Caller, id: number, name: string, data: Buffer) =>
      upload(by, id, name, data, 'application/pdf', 'delivery');
    const deliveriesSeenBy = async (by: Caller, id: number) =>
      ((await by.call('GET', `/api/project_view/${id}`)).json() as { deliveries: Array<{ id: number }> })
        .deliveries;

    it('lets the awarded freelancer add files while in progress, seen by the poster and admins only', async () => {
      const p = await recruiterOn(t, 'delivery-poster@x.org');
      await fund(t, p.id, 500);
      const id = await post(p);
      const fl = freelancers[6]!;
      const rival = freelancers[5]!;
      const proposal = await propose(fl, id, 100);
      await propose(rival, id, 90);
      await p.call('POST', `/api/proposal/${proposal}/award`, { idempotency_key: key() });
      // Awarded but not started: no delivery yet.
      expect((await deliver(fl, id, 'early.pdf', PDF('early'))).statusCode).toBe(409);
      await fl.call('POST', `/api/project/${id}/start`);
      // Only the awarded freelancer delivers; the poster and the rival cannot.
      expect((await deliver(rival, id, 'x.pdf', PDF('x'))).statusCode).toBe(404);
      expect((await deliver(p, id, 'x.pdf', PDF('x'))).statusCode).toBe(404);
      const res = await deliver(fl, id, 'result.pdf', PDF('the result'));
      expect(res.statusCode, res.body).toBe(201);
      const file = res.json() as { id: number };
      // A delivery file is not a file of the brief.
      const asPoster = (await p.call('GET', `/api/project_view/${id}`)).json() as {
        project: { attachments: unknown[] };
        deliveries: Array<{ id: number; name: string }>;
      };
      expect(asPoster.project.attachments).toEqual([]);
      expect(asPoster.deliveries).toEqual([expect.objectContaining({ id: file.id, name: 'result.pdf' })]);
      expect(await deliveriesSeenBy(fl, id)).toHaveLength(1);
      expect(await deliveriesSeenBy(admin, id)).toHaveLength(1);
      expect(await deliveriesSeenBy(rival, id)).toEqual([]);
      const url = `/api/project/${id}/attachment/${file.id}`;
      const dl = await p.call('GET', url);
      expect(dl.statusCode).toBe(200);
      expect(dl.rawPayload.equals(PDF('the result'))).toBe(true);
      expect((await admin.call('GET', url)).statusCode).toBe(200);
      expect((await rival.call('GET', url)).statusCode).toBe(404);
      // The poster cannot remove it through the brief's call, nor the rival through the delivery's.
      expect((await p.call('DELETE', url)).statusCode).toBe(404);
      expect((await rival.call('DELETE', `/api/project/${id}/delivery/${file.id}`)).statusCode).toBe(404);
      expect((await fl.call('DELETE', `/api/project/${id}/delivery/${file.id + 999}`)).statusCode).toBe(404);
      const second = (await deliver(fl, id, 'notes.pdf', PDF('notes'))).json() as { id: number };
      expect((await fl.call('DELETE', `/api/project/${id}/delivery/${second.id}`)).statusCode).toBe(200);
      expect(await deliveriesSeenBy(p, id)).toHaveLength(1);
      // Once delivered the files are fixed.
      await fl.call('POST', `/api/project/${id}/deliver`, { message: 'Done, see result.pdf' });
      expect((await deliver(fl, id, 'late.pdf', PDF('late'))).statusCode).toBe(409);
      expect((await fl.call('DELETE', `/api/project/${id}/delivery/${file.id}`)).statusCode).toBe(409);
      expect(await deliveriesSeenBy(p, id)).toEqual([expect.objectContaining({ id: file.id })]);
    });

    it('checks delivery files as it checks the brief, with their own count', async () => {
      const p = await recruiterOn(t, 'delivery-limits@x.org');
      await fund(t, p.id, 500);
      const id = await post(p);
      const fl = freelancers[4]!;
      for (let i = 0; i < 5; i++)
        expect((await upload(p, id, `brief${i}.pdf`, PDF(`b${i}`))).statusCode).toBe(201);
      const proposal = await propose(fl, id, 100);
      await p.call('POST', `/api/proposal/${proposal}/award`, { idempotency_key: key() });
      await fl.call('POST', `/api/project/${id}/start`);
      expect((await deliver(fl, id, 'page.pdf', Buffer.from('<html></html>'))).statusCode).toBe(400);
      const big = Buffer.concat([PDF('big'), Buffer.alloc(5 * 1024 * 1024)]);
      expect((await deliver(fl, id, 'big.pdf', big)).statusCode).toBe(413);
      // Five brief files do not count against the delivery.
      for (let i = 0; i < 5; i++)
        expect((await deliver(fl, id, `d${i}.pdf`, PDF(`d${i}`))).statusCode).toBe(201);
      const sixth = await deliver(fl, id, 'd6.pdf', PDF('d6'));
      expect(sixth.statusCode).toBe(400);
      expect(sixth.json().message).toBe('At most 5 files per delivery.');
    });
  });
});

describe('search and saved projects', () => {
  it('filters by text, skills, budget, deadline and saved-only, with paging', async () => {
    const a = await post(poster, {
      title: 'Quokka mobile app',
      skills: ['Kotlin'],
      budget: 100,
      deadline: inDays(5),
    });
    const b = await post(poster, {
      title: 'Quokka web app',
      skills: ['Vue'],
      budget: 900,
      deadline: inDays(60),
    });
    const fl = freelancers[2]!;
    const ids = async (q: string) =>
      (await fl.call('GET', `/api/project_search?search=quokka${q}`)).json() as {
        count: number;
        results: Array<{ id: number }>;
      };
    expect((await ids('')).results.map((r) => r.id).sort()).toEqual([a, b].sort());
    expect((await ids('&skills=kotlin')).results.map((r) => r.id)).toEqual([a]);
    expect((await ids('&budget_min=500')).results.map((r) => r.id)).toEqual([b]);
    expect((await ids('&budget_max=500')).results.map((r) => r.id)).toEqual([a]);
    expect((await ids(`&deadline_before=${inDays(10)}`)).results.map((r) => r.id)).toEqual([a]);
    const page = await ids('&limit=1&offset=1');
    expect(page.count).toBe(2);
    expect(page.results).toHaveLength(1);
    expect((await fl.call('POST', '/api/save_project/', { project_id: b })).json()).toEqual({
      project_id: b,
      saved: true,
    });
    const saved = await ids('&saved_only=true');
    expect(saved.results.map((r) => r.id)).toEqual([b]);
    expect((saved.results[0] as unknown as { saved: boolean }).saved).toBe(true);
    await fl.call('POST', '/api/save_project/', { project_id: b, saved: false });
    expect((await ids('&saved_only=true')).count).toBe(0);
  });
});

describe('proposals', () => {
  it('refuses bad bids, a second proposal and a proposal to a project not open', async () => {
    const id = await post(poster, { budget: 300 });
    const fl = freelancers[3]!;
    const send = (bid: unknown, project_id = id) =>
      fl.call('POST', '/api/applied_for_project/', { project_id, cover_letter: 'Hello', bid, days: 3 });
    for (const bid of [0, -5, 'abc', 2.5, 301]) {
      const res = await send(bid);
      expect(res.statusCode, String(bid)).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    expect((await send(300)).statusCode).toBe(201);
    const again = await send(100);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already/);
    const draft = (await poster.call('POST', '/api/project/', { title: 'A draft' })).json() as { id: number };
    expect((await send(10, draft.id)).statusCode).toBe(404);
    // Posters are not freelancers: proposing to any project, their own included, is refused.
    expect(
      (
        await poster.call('POST', '/api/applied_for_project/', {
          project_id: id,
          cover_letter: 'x',
          bid: 1,
          days: 1,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('notifies the poster of a new proposal and shows the freelancer profile on it', async () => {
    const fl = freelancers[4]!;
    await fl.call('PUT', '/api/freelancer_profile', {
      headline: 'React specialist',
      hourly_rate: 40,
      skills: ['React'],
      portfolio_links: ['https://example.org/work'],
    });
    const id = await post();
    const spy = vi.spyOn(t.ctx.hub, 'publish');
    await propose(fl, id, 150);
    expect(spy).toHaveBeenCalledWith(poster.id, expect.objectContaining({ kind: 'project', project_id: id }));
    spy.mockRestore();
    const list = (await poster.call('GET', `/api/project/${id}/proposals`)).json() as {
      results: Array<{ bid: number; freelancer: { headline: string; portfolio_links: string[] } }>;
    };
    expect(list.results[0]).toMatchObject({
      bid: 150,
      freelancer: { headline: 'React specialist', portfolio_links: ['https://example.org/work'] },
    });
    expect((await freelancers[5]!.call('GET', `/api/project/${id}/proposals`)).statusCode).toBe(404);
  });

  it('lets a freelancer withdraw a pending proposal, not an awarded one', async () => {
    await fund(t, poster.id, 1000);
    const id = await post();
    const p1 = await propose(freelancers[5]!, id);
    const p2 = await propose(freelancers[6]!, id);
    const w = await freelancers[5]!.call('POST', `/api/proposal/${p1}/withdraw`);
    expect(w.statusCode).toBe(200);
    expect(w.json()).toMatchObject({ status: 'withdrawn' });
    expect((await freelancers[6]!.call('POST', `/api/proposal/${p1}/withdraw`)).statusCode).toBe(404);
    expect(
      (await poster.call('POST', `/api/proposal/${p1}/award`, { idempotency_key: key() })).statusCode,
    ).toBe(409);
    expect(
      (await poster.call('POST', `/api/proposal/${p2}/award`, { idempotency_key: key() })).statusCode,
    ).toBe(200);
    expect((await freelancers[6]!.call('POST', `/api/proposal/${p2}/withdraw`)).statusCode).toBe(409);
  });

  it('rejects a bad portfolio link', async () => {
    const res = await freelancers[0]!.call('PUT', '/api/freelancer_profile', {
      portfolio_links: ['javascript:alert(1)'],
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('escrow', () => {
  it('holds the bid on award, pays the freelancer less 10% on acceptance, once per key', async () => {
    const p = await recruiterOn(t, 'escrow-poster@x.org');
    const fl = freelancers[7]!;
    await fund(t, p.id, 1000);
    const id = await post(p, { title: 'Escrowed landing page' });
    const proposal = await propose(fl, id, 250);
    const platform0 = await tat('platform');
    const flBefore = await user(fl);
    const spy = vi.spyOn(t.ctx.hub, 'publish');

    const awardKey = key();
    const award = await p.call('POST', `/api/proposal/${proposal}/award`, { idempotency_key: awardKey });
    expect(award.statusCode, award.body).toBe(200);
    expect(award.json()).toMatchObject({
      replayed: false,
      project: { status: 'awarded', escrow_balance: 250, awarded_amount: 250, freelancer_id: fl.id },
    });
    expect(await user(p)).toBe(750);
    expect(await escrow(id)).toBe(250);
    const wallet = (await p.call('GET', '/api/my_wallet')).json() as {
      tat: number;
      escrow_tat: number;
      movements: Array<{ kind: string; amount: number }>;
    };
    expect(wallet).toMatchObject({ tat: 750, escrow_tat: 250 });
    // The line names the project (issue 25: not "#20").
    expect(wallet.movements[0]).toMatchObject({
      kind: 'project_award',
      amount: -250,
      project_title: 'Escrowed landing page',
    });
    expect(spy).toHaveBeenCalledWith(fl.id, expect.objectContaining({ project_id: id }));
    const again = await p.call('POST', `/api/proposal/${proposal}/award`, { idempotency_key: awardKey });
    expect(again.json()).toMatchObject({ replayed: true, transaction_id: award.json().transaction_id });
    expect(await user(p)).toBe(750);

    expect((await fl.call('POST', `/api/project/${id}/start`)).statusCode).toBe(200);
    expect((await fl.call('POST', `/api/project/${id}/deliver`, { message: 'Done' })).statusCode).toBe(200);
    spy.mockClear();
    const changes = await p.call('POST', `/api/project/${id}/request_changes`, { message: 'Bigger logo' });
    expect(changes.json()).toMatchObject({ status: 'in_progress' });
    expect(spy).toHaveBeenCalledWith(fl.id, expect.objectContaining({ project_id: id }));
    expect((await fl.call('POST', `/api/project/${id}/deliver`, { message: 'Done again' })).statusCode).toBe(
      200,
    );

    spy.mockClear();
    const acceptKey = key();
    const accept = await p.call('POST', `/api/project/${id}/accept`, { idempotency_key: acceptKey });
    expect(accept.statusCode, accept.body).toBe(200);
    expect(accept.json()).toMatchObject({
      replayed: false,
      project: { status: 'completed', escrow_balance: 0 },
    });
    expect(spy).toHaveBeenCalledWith(fl.id, expect.objectContaining({ project_id: id }));
    spy.mockRestore();
    expect(projectFeeFor(250)).toBe(25);
    expect((await user(fl)) - flBefore).toBe(225);
    expect((await tat('platform')) - platform0).toBe(25);
    expect(await escrow(id)).toBe(0);
    expect(await user(p)).toBe(750);
    expect(((await p.call('GET', '/api/my_wallet')).json() as { escrow_tat: number }).escrow_tat).toBe(0);
    const replay = await p.call('POST', `/api/project/${id}/accept`, { idempotency_key: acceptKey });
    expect(replay.json()).toMatchObject({ replayed: true });
    expect((await user(fl)) - flBefore).toBe(225);

    const history = (await p.call('GET', `/api/project_view/${id}`)).json() as {
      history: Array<{ to_status: string; message: string | null }>;
    };
    expect(history.history.map((h) => h.to_status)).toEqual([
      'open',
      'awarded',
      'in_progress',
      'delivered',
      'in_progress',
      'delivered',
      'completed',
    ]);

    const dash = (await fl.call('GET', '/api/fl_dashboard')).json() as {
      earnings_total: number;
      earnings_by_month: Array<{ month: string; amount: number }>;
      active_projects: number;
      wallet: { tat: number; movements: Array<{ kind: string; amount: number }> };
    };
    expect(dash.earnings_total).toBe(225);
    expect(dash.earnings_by_month).toEqual([{ month: new Date().toISOString().slice(0, 7), amount: 225 }]);
    expect(dash.active_projects).toBe(0);
    // The freelancer's wallet is on the dashboard: the balance the ledger holds, the pay as the latest line.
    expect(dash.wallet.tat).toBe(await user(fl));
    expect(dash.wallet.movements[0]).toMatchObject({ amount: 225 });
  });

  it('refuses an award without the balance (402) and moves nothing', async () => {
    const p = await recruiterOn(t, 'poor-poster@x.org');
    await fund(t, p.id, 100);
    const id = await post(p);
    const proposal = await propose(freelancers[8]!, id, 101);
    const res = await p.call('POST', `/api/proposal/${proposal}/award`, { idempotency_key: key() });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toMatch(/Not enough TAT/);
    expect(await user(p)).toBe(100);
    expect(await escrow(id)).toBe(0);
    expect(await statusOf(id)).toBe('open');
  });

  it("refuses accepting someone else's project and delivering one not in progress", async () => {
    const p = await recruiterOn(t, 'other-poster@x.org');
    await fund(t, p.id, 500);
    const id = await post(p);
    const proposal = await propose(freelancers[9]!, id, 100);
    await p.call('POST', `/api/proposal/${proposal}/award`, { idempotency_key: key() });
    const deliver = await freelancers[9]!.call('POST', `/api/project/${id}/deliver`, { message: 'Early' });
    expect(deliver.statusCode).toBe(409);
    expect((await freelancers[8]!.call('POST', `/api/project/${id}/start`)).statusCode).toBe(404);
    await freelancers[9]!.call('POST', `/api/project/${id}/start`);
    await freelancers[9]!.call('POST', `/api/project/${id}/deliver`, { message: 'Done' });
    const before = await escrow(id);
    expect(
      (await poster.call('POST', `/api/project/${id}/accept`, { idempotency_key: key() })).statusCode,
    ).toBe(404);
    expect(await escrow(id)).toBe(before);
  });

  it('refunds the escrow on cancellation', async () => {
    const p = await recruiterOn(t, 'cancel-poster@x.org');
    await fund(t, p.id, 400);
    const id = await post(p);
    const proposal = await propose(freelancers[0]!, id, 300);
    await p.call('POST', `/api/proposal/${proposal}/award`, { idempotency_key: key() });
    expect(await user(p)).toBe(100);
    const res = await p.call('POST', `/api/project/${id}/cancel`, { idempotency_key: key() });
    expect(res.json()).toMatchObject({ project: { status: 'cancelled', escrow_balance: 0 } });
    expect(await user(p)).toBe(400);
  });

  it('splits a disputed escrow as the admin decides', async () => {
    const p = await recruiterOn(t, 'dispute-poster@x.org');
    const fl = freelancers[1]!;
    await fund(t, p.id, 300);
    const id = await post(p);
    const proposal = await propose(fl, id, 300);
    await p.call('POST', `/api/proposal/${proposal}/award`, { idempotency_key: key() });
    await fl.call('POST', `/api/project/${id}/start`);
    await fl.call('POST', `/api/project/${id}/deliver`, { message: 'Done' });
    const d = await fl.call('POST', `/api/project/${id}/dispute`, { message: 'Paid too little' });
    expect(d.json()).toMatchObject({ status: 'disputed' });
    const flBefore = await user(fl);
    const platform0 = await tat('platform');

    expect(
      (await p.call('POST', `/api/project/${id}/resolve`, { idempotency_key: key(), freelancer_amount: 100 }))
        .statusCode,
    ).toBe(403);
    const tooMuch = await admin.call('POST', `/api/project/${id}/resolve`, {
      idempotency_key: key(),
      freelancer_amount: 301,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(await escrow(id)).toBe(300);
    expect(await statusOf(id)).toBe('disputed');

    const res = await admin.call('POST', `/api/project/${id}/resolve`, {
      idempotency_key: key(),
      freelancer_amount: 100,
      message: 'Half the work was done',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ project: { status: 'resolved', escrow_balance: 0 } });
    expect((await user(fl)) - flBefore).toBe(90);
    expect((await tat('platform')) - platform0).toBe(10);
    expect(await user(p)).toBe(200);
  });
});

describe('every transition, legal and illegal', () => {
  const flA = () => freelancers[2]!;

  /** A project brought to `state` through the API (funded poster, one pending proposal from flA). */
  async function projectIn(state: ProjectStatus): Promise<{ id: number; proposal: number }> {
    await fund(t, poster.id, 100);
    if (state === 'draft') {
      const id = (
        (await poster.call('POST', '/api/project/', openProject({ status: 'draft' }))).json() as {
          id: number;
        }
      ).id;
      const now = new Date().toISOString();
      // A pending proposal cannot be sent to a draft; one is written directly so award can be tried.
      const row = await t.ctx.db
        .insertInto('project_proposals')
        .values({
          project_id: id,
          freelancer_id: flA().id,
          cover_letter: 'x',
          bid: 10,
          days: 1,
          status: 'pending',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, proposal: row.id };
    }
    const id = await post(poster, { budget: 50 });
    const proposal = await propose(flA(), id, 10);
    const steps: Record<ProjectStatus, ProjectAction[]> = {
      draft: [],
      open: [],
      awarded: ['award'],
      in_progress: ['award', 'start'],
      delivered: ['award', 'start', 'deliver'],
      completed: ['award', 'start', 'deliver', 'accept'],
      cancelled: ['cancel'],
      disputed: ['award', 'start', 'deliver', 'dispute'],
      resolved: ['award', 'start', 'deliver', 'dispute', 'resolve'],
    };
    for (const action of steps[state]) expect((await act(action, id, proposal)).statusCode).toBe(200);
    expect(await statusOf(id)).toBe(state);
    return { id, proposal };
  }

  function act(action: ProjectAction, id: number, proposal: number) {
    const k = { idempotency_key: key() };
    const msg = { message: 'A note' };
    switch (action) {
      case 'publish':
        return poster.call('PUT', `/api/project/${id}/`, openProject({ budget: 50 }));
      case 'award':
        return poster.call('POST', `/api/proposal/${proposal}/award`, k);
      case 'start':
        return flA().call('POST', `/api/project/${id}/start`);
      case 'deliver':
        return flA().call('POST', `/api/project/${id}/deliver`, msg);
      case 'accept':
        return poster.call('POST', `/api/project/${id}/accept`, k);
      case 'request_changes':
        return poster.call('POST', `/api/project/${id}/request_changes`, msg);
      case 'cancel':
        return poster.call('POST', `/api/project/${id}/cancel`, k);
      case 'dispute':
        return poster.call('POST', `/api/project/${id}/dispute`, msg);
      case 'resolve':
        return admin.call('POST', `/api/project/${id}/resolve`, { ...k, freelancer_amount: 5 });
    }
  }

  it('the actions cover exactly the moves of the table', () => {
    const fromActions = new Set<string>();
    for (const a of Object.values(PROJECT_ACTIONS)) for (const f of a.from) fromActions.add(`${f}>${a.to}`);
    const fromTable = new Set<string>();
    for (const s of PROJECT_STATUSES) for (const to of PROJECT_TRANSITIONS[s]) fromTable.add(`${s}>${to}`);
    expect([...fromActions].sort()).toEqual([...fromTable].sort());
  });

  const actions = Object.keys(PROJECT_ACTIONS) as ProjectAction[];
  it.each(PROJECT_STATUSES.map((s) => [s]))('from %s', async (state) => {
    for (const action of actions) {
      const { id, proposal } = await projectIn(state);
      const escrowBefore = await escrow(id);
      const res = await act(action, id, proposal);
      if (canTakeProjectAction(action, state)) {
        expect(res.statusCode, `${action} from ${state}: ${res.body}`).toBe(200);
        expect(await statusOf(id)).toBe(PROJECT_ACTIONS[action].to);
      } else {
        // A published project is edited in place (status stays open): the one PUT that is not a move.
        if (action === 'publish' && state === 'open') {
          expect(res.statusCode).toBe(200);
          expect(await statusOf(id)).toBe('open');
          continue;
        }
        // A draft is hidden from freelancers: their actions on it find no project.
        const hidden = state === 'draft' && (action === 'start' || action === 'deliver');
        expect(res.statusCode, `${action} from ${state}: ${res.body}`).toBe(hidden ? 404 : 409);
        expect(await statusOf(id)).toBe(state);
        expect(await escrow(id)).toBe(escrowBefore);
      }
    }
  });
});

describe('200 parallel awards, acceptances and cancellations across 20 projects', () => {
  it('keeps the ledger at zero, no balance negative, and each key moving TAT once', async () => {
    const posters = [
      await recruiterOn(t, 'race-a@x.org'),
      await recruiterOn(t, 'race-b@x.org'),
      await recruiterOn(t, 'race-c@x.org'),
      await recruiterOn(t, 'race-d@x.org'),
    ];
    // Not enough for every award: some are refused with 402.
    for (const p of posters) await fund(t, p.id, 600);
    type Setup = { id: number; poster: Caller; proposals: number[]; fl: Caller[] };
    const projects: Setup[] = [];
    for (let i = 0; i < 20; i++) {
      const p = posters[i % 4]!;
      const id = await post(p, { budget: 200 });
      const fl = [freelancers[i % 10]!, freelancers[(i + 1) % 10]!];
      const proposals = [await propose(fl[0]!, id, 100 + i), await propose(fl[1]!, id, 120 + i)];
      projects.push({ id, poster: p, proposals, fl });
    }
    // Half the projects are delivered already, so acceptances race with cancellations there.
    for (const pr of projects.slice(10)) {
      const res = await pr.poster.call('POST', `/api/proposal/${pr.proposals[0]}/award`, {
        idempotency_key: key(),
      });
      if (res.statusCode !== 200) continue;
      await pr.fl[0]!.call('POST', `/api/project/${pr.id}/start`);
      await pr.fl[0]!.call('POST', `/api/project/${pr.id}/deliver`, { message: 'Done' });
    }

    type Op = { key: string; run: () => ReturnType<Caller['call']> };
    const ops: Op[] = [];
    for (const pr of projects) {
      const keys = [key(), key(), key()];
      for (let r = 0; r < 10; r++) {
        const k = keys[r % 3]!;
        const kind = r % 3;
        const run =
          kind === 0
            ? () =>
                pr.poster.call('POST', `/api/proposal/${pr.proposals[r % 2]}/award`, { idempotency_key: k })
            : kind === 1
              ? () => pr.poster.call('POST', `/api/project/${pr.id}/accept`, { idempotency_key: k })
              : () => pr.poster.call('POST', `/api/project/${pr.id}/cancel`, { idempotency_key: k });
        ops.push({ key: k, run });
      }
    }
    expect(ops).toHaveLength(200);
    const results = await Promise.all(ops.map(async (op) => ({ key: op.key, res: await op.run() })));

    for (const { res } of results) expect([200, 402, 404, 409], res.body).toContain(res.statusCode);
    // Every answer with the same key names the same ledger transaction.
    const byKey = new Map<string, Set<number>>();
    for (const { key: k, res } of results)
      if (res.statusCode === 200) {
        const set = byKey.get(k) ?? new Set();
        set.add((res.json() as { transaction_id: number }).transaction_id);
        byKey.set(k, set);
      }
    for (const [k, set] of byKey) expect(set.size, k).toBe(1);
    // The race had winners, retries answered as replays, and losers refused.
    const ok = results
      .filter((r) => r.res.statusCode === 200)
      .map((r) => r.res.json() as { replayed: boolean });
    expect(ok.some((r) => !r.replayed)).toBe(true);
    expect(ok.some((r) => r.replayed)).toBe(true);
    expect(results.some((r) => r.res.statusCode === 409)).toBe(true);

    const accounts = await t.ctx.db
      .selectFrom('ledger_accounts')
      .select(['owner_key', 'balance', 'currency'])
      .execute();
    const sum = accounts.filter((a) => a.currency === 'TAT').reduce((s, a) => s + Number(a.balance), 0);
    expect(sum).toBe(0);
    for (const a of accounts)
      if (a.owner_key !== 'issuer') expect(Number(a.balance), a.owner_key).toBeGreaterThanOrEqual(0);
    // Entries sum to zero per transaction, and the balances are the sums of the entries.
    const perTx = await t.ctx.db
      .selectFrom('ledger_entries')
      .select(['transaction_id', (eb) => eb.fn.sum<number>('amount').as('s')])
      .groupBy('transaction_id')
      .execute();
    for (const r of perTx) expect(Number(r.s)).toBe(0);

    for (const pr of projects) {
      const row = await t.ctx.db
        .selectFrom('projects')
        .select(['status', 'awarded_amount'])
        .where('id', '=', pr.id)
        .executeTakeFirstOrThrow();
      const held = await escrow(pr.id);
      if (['awarded', 'delivered'].includes(row.status)) expect(held).toBe(row.awarded_amount);
      else expect(held, `${pr.id} ${row.status}`).toBe(0);
    }
    for (const p of posters) {
      const held = await t.ctx.db
        .selectFrom('projects')
        .select((eb) => eb.fn.sum<number>('awarded_amount').as('s'))
        .where('owner_id', '=', p.id)
        .where('status', 'in', ['awarded', 'delivered', 'completed'])
        .executeTakeFirstOrThrow();
      expect((await user(p)) + Number(held.s ?? 0)).toBe(600);
    }
  });
});
