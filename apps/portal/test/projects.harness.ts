/** Projects for the freelance pages' tests (issue 17): fixtures on the msw moment and the handlers the pages
 * read, installed before each test (a test's own `server.use` comes first). */
import { beforeEach } from 'vitest';
import type { SetupServer } from 'msw/node';
import type { Project } from '@talent/api/contract';
import { handle } from '@talent/api/msw';

export function projectFixture(id: number, overrides: Partial<Project> = {}): Project {
  return {
    id,
    owner_id: 2,
    owner_name: 'Acme Corp',
    title: `Project ${id}`,
    description: '<p>Build a <strong>landing page</strong>.</p>',
    skills: ['React', 'TypeScript'],
    budget_type: 'fixed',
    budget: 500,
    hourly_rate: null,
    deadline: '2026-02-01',
    visibility: 'public',
    status: 'open',
    next_statuses: ['awarded', 'cancelled'],
    freelancer_id: null,
    freelancer_name: null,
    awarded_amount: null,
    escrow_balance: 0,
    proposals: 2,
    saved: false,
    attachments: [],
    created_at: '2026-01-03T09:00:00.000Z',
    updated_at: '2026-01-03T09:00:00.000Z',
    published_at: '2026-01-03T09:00:00.000Z',
    ...overrides,
  };
}

export const openProjects = [
  projectFixture(1, { title: 'Landing page in React' }),
  projectFixture(2, {
    title: 'Data pipeline',
    budget_type: 'hourly',
    budget: 2000,
    hourly_rate: 40,
    skills: ['Python'],
    saved: true,
    proposals: 0,
    deadline: null,
  }),
];

export const myProjects = [
  projectFixture(10, { title: 'My draft', status: 'draft', published_at: null, proposals: 0 }),
  projectFixture(11, { title: 'My awarded project', status: 'awarded', escrow_balance: 450 }),
];

/** The project reads answer the fixtures; save flips `saved` on the open projects. */
export function installProjectHandlers(server: SetupServer) {
  beforeEach(() => {
    let open = openProjects.map((p) => ({ ...p }));
    server.use(
      handle('projectSearch', () => ({ count: open.length, results: open })),
      handle('myProjects', () => ({ count: myProjects.length, results: myProjects })),
      handle('saveProject', ({ body }) => {
        open = open.map((p) => (p.id === body.project_id ? { ...p, saved: body.saved } : p));
        return { project_id: body.project_id, saved: body.saved };
      }),
    );
  });
}
