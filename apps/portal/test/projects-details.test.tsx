import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { handle, overrides } from '@talent/api/msw';
import type { ProjectDetail, Proposal } from '@talent/api/contract';
import { attachmentProblem, fileSize } from '../src/pages/projects/Attachments';
import ProjectDetailsPage from '../src/pages/projects/ProjectDetailsPage';
import { bodiesTo, jobsServer } from './jobs.harness';
import { projectFixture } from './projects.harness';
import { renderPage, signIn } from './profiles.harness';

const server = jobsServer();
const PATTERN = '/freework/project_details/:uid';

const freelancer = {
  user_id: 7,
  name: 'Fred Freelancer',
  headline: 'Full-stack developer',
  hourly_rate: 45,
  skills: ['React'],
  portfolio_links: [],
  completed_projects: 1,
};

function proposal(id: number, overrides: Partial<Proposal> = {}): Proposal {
  return {
    id,
    project_id: 7,
    project_title: 'Logo redesign',
    project_status: 'open',
    freelancer_id: 7,
    cover_letter: 'I design logos.',
    bid: 400,
    days: 10,
    status: 'pending',
    created_at: '2026-01-04T09:00:00.000Z',
    updated_at: '2026-01-04T09:00:00.000Z',
    freelancer,
    ...overrides,
  };
}

function detail(
  project: Partial<ProjectDetail['project']> = {},
  rest: Partial<ProjectDetail> = {},
): ProjectDetail {
  return {
    project: projectFixture(7, { title: 'Logo redesign', budget: 500, ...project }),
    my_proposal: null,
    is_owner: false,
    invited: [],
    deliveries: [],
    history: [],
    ...rest,
  };
}

const open = (path = '/freework/project_details/7') => renderPage(path, <ProjectDetailsPage />, PATTERN);
const box = (name: RegExp) => screen.getByRole('textbox', { name });

describe('/freework/project_details/:uid for a freelancer', () => {
  it('shows the project, checks the bid, and sends a proposal that then shows with its state', async () => {
    let sent: Proposal | null = null;
    server.use(
      handle('projectView', () => detail({}, { my_proposal: sent })),
      handle('applyForProject', ({ body }) => {
        sent = proposal(20, { ...body });
        return sent;
      }),
    );
    const bodies = bodiesTo(server, 'POST', '/api/applied_for_project/');
    signIn('freelancer');
    open();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Logo redesign', level: 1 })).toBeTruthy();
    expect(document.body.textContent).toContain('Fixed price: 500 TAT');
    expect(document.body.textContent).toContain('landing page');

    await userEvent.type(box(/Bid/), '600');
    await userEvent.type(box(/Days to deliver/), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Send proposal' }));
    expect(screen.getByText('Write a cover letter.')).toBeTruthy();
    expect(screen.getByText('The bid is at most 500 TAT.')).toBeTruthy();
    expect(screen.getByText('Enter 1 to 365 days.')).toBeTruthy();
    await userEvent.clear(box(/Bid/));
    await userEvent.type(box(/Bid/), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Send proposal' }));
    expect(screen.getByText('Enter a whole number of TAT, more than 0.')).toBeTruthy();
    expect(bodies).toEqual([]);

    await userEvent.type(box(/Cover letter/), 'I design logos.');
    await userEvent.clear(box(/Bid/));
    await userEvent.type(box(/Bid/), '450');
    await userEvent.clear(box(/Days to deliver/));
    await userEvent.type(box(/Days to deliver/), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Send proposal' }));
    expect(await screen.findByRole('heading', { name: 'My proposal' })).toBeTruthy();
    expect(bodies).toEqual([{ project_id: 7, cover_letter: 'I design logos.', bid: 450, days: 7 }]);
    expect(screen.queryByRole('form', { name: 'Send a proposal' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
  });

  it("shows the server's refusal of a second proposal", async () => {
    server.use(
      overrides.value('projectView', detail()),
      overrides.error('applyForProject', 409, 'You already sent a proposal to this project.'),
    );
    signIn('freelancer');
    open();
    await userEvent.type(await screen.findByRole('textbox', { name: /Cover letter/ }), 'Hello');
    await userEvent.type(box(/Bid/), '100');
    await userEvent.type(box(/Days to deliver/), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Send proposal' }));
    expect(
      (await screen.findByText('You already sent a proposal to this project.')).getAttribute('role'),
    ).toBe('alert');
  });

  it('withdraws a pending proposal', async () => {
    let status: Proposal['status'] = 'pending';
    server.use(
      handle('projectView', () => detail({}, { my_proposal: proposal(20, { status }) })),
      handle('withdrawProposal', () => {
        status = 'withdrawn';
        return proposal(20, { status });
      }),
    );
    signIn('freelancer');
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull());
    expect(screen.getByRole('region', { name: 'My proposal' }).textContent).toContain('Withdrawn');
  });
});

describe('/freework/project_details/:uid for the poster', () => {
  it('awards a proposal, keeping one idempotency key across a refused try', async () => {
    let status: 'open' | 'awarded' = 'open';
    let tries = 0;
    server.use(
      handle('projectView', () => detail({ status }, { is_owner: true })),
      handle('projectProposals', () => ({
        count: 2,
        results: [
          proposal(20),
          proposal(21, { freelancer: { ...freelancer, user_id: 8, name: 'Ann Artist' } }),
        ],
      })),
      handle('awardProposal', () => {
        tries += 1;
        if (tries === 1) return new Response(JSON.stringify({ message: 'Not enough TAT' }), { status: 402 });
        status = 'awarded';
        return { project: projectFixture(7, { status }), replayed: false, transaction_id: 5 };
      }),
    );
    const bodies = bodiesTo(server, 'POST', '/api/proposal/21/award');
    signIn('recruiter');
    open();
    const list = await screen.findByRole('list', { name: 'Proposals' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Award Ann Artist' }));
    expect(await screen.findByText('Not enough TAT')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Award Ann Artist' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Award / })).toBeNull());
    expect(bodies).toHaveLength(2);
    expect(bodies[0]!.idempotency_key).toEqual(expect.any(String));
    expect(bodies[1]!.idempotency_key).toBe(bodies[0]!.idempotency_key);
    // Awarded: no more edits.
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('accepts a delivery, and asks for a message before requesting changes', async () => {
    server.use(
      overrides.value(
        'projectView',
        detail(
          {
            status: 'delivered',
            escrow_balance: 400,
            freelancer_name: 'Fred Freelancer',
            awarded_amount: 400,
          },
          {
            is_owner: true,
            history: [
              {
                id: 3,
                from_status: 'in_progress',
                to_status: 'delivered',
                message: 'Here are the logo files.',
                actor_id: 7,
                created_at: '2026-01-04T09:00:00.000Z',
              },
            ],
          },
        ),
      ),
      overrides.value('projectProposals', { count: 1, results: [proposal(20, { status: 'awarded' })] }),
      handle('requestChanges', () => projectFixture(7, { status: 'in_progress' })),
      handle('acceptDelivery', () => ({
        project: projectFixture(7, { status: 'completed' }),
        replayed: false,
        transaction_id: 9,
      })),
    );
    const changes = bodiesTo(server, 'POST', '/api/project/7/request_changes');
    const accepted = bodiesTo(server, 'POST', '/api/project/7/accept');
    signIn('recruiter');
    open();
    await screen.findByRole('heading', { name: 'Delivery' });
    expect(document.body.textContent).toContain('Here are the logo files.');
    expect(document.body.textContent).toContain('Fred Freelancer for 400 TAT');
    await userEvent.click(screen.getByRole('button', { name: 'Request changes' }));
    expect(screen.getByText('Write a message.')).toBeTruthy();
    expect(changes).toEqual([]);
    await userEvent.type(box(/What should change/), 'Darker blue, please.');
    await userEvent.click(screen.getByRole('button', { name: 'Request changes' }));
    await waitFor(() => expect(changes).toEqual([{ message: 'Darker blue, please.' }]));
    await userEvent.click(screen.getByRole('button', { name: 'Accept delivery' }));
    await waitFor(() => expect(accepted).toHaveLength(1));
    expect(accepted[0]!.idempotency_key).toEqual(expect.any(String));
  });

  it('shows the server error of a project it cannot read', async () => {
    server.use(overrides.error('projectView', 404, 'No such project visible to me'));
    signIn('recruiter');
    open('/freework/project_details/99');
    expect((await screen.findByText('No such project visible to me')).getAttribute('role')).toBe('alert');
  });
});

describe('cancel, dispute and resolve', () => {
  const delivered = {
    status: 'delivered' as const,
    escrow_balance: 400,
    freelancer_id: 7,
    freelancer_name: 'Fred Freelancer',
    awarded_amount: 400,
  };

  it('lets the poster cancel an awarded project after a confirmation naming the refund', async () => {
    let status: 'awarded' | 'cancelled' = 'awarded';
    server.use(
      handle('projectView', () =>
        detail({ status, escrow_balance: status === 'awarded' ? 450 : 0 }, { is_owner: true }),
      ),
      overrides.value('projectProposals', { count: 0, results: [] }),
      handle('cancelProject', () => {
        status = 'cancelled';
        return { project: projectFixture(7, { status }), replayed: false, transaction_id: 4 };
      }),
    );
    const bodies = bodiesTo(server, 'POST', '/api/project/7/cancel');
    signIn('recruiter');
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel project' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this project?' });
    expect(dialog.textContent).toContain('the 450 TAT in escrow is refunded to you');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Cancel this project?' })).toBeNull(),
    );
    expect(bodies).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel project' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Cancel this project?' })).getByRole('button', {
        name: 'Cancel project',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel project' })).toBeNull());
    expect(bodies).toEqual([{ idempotency_key: expect.any(String) }]);
    expect(screen.queryByRole('alertdialog', { name: 'Cancel this project?' })).toBeNull();
  });

  it('offers no cancel once the work is delivered, and lets the poster dispute it with a reason', async () => {
    server.use(
      handle('projectView', () => detail(delivered, { is_owner: true })),
      overrides.value('projectProposals', { count: 1, results: [proposal(20, { status: 'awarded' })] }),
      handle('disputeProject', () => projectFixture(7, { ...delivered, status: 'disputed' })),
    );
    const bodies = bodiesTo(server, 'POST', '/api/project/7/dispute');
    signIn('recruiter');
    open();
    await screen.findByRole('heading', { name: 'Delivery' });
    expect(screen.queryByRole('button', { name: 'Cancel project' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open a dispute' }));
    expect(screen.getByText('Write a reason.')).toBeTruthy();
    expect(bodies).toEqual([]);
    await userEvent.type(box(/Why do you dispute/), 'The files are empty.');
    await userEvent.click(screen.getByRole('button', { name: 'Open a dispute' }));
    await waitFor(() => expect(bodies).toEqual([{ message: 'The files are empty.' }]));
  });

  it('lets the awarded freelancer dispute a delivered project, and no one else', async () => {
    server.use(
      handle('projectView', () =>
        detail(delivered, { my_proposal: proposal(20, { status: 'awarded', project_status: 'delivered' }) }),
      ),
      handle('disputeProject', () => projectFixture(7, { ...delivered, status: 'disputed' })),
    );
    const bodies = bodiesTo(server, 'POST', '/api/project/7/dispute');
    signIn('freelancer');
    open();
    await userEvent.type(await screen.findByRole('textbox', { name: /Why do you dispute/ }), 'Unpaid.');
    await userEvent.click(screen.getByRole('button', { name: 'Open a dispute' }));
    await waitFor(() => expect(bodies).toEqual([{ message: 'Unpaid.' }]));
  });

  it('lets an admin resolve a dispute with a split and a note', async () => {
    let tries = 0;
    server.use(
      handle('projectView', () => detail({ ...delivered, status: 'disputed' })),
      handle('resolveDispute', () => {
        tries += 1;
        if (tries === 1) return new Response(JSON.stringify({ message: 'Try again later' }), { status: 409 });
        return { project: projectFixture(7, { status: 'resolved' }), replayed: false, transaction_id: 8 };
      }),
    );
    const bodies = bodiesTo(server, 'POST', '/api/project/7/resolve');
    signIn('admin');
    open();
    await screen.findByRole('heading', { name: 'Resolve dispute' });
    expect(screen.queryByRole('button', { name: 'Open a dispute' })).toBeNull();
    await userEvent.type(box(/TAT to the freelancer/), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Resolve dispute' }));
    expect(screen.getByText('Enter a whole number of TAT from 0 to 400.')).toBeTruthy();
    expect(bodies).toEqual([]);
    await userEvent.clear(box(/TAT to the freelancer/));
    await userEvent.type(box(/TAT to the freelancer/), '150');
    await userEvent.type(box(/Note/), 'Half the logos were done.');
    await userEvent.click(screen.getByRole('button', { name: 'Resolve dispute' }));
    expect(await screen.findByText('Try again later')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Resolve dispute' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[0]).toEqual({
      idempotency_key: expect.any(String),
      freelancer_amount: 150,
      message: 'Half the logos were done.',
    });
    expect(bodies[1]!.idempotency_key).toBe(bodies[0]!.idempotency_key);
  });
});

describe('project attachments', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sizes files in KB or MB', () => {
    const number = (n: number) => String(n);
    expect(fileSize(300, number)).toBe('1 KB');
    expect(fileSize(312 * 1024, number)).toBe('312 KB');
    expect(fileSize(2.44 * 1024 * 1024, number)).toBe('2.4 MB');
  });

  it('lists the files and downloads one through the signed-in client, under its name', async () => {
    const file = {
      id: 3,
      name: 'brief.pdf',
      size: 2048,
      content_type: 'application/pdf',
      created_at: '2026-01-04T09:00:00.000Z',
    };
    server.use(
      overrides.value('projectView', detail({ attachments: [file] })),
      handle(
        'projectAttachment',
        () => new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } }),
      ),
    );
    const asked: Array<string | null> = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/project/7/attachment/3')
        asked.push(request.headers.get('authorization'));
    });
    const created = vi.fn((blob: Blob) => `blob:${blob.size}`);
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    signIn('freelancer');
    open();
    const list = await screen.findByRole('list', { name: 'Attachments' });
    expect(list.textContent).toContain('brief.pdf');
    expect(list.textContent).toContain('2 KB');
    await userEvent.click(within(list).getByRole('button', { name: 'Download brief.pdf' }));
    await waitFor(() => expect(clicks).toEqual(['brief.pdf']));
    expect(asked).toEqual(['Bearer mock-access-freelancer']);
    expect(created).toHaveBeenCalledTimes(1);
  });
});

describe('attaching files', () => {
  it('checks type, size and count before sending', () => {
    expect(attachmentProblem({ name: 'brief.PDF', size: 100 }, 0)).toBeNull();
    expect(attachmentProblem({ name: 'notes.docx', size: 5 * 1024 * 1024 }, 4)).toBeNull();
    expect(attachmentProblem({ name: 'run.exe', size: 100 }, 0)).toBe('Attach a PDF or DOCX file.');
    expect(attachmentProblem({ name: 'big.pdf', size: 5 * 1024 * 1024 + 1 }, 0)).toBe(
      'A file is at most 5 MB.',
    );
    expect(attachmentProblem({ name: 'six.pdf', size: 100 }, 5)).toBe('At most 5 files per project.');
  });

  it('lets the poster of an open project attach and remove files', async () => {
    const file = {
      id: 3,
      name: 'brief.pdf',
      size: 2048,
      content_type: 'application/pdf',
      created_at: '2026-01-04T09:00:00.000Z',
    };
    let files = [file];
    const sent: string[] = [];
    server.use(
      handle('projectView', () => detail({ attachments: files }, { is_owner: true })),
      overrides.empty('projectProposals'),
      http.post('*/api/project/7/attachment', async ({ request }) => {
        const upload = (await request.formData()).get('file') as File;
        sent.push(upload.name);
        files = [...files, { ...file, id: 4, name: upload.name }];
        return HttpResponse.json(files.at(-1), { status: 201 });
      }),
      handle('deleteProjectAttachment', () => {
        files = files.filter((f) => f.id !== 3);
        return { message: 'Removed.' };
      }),
    );
    signIn('recruiter');
    open();
    await screen.findByRole('list', { name: 'Attachments' });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'run.exe', { type: 'application/octet-stream' }), {
      applyAccept: false,
    });
    expect((await screen.findByText('Attach a PDF or DOCX file.')).getAttribute('role')).toBe('alert');
    expect(sent).toEqual([]);
    await userEvent.upload(input, new File(['%PDF-1.4'], 'scope.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Attachments' }).textContent).toContain('scope.pdf'),
    );
    expect(sent).toEqual(['scope.pdf']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove brief.pdf' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Attachments' }).textContent).not.toContain('brief.pdf'),
    );
  });

  it('offers no upload to a freelancer', async () => {
    server.use(overrides.value('projectView', detail()));
    signIn('freelancer');
    open();
    await screen.findByRole('heading', { name: 'Attachments' });
    expect(screen.queryByRole('button', { name: 'Attach a file' })).toBeNull();
    expect(screen.getByText('No files attached.')).toBeTruthy();
  });
});

describe('delivery files', () => {
  const file = {
    id: 9,
    name: 'result.pdf',
    size: 4096,
    content_type: 'application/pdf',
    created_at: '2026-01-04T09:00:00.000Z',
  };
  const inProgress = { status: 'in_progress' as const, freelancer_id: 7, freelancer_name: 'Fred' };

  it('lets the awarded freelancer add and remove them while the work is in progress', async () => {
    let files = [file];
    const sent: string[] = [];
    server.use(
      handle('projectView', () => detail(inProgress, { deliveries: files })),
      http.post('*/api/project/7/delivery', async ({ request }) => {
        const upload = (await request.formData()).get('file') as File;
        sent.push(upload.name);
        files = [...files, { ...file, id: 10, name: upload.name }];
        return HttpResponse.json(files.at(-1), { status: 201 });
      }),
      handle('deleteDeliveryFile', ({ params }) => {
        files = files.filter((f) => f.id !== Number(params.fileId));
        return { message: 'Removed.' };
      }),
    );
    signIn('freelancer');
    open();
    const list = await screen.findByRole('list', { name: 'Delivery files' });
    expect(list.textContent).toContain('result.pdf');
    // The brief stays read-only for the freelancer.
    expect(screen.queryByRole('button', { name: 'Attach a file' })).toBeNull();
    const input = screen
      .getByRole('button', { name: 'Add a delivery file' })
      .parentElement!.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Delivery files' }).textContent).toContain('notes.pdf'),
    );
    expect(sent).toEqual(['notes.pdf']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove result.pdf' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Delivery files' }).textContent).not.toContain('result.pdf'),
    );
  });

  it('shows them read-only to the poster, and not at all before the work starts', async () => {
    server.use(
      handle('projectView', () =>
        detail({ ...inProgress, status: 'delivered' }, { deliveries: [file], is_owner: true }),
      ),
      overrides.empty('projectProposals'),
    );
    signIn('recruiter');
    open();
    const list = await screen.findByRole('list', { name: 'Delivery files' });
    expect(within(list).getByRole('button', { name: 'Download result.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a delivery file' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove result.pdf' })).toBeNull();
  });

  it('has no delivery card on an open project', async () => {
    server.use(overrides.value('projectView', detail()));
    signIn('freelancer');
    open();
    await screen.findByRole('heading', { name: 'Attachments' });
    expect(screen.queryByRole('heading', { name: 'Delivery files' })).toBeNull();
  });
});

describe('/freework/project_details without a project', () => {
  it("lists a poster's recent projects", async () => {
    server.use(
      overrides.value('myProjects', { count: 1, results: [projectFixture(7, { title: 'Logo redesign' })] }),
    );
    signIn('recruiter');
    renderPage('/freework/project_details', <ProjectDetailsPage />);
    const list = await screen.findByRole('list', { name: 'Recent projects' });
    expect(within(list).getByRole('link', { name: 'Logo redesign' }).getAttribute('href')).toBe(
      '/freework/project_details/7',
    );
  });

  it("lists a freelancer's proposed-to projects, or says there are none", async () => {
    server.use(overrides.value('appliedForProject', { count: 1, results: [proposal(20)] }));
    signIn('freelancer');
    const first = renderPage('/freework/project_details', <ProjectDetailsPage />);
    const list = await screen.findByRole('list', { name: 'Recent projects' });
    expect(list.textContent).toContain('My proposal: Pending');
    first.unmount();
    server.use(overrides.empty('appliedForProject'));
    renderPage('/freework/project_details', <ProjectDetailsPage />);
    expect(await screen.findByRole('heading', { name: 'No recent projects' })).toBeTruthy();
  });
});
