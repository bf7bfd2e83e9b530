/**
 * Freelance projects (issue 17; docs/decisions.md "Freelance projects", docs/money.md "Project escrow").
 * States move only along PROJECT_TRANSITIONS, each move a conditional UPDATE (`status = from`), so of two
 * racing moves one wins and the other answers 409. Money moves through the ledger in the same database
 * transaction as the move, under the caller's idempotency key scoped to the project and the action: award
 * (poster → escrow), accept (escrow → freelancer less the platform share), cancel (escrow → poster) and an
 * admin's resolution (escrow split). A retry with the same key answers `replayed: true` and moves nothing.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import {
  PROJECT_ACTIONS,
  PROJECT_TRANSITIONS,
  MAX_PROJECT_ATTACHMENTS,
  MAX_PROJECT_ATTACHMENT_BYTES,
  MAX_PROJECT_DESCRIPTION,
  PROJECT_ATTACHMENT_EXTENSIONS,
  canTakeProjectAction,
  type ProjectAction,
  bidCapFor,
  projectFeeFor,
  isProjectEditable,
  type ProjectStatus,
} from '@talent/api/rules';
import { isRecruiterType } from '@talent/api';
import type {
  FreelancerDashboard,
  FreelancerProfile,
  Project,
  Proposal,
  endpoints,
  myProjectsQuery,
  myProposalsQuery,
  projectSearchQuery,
} from '@talent/api';
import type { Selectable } from 'kysely';
import type { Database, ProjectAttachmentsTable, User } from '../../db/schema';
import { isoNow, type Clock } from '../../lib/clock';
import { HttpError, badRequest, conflict, forbidden, notFound, type FieldErrors } from '../../lib/errors';
import { sanitizeHtml, textOf } from '../../lib/sanitize';
import type { AppContext } from '../../context';
import { PLATFORM, findTransaction, postTransfer, userKey, type Leg } from '../ledger/service';
import { searchTerms } from '../../lib/search-terms';
import { looksLike } from '../resumes/upload';
import type { FileStore } from '../../storage/index';
import { isDate } from '../jobs/fields';
import { utcDay } from '../plans/limits';
import {
  escrowKey,
  freelancerRepo,
  projectRepo,
  proposalRepo,
  type AttachmentKind,
  type ProjectWithExtras,
  type ProposalWithExtras,
} from './repo';

type SearchQuery = z.infer<typeof projectSearchQuery>;
type MyProjectsQuery = z.infer<typeof myProjectsQuery>;
type MyProposalsQuery = z.infer<typeof myProposalsQuery>;
type ProposalInput = z.infer<(typeof endpoints)['applyForProject']['body']>;
type ProjectIn = z.infer<(typeof endpoints)['createProject']['body']>;
type ProfileIn = z.infer<(typeof endpoints)['updateFreelancerProfile']['body']>;
type Page = { limit?: number; offset?: number };

const NO_PROJECT = 'No such project.';
const NO_PROPOSAL = 'No such proposal.';
const NO_FILE = 'No such file.';
const DELIVERY_CLOSED = 'Delivery files can be added or removed only while the work is in progress.';

type UploadedFile = { filename: string; data: Buffer };

/** Whether the user sees the project's delivery files: its poster, its awarded freelancer, or an admin. */
const seesDelivery = (user: User, row: { owner_id: number; freelancer_id: number | null }) =>
  user.role === 'admin' || row.owner_id === user.id || row.freelancer_id === user.id;

export interface ProjectDeps {
  db: Kysely<Database>;
  /** The user's balances and latest movements, as the wallet module tells them. */
  walletOf: (userId: number) => Promise<FreelancerDashboard['wallet']>;
  files: FileStore;
  hub: AppContext['hub'];
  log: AppContext['log'];
  /** The app's clock. */
  now: Clock;
}

const parseList = (json: string | null | undefined): string[] => {
  try {
    const v = JSON.parse(json ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
};

type AttachmentRow = Selectable<ProjectAttachmentsTable>;

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const toAttachment = (a: AttachmentRow) => ({
  id: a.id,
  name: a.name,
  size: a.size,
  content_type: CONTENT_TYPES[a.ext] ?? 'application/octet-stream',
  created_at: a.created_at,
});

export function toProject(row: ProjectWithExtras, attachments: AttachmentRow[] = []): Project {
  const status = row.status as ProjectStatus;
  return {
    id: row.id,
    owner_id: row.owner_id,
    owner_name: row.owner_name,
    title: row.title,
    description: row.description,
    skills: parseList(row.skills),
    budget_type: row.budget_type as Project['budget_type'],
    budget: row.budget,
    hourly_rate: row.hourly_rate,
    deadline: row.deadline,
    visibility: row.visibility as Project['visibility'],
    status,
    next_statuses: [...PROJECT_TRANSITIONS[status]],
    freelancer_id: row.freelancer_id,
    freelancer_name: row.freelancer_name ?? null,
    awarded_amount: row.awarded_amount,
    escrow_balance: Number(row.escrow_balance ?? 0),
    proposals: Number(row.proposal_count ?? 0),
    saved: Number(row.saved_count ?? 0) > 0,
    attachments: attachments.filter((a) => a.project_id === row.id).map(toAttachment),
    created_at: row.created_at,
    updated_at: row.updated_at,
    published_at: row.published_at,
  };
}

export function toProposal(row: ProposalWithExtras): Proposal {
  return {
    id: row.id,
    project_id: row.project_id,
    project_title: row.project_title,
    project_status: row.project_status as ProjectStatus,
    freelancer_id: row.freelancer_id,
    cover_letter: row.cover_letter,
    bid: row.bid,
    days: row.days,
    status: row.status as Proposal['status'],
    created_at: row.created_at,
    updated_at: row.updated_at,
    freelancer: {
      user_id: row.freelancer_id,
      name: row.freelancer_name,
      headline: row.headline ?? null,
      hourly_rate: row.hourly_rate ?? null,
      skills: parseList(row.fp_skills),
      portfolio_links: parseList(row.portfolio_links),
      completed_projects: Number(row.completed_projects ?? 0),
    },
  };
}

/** The sanitised description, or null when nothing readable is left. */
function cleanDescription(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const html = sanitizeHtml(raw);
  if (textOf(html).trim() === '') return null;
  if (html.length > MAX_PROJECT_DESCRIPTION)
    throw badRequest('The description is too long.', {
      description: [`The description has at most ${MAX_PROJECT_DESCRIPTION} characters.`],
    });
  return html;
}

/** The problems of the input that no project may have (a bad or past deadline), and, when publishing, the
 * fields it lacks. */
function inputErrors(input: ProjectIn, publishing: boolean): FieldErrors {
  const errors: FieldErrors = {};
  const need = (field: string, message: string) => (errors[field] = [message]);
  if (input.deadline) {
    if (!isDate(input.deadline)) need('deadline', 'Enter a real date as YYYY-MM-DD.');
    else if (input.deadline < utcDay()) need('deadline', 'The deadline cannot be in the past.');
  }
  if (input.budget_type === 'hourly' && input.hourly_rate && input.budget && input.hourly_rate > input.budget)
    need('hourly_rate', 'The hourly rate cannot be more than the cap.');
  if (publishing) {
    if (!input.description || textOf(sanitizeHtml(input.description)).trim() === '')
      need('description', 'A description is required to publish.');
    if (!input.budget)
      need(
        'budget',
        input.budget_type === 'hourly' ? 'A cap is required to publish.' : 'A budget is required to publish.',
      );
    if (input.budget_type === 'hourly' && !input.hourly_rate)
      need('hourly_rate', 'An hourly rate is required to publish an hourly project.');
    if (!input.deadline && !errors.deadline) need('deadline', 'A deadline is required to publish.');
  }
  return errors;
}

/** A file name without any path, at most 200 characters. */
const baseName = (name: string) => (name.split(/[\\/]/).pop() ?? '').trim().slice(-200);

/** Whether the bytes are a PDF, or a DOCX (a zip with the Office content-types part). */
function realDocument(ext: string, data: Buffer): boolean {
  if (!looksLike(ext, data)) return false;
  return ext !== 'docx' || data.includes('[Content_Types].xml');
}

export function projectService({ db, walletOf, files, hub, log, now: clock }: ProjectDeps) {
  const nowIso = () => isoNow(clock);
  const projects = projectRepo(db);
  const proposals = proposalRepo(db);
  const freelancers = freelancerRepo(db);

  const notify = (userId: number, projectId: number, message: string) =>
    hub
      .publish(userId, { job_id: null, profileId: null, message, kind: 'project', project_id: projectId })
      .catch((err: unknown) => log.warn({ err }, 'notification failed'));

  /** The answers of project rows, with their attachments (one query). */
  async function present(rows: ProjectWithExtras[]): Promise<Project[]> {
    const attachments = await projects.attachments(rows.map((r) => r.id));
    return rows.map((r) => toProject(r, attachments));
  }

  async function view(id: number, user: User): Promise<Project> {
    const row = await projects.byId(id, user.id);
    if (!row) throw notFound(NO_PROJECT);
    return (await present([row]))[0]!;
  }

  /** A project the user posted (a poster's actions); anyone else's answers 404. */
  async function posted(user: User, id: number) {
    const row = await projects.plain(id);
    if (!row || row.owner_id !== user.id) throw notFound(NO_PROJECT);
    return row;
  }

  /** A project awarded to the user (the freelancer's actions): 409 while it is awarded to nobody, 404 when
   * it is awarded to someone else or hidden from the user. */
  async function awardedTo(user: User, id: number) {
    const row = await projects.visible(id, user.id, false);
    if (!row || (row.freelancer_id !== null && row.freelancer_id !== user.id)) throw notFound(NO_PROJECT);
    if (row.freelancer_id === null)
      throw conflict(`This project is ${row.status.replace('_', ' ')} and awarded to nobody yet.`);
    return row;
  }

  const illegal = (from: string, to: ProjectStatus) =>
    conflict(`A project that is ${from.replace('_', ' ')} cannot move to ${to.replace('_', ' ')}.`);

  /** Takes `action` on the project inside `trx`, with a history row; 409 when the rules or a racing move
   * say no. Answers the row as it was before. */
  async function moveIn(
    trx: Transaction<Database>,
    id: number,
    action: ProjectAction,
    actorId: number,
    message: string | null,
    extra: { freelancer_id?: number; awarded_amount?: number } = {},
  ) {
    const repo = projectRepo(trx);
    const row = await repo.plain(id);
    if (!row) throw notFound(NO_PROJECT);
    const from = row.status as ProjectStatus;
    const to = PROJECT_ACTIONS[action].to;
    if (!canTakeProjectAction(action, from)) throw illegal(from, to);
    const now = nowIso();
    if (!(await repo.move(id, from, { status: to, updated_at: now, ...extra }))) throw illegal(from, to);
    await repo.addEvent({
      project_id: id,
      from_status: from,
      to_status: to,
      message,
      actor_id: actorId,
      created_at: now,
    });
    return row;
  }

  /** A move without money, in a transaction of its own. */
  async function move(id: number, action: ProjectAction, actorId: number, message: string | null = null) {
    return db.transaction().execute((trx) => moveIn(trx, id, action, actorId, message));
  }

  /**
   * Runs a money move under `key`: a key already used answers replayed without running `work`; a request
   * that lost a race with its own retry (the unique key, or the move already made) answers replayed too.
   */
  async function withKey(
    key: string,
    work: (trx: Transaction<Database>) => Promise<number>,
  ): Promise<{ transactionId: number; replayed: boolean }> {
    try {
      return await db.transaction().execute(async (trx) => {
        const existing = await findTransaction(trx, key);
        if (existing !== undefined) return { transactionId: existing, replayed: true };
        return { transactionId: await work(trx), replayed: false };
      });
    } catch (e) {
      const existing = await findTransaction(db, key);
      if (existing !== undefined) return { transactionId: existing, replayed: true };
      throw e;
    }
  }

  async function transfer(
    trx: Transaction<Database>,
    key: string,
    kind: string,
    memo: string,
    actorId: number,
    legs: Leg[],
  ): Promise<number> {
    return (await postTransfer(trx, { key, kind, memo, actorId, legs })).transactionId;
  }

  const money = async (user: User, id: number, r: { transactionId: number; replayed: boolean }) => ({
    project: await view(id, user),
    replayed: r.replayed,
    transaction_id: r.transactionId,
  });

  /** The payout legs of `amount` TAT from the escrow to the freelancer, less the platform share. */
  const payout = (projectId: number, freelancerId: number, amount: number): Leg[] => {
    const fee = projectFeeFor(amount);
    return [
      { owner: escrowKey(projectId), currency: 'TAT', amount: -amount },
      { owner: userKey(freelancerId), currency: 'TAT', amount: amount - fee },
      { owner: PLATFORM, currency: 'TAT', amount: fee },
    ];
  };

  async function write(user: User, current: { id: number; status: string } | null, input: ProjectIn) {
    const publishing = input.status === 'open' && current?.status !== 'open';
    const next: ProjectStatus =
      input.status === 'open' ? 'open' : ((current?.status as ProjectStatus | undefined) ?? 'draft');
    const errors = inputErrors(input, next === 'open');
    if (Object.keys(errors).length > 0)
      throw badRequest(
        next === 'open' ? 'Complete the project before publishing it.' : 'Check the project.',
        errors,
      );
    const invited = [...new Set(input.invited)];
    const known = await projects.existingUsers(invited);
    if (known.length !== invited.length)
      throw badRequest('Invite only existing freelancers.', { invited: ['No such user.'] });
    const description = cleanDescription(input.description);
    const now = nowIso();
    const cols = {
      title: input.title,
      description,
      skills: JSON.stringify(input.skills),
      budget_type: input.budget_type,
      budget: input.budget ?? null,
      hourly_rate: input.budget_type === 'hourly' ? (input.hourly_rate ?? null) : null,
      deadline: input.deadline ?? null,
      visibility: input.visibility,
      updated_at: now,
    };
    return db.transaction().execute(async (trx) => {
      const repo = projectRepo(trx);
      let id: number;
      if (current) {
        id = current.id;
        const from = current.status;
        const moved = await repo.move(id, from, {
          ...cols,
          status: next,
          ...(publishing ? { published_at: now } : {}),
        });
        if (!moved) throw conflict('The project changed meanwhile; load it again.');
        if (publishing)
          await repo.addEvent({
            project_id: id,
            from_status: from,
            to_status: 'open',
            message: null,
            actor_id: user.id,
            created_at: now,
          });
      } else {
        id = (
          await repo.insert({
            ...cols,
            owner_id: user.id,
            status: next,
            freelancer_id: null,
            awarded_amount: null,
            created_at: now,
            published_at: next === 'open' ? now : null,
          })
        ).id;
        await repo.addEvent({
          project_id: id,
          from_status: null,
          to_status: next,
          message: null,
          actor_id: user.id,
          created_at: now,
        });
      }
      await repo.setInvites(id, invited);
      return id;
    });
  }

  /** Checks one uploaded file (a real PDF or DOCX within the size) and stores it as a file of the project's
   * brief or delivery; each kind holds at most MAX_PROJECT_ATTACHMENTS files. */
  async function storeFile(id: number, kind: AttachmentKind, file: UploadedFile | undefined) {
    if (!file || file.data.length === 0)
      throw badRequest('The file is required.', { file: ['The file is required.'] });
    const name = baseName(file.filename);
    const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
    if (!(PROJECT_ATTACHMENT_EXTENSIONS as readonly string[]).includes(ext) || !realDocument(ext, file.data))
      throw badRequest('Attach a PDF or DOCX file.', {
        file: ['Only real PDF or DOCX files can be attached.'],
      });
    if (file.data.length > MAX_PROJECT_ATTACHMENT_BYTES) {
      const mb = MAX_PROJECT_ATTACHMENT_BYTES / 1024 / 1024;
      throw new HttpError(413, `The file is too large: at most ${mb} MB.`, { file: [`At most ${mb} MB.`] });
    }
    if ((await projects.attachments([id], kind)).length >= MAX_PROJECT_ATTACHMENTS) {
      const message = `At most ${MAX_PROJECT_ATTACHMENTS} files per ${kind === 'brief' ? 'project' : 'delivery'}.`;
      throw badRequest(message, { file: [message] });
    }
    const fileKey = `projects/${id}/${randomUUID()}.${ext}`;
    await files.put(fileKey, file.data);
    const row = await projects.insertAttachment({
      project_id: id,
      kind,
      name,
      ext,
      size: file.data.length,
      file_key: fileKey,
      created_at: nowIso(),
    });
    return toAttachment(row);
  }

  async function removeFile(attachment: AttachmentRow) {
    await projects.removeAttachment(attachment.id);
    await files.deletePrefix(attachment.file_key);
    return { message: 'The file was removed.' };
  }

  return {
    async create(user: User, input: ProjectIn) {
      if (user.role !== 'admin' && !isRecruiterType(user.role))
        throw forbidden('Only recruiters and admins post projects.');
      return view(await write(user, null, input), user);
    },

    async replace(user: User, id: number, input: ProjectIn) {
      const current = await posted(user, id);
      if (!isProjectEditable(current.status as ProjectStatus))
        throw conflict(`A project that is ${current.status.replace('_', ' ')} can no longer change.`);
      return view(await write(user, current, input), user);
    },

    async attach(user: User, id: number, file: UploadedFile | undefined) {
      const project = await posted(user, id);
      if (!isProjectEditable(project.status as ProjectStatus))
        throw conflict('Files can be attached only to a draft or open project.');
      return storeFile(id, 'brief', file);
    },

    /** A file of the delivery, added by the awarded freelancer while the work is in progress. */
    async attachDelivery(user: User, id: number, file: UploadedFile | undefined) {
      const project = await awardedTo(user, id);
      if (project.status !== 'in_progress') throw conflict(DELIVERY_CLOSED);
      return storeFile(id, 'delivery', file);
    },

    /** The file of an attachment of a project the user may see; a delivery file only to the poster, the
     * awarded freelancer and admins. */
    async download(user: User, id: number, fileId: number) {
      const row = await projects.visible(id, user.id, user.role === 'admin');
      const attachment = row ? await projects.attachment(id, fileId) : undefined;
      const hidden = attachment?.kind === 'delivery' && !seesDelivery(user, row!);
      const data = attachment && !hidden ? await files.get(attachment.file_key) : null;
      if (!attachment || !data) throw notFound(NO_FILE);
      return { name: attachment.name, contentType: toAttachment(attachment).content_type, data };
    },

    async detach(user: User, id: number, fileId: number) {
      const project = await posted(user, id);
      const attachment = await projects.attachment(id, fileId);
      if (attachment?.kind !== 'brief') throw notFound(NO_FILE);
      if (!isProjectEditable(project.status as ProjectStatus))
        throw conflict('Files can be removed only from a draft or open project.');
      return removeFile(attachment);
    },

    /** Removes a file of the delivery: the awarded freelancer, while the work is in progress. */
    async detachDelivery(user: User, id: number, fileId: number) {
      const project = await awardedTo(user, id);
      const attachment = await projects.attachment(id, fileId);
      if (attachment?.kind !== 'delivery') throw notFound(NO_FILE);
      if (project.status !== 'in_progress') throw conflict(DELIVERY_CLOSED);
      return removeFile(attachment);
    },

    async detail(user: User, id: number) {
      const row = await projects.visible(id, user.id, user.role === 'admin');
      if (!row) throw notFound(NO_PROJECT);
      const mine = await proposals.mine(id, user.id);
      const history = await projects.events(id);
      return {
        project: (await present([row]))[0]!,
        my_proposal: mine ? toProposal(mine) : null,
        is_owner: row.owner_id === user.id,
        invited: row.owner_id === user.id ? await projects.invites(id) : [],
        deliveries: seesDelivery(user, row)
          ? (await projects.attachments([id], 'delivery')).map(toAttachment)
          : [],
        history: history.map((e) => ({
          id: e.id,
          from_status: e.from_status as ProjectStatus | null,
          to_status: e.to_status as ProjectStatus,
          message: e.message,
          actor_id: e.actor_id,
          created_at: e.created_at,
        })),
      };
    },

    async search(user: User, q: SearchQuery) {
      const skills = (q.skills ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s.length > 0);
      const { count, rows } = await projects.search(
        user.id,
        {
          words: searchTerms(q.search),
          skills,
          budget_min: q.budget_min,
          budget_max: q.budget_max,
          deadline_before: q.deadline_before,
          saved_only: q.saved_only,
        },
        q,
      );
      return { count, results: await present(rows) };
    },

    async mine(user: User, q: MyProjectsQuery) {
      const { count, rows } = await projects.owned(
        user.id,
        user.role === 'admin' ? null : user.id,
        q.status,
        q,
      );
      return { count, results: await present(rows) };
    },

    async save(user: User, projectId: number, saved: boolean) {
      const row = await projects.visible(projectId, user.id, false);
      if (!row) throw notFound(NO_PROJECT);
      await projects.save(user.id, projectId, saved, nowIso());
      return { project_id: projectId, saved };
    },

    async propose(user: User, input: ProposalInput) {
      const project = await projects.visible(input.project_id, user.id, false);
      if (!project) throw notFound(NO_PROJECT);
      if (project.owner_id === user.id) throw conflict('You cannot propose to your own project.');
      if (project.status !== 'open') throw conflict('This project no longer takes proposals.');
      const cap = bidCapFor(project.budget ?? 0);
      if (input.bid > cap)
        throw badRequest(`The bid is at most ${cap} TAT.`, { bid: [`The bid is at most ${cap} TAT.`] });
      const now = nowIso();
      const created = await proposals.insert({
        project_id: project.id,
        freelancer_id: user.id,
        cover_letter: input.cover_letter,
        bid: input.bid,
        days: input.days,
        status: 'pending',
        created_at: now,
        updated_at: now,
      });
      if (!created) throw conflict('You already sent a proposal to this project.');
      await notify(project.owner_id, project.id, `${user.full_name} sent a proposal to ${project.title}.`);
      const row = await proposals.byId(created.id);
      if (!row) throw notFound(NO_PROPOSAL);
      return toProposal(row);
    },

    async myProposals(user: User, q: MyProposalsQuery) {
      const { count, rows } = await proposals.ofFreelancer(user.id, q.status, q);
      return { count, results: rows.map(toProposal) };
    },

    async withdraw(user: User, id: number) {
      const row = await proposals.byId(id);
      if (!row || row.freelancer_id !== user.id) throw notFound(NO_PROPOSAL);
      if (!(await proposals.move(id, 'pending', 'withdrawn', nowIso())))
        throw conflict(`Only a pending proposal can be withdrawn; this one is ${row.status}.`);
      return toProposal((await proposals.byId(id))!);
    },

    async projectProposals(user: User, id: number, page: Page) {
      const row = await projects.plain(id);
      if (!row || (row.owner_id !== user.id && user.role !== 'admin')) throw notFound(NO_PROJECT);
      const { count, rows } = await proposals.forProject(id, page);
      return { count, results: rows.map(toProposal) };
    },

    async award(user: User, proposalId: number, key: string) {
      const proposal = await proposals.byId(proposalId);
      if (!proposal || proposal.project_owner_id !== user.id) throw notFound(NO_PROPOSAL);
      const projectId = proposal.project_id;
      const fullKey = `project:${projectId}:award:${key}`;
      const r = await withKey(fullKey, async (trx) => {
        const p = proposalRepo(trx);
        const project = await moveIn(trx, projectId, 'award', user.id, null, {
          freelancer_id: proposal.freelancer_id,
          awarded_amount: proposal.bid,
        });
        if (proposal.bid > bidCapFor(project.budget ?? 0))
          throw conflict('The bid is above the project’s budget now.');
        const now = nowIso();
        if (!(await p.move(proposalId, 'pending', 'awarded', now)))
          throw conflict('Only a pending proposal can be awarded.');
        await p.settleOthers(projectId, 'declined', now);
        return transfer(trx, fullKey, 'project_award', `Escrow for project ${projectId}`, user.id, [
          { owner: userKey(user.id), currency: 'TAT', amount: -proposal.bid },
          { owner: escrowKey(projectId), currency: 'TAT', amount: proposal.bid },
        ]);
      });
      if (!r.replayed)
        await notify(
          proposal.freelancer_id,
          projectId,
          `Your proposal to ${proposal.project_title} was awarded (${proposal.bid} TAT in escrow).`,
        );
      return money(user, projectId, r);
    },

    async start(user: User, id: number) {
      await awardedTo(user, id);
      await move(id, 'start', user.id);
      return view(id, user);
    },

    async deliver(user: User, id: number, message: string) {
      const row = await awardedTo(user, id);
      await move(id, 'deliver', user.id, message);
      await notify(row.owner_id, id, `${user.full_name} delivered ${row.title}.`);
      return view(id, user);
    },

    async accept(user: User, id: number, key: string) {
      const row = await posted(user, id);
      const fullKey = `project:${id}:accept:${key}`;
      const r = await withKey(fullKey, async (trx) => {
        const project = await moveIn(trx, id, 'accept', user.id, null);
        const amount = project.awarded_amount ?? 0;
        return transfer(
          trx,
          fullKey,
          'project_release',
          `Payment for project ${id}`,
          user.id,
          payout(id, project.freelancer_id!, amount),
        );
      });
      if (!r.replayed && row.freelancer_id !== null)
        await notify(
          row.freelancer_id,
          id,
          `Your delivery of ${row.title} was accepted; the escrow is paid.`,
        );
      return money(user, id, r);
    },

    async requestChanges(user: User, id: number, message: string) {
      const row = await posted(user, id);
      await move(id, 'request_changes', user.id, message);
      if (row.freelancer_id !== null)
        await notify(row.freelancer_id, id, `Changes were requested on ${row.title}: ${message}`);
      return view(id, user);
    },

    async cancel(user: User, id: number, key: string) {
      const row = await posted(user, id);
      const fullKey = `project:${id}:cancel:${key}`;
      const r = await withKey(fullKey, async (trx) => {
        const project = await moveIn(trx, id, 'cancel', user.id, null);
        await proposalRepo(trx).settleOthers(id, 'declined', nowIso());
        const amount = project.status === 'awarded' ? (project.awarded_amount ?? 0) : 0;
        // An open project holds no escrow: the transaction has no entries and only records the key.
        return transfer(trx, fullKey, 'project_refund', `Refund of project ${id}`, user.id, [
          { owner: escrowKey(id), currency: 'TAT', amount: -amount },
          { owner: userKey(user.id), currency: 'TAT', amount },
        ]);
      });
      if (!r.replayed && row.freelancer_id !== null)
        await notify(row.freelancer_id, id, `${row.title} was cancelled.`);
      return money(user, id, r);
    },

    async dispute(user: User, id: number, message: string) {
      const row = await projects.plain(id);
      if (!row || (row.owner_id !== user.id && row.freelancer_id !== user.id)) throw notFound(NO_PROJECT);
      await move(id, 'dispute', user.id, message);
      const other = row.owner_id === user.id ? row.freelancer_id : row.owner_id;
      if (other !== null) await notify(other, id, `${row.title} is disputed: ${message}`);
      return view(id, user);
    },

    async resolve(
      user: User,
      id: number,
      body: { idempotency_key: string; freelancer_amount: number; message?: string },
    ) {
      if (user.role !== 'admin') throw forbidden('Only an admin resolves disputes.');
      const row = await projects.plain(id);
      if (!row) throw notFound(NO_PROJECT);
      const fullKey = `project:${id}:resolve:${body.idempotency_key}`;
      const r = await withKey(fullKey, async (trx) => {
        const project = await moveIn(trx, id, 'resolve', user.id, body.message ?? null);
        const escrow = project.awarded_amount ?? 0;
        if (body.freelancer_amount > escrow)
          throw badRequest(`The freelancer's amount is at most the escrow, ${escrow} TAT.`, {
            freelancer_amount: [`At most ${escrow} TAT.`],
          });
        return transfer(trx, fullKey, 'project_resolve', `Dispute resolution of project ${id}`, user.id, [
          ...payout(id, project.freelancer_id!, body.freelancer_amount),
          { owner: escrowKey(id), currency: 'TAT', amount: -(escrow - body.freelancer_amount) },
          { owner: userKey(project.owner_id), currency: 'TAT', amount: escrow - body.freelancer_amount },
        ]);
      });
      if (!r.replayed) {
        const note = `The dispute on ${row.title} was resolved.`;
        await notify(row.owner_id, id, note);
        if (row.freelancer_id !== null) await notify(row.freelancer_id, id, note);
      }
      return money(user, id, r);
    },

    async profile(user: User): Promise<FreelancerProfile> {
      const row = await freelancers.profile(user.id);
      if (!row) throw notFound('No such user.');
      return {
        user_id: row.user_id,
        name: row.name,
        headline: row.headline ?? null,
        hourly_rate: row.hourly_rate ?? null,
        skills: parseList(row.skills),
        portfolio_links: parseList(row.portfolio_links),
        completed_projects: Number(row.completed_projects ?? 0),
      };
    },

    async updateProfile(user: User, input: ProfileIn) {
      await freelancers.upsert(
        user.id,
        {
          headline: input.headline || null,
          hourly_rate: input.hourly_rate ?? null,
          skills: JSON.stringify([...new Set(input.skills)]),
          portfolio_links: JSON.stringify([...new Set(input.portfolio_links)]),
        },
        nowIso(),
      );
      return this.profile(user);
    },

    async dashboard(user: User) {
      const earnings = await freelancers.earnings(user.id);
      const byMonth = new Map<string, number>();
      for (const e of earnings) {
        const month = e.created_at.slice(0, 7);
        byMonth.set(month, (byMonth.get(month) ?? 0) + Number(e.amount));
      }
      const work = await freelancers.workByStatus(user.id);
      const counts = await proposals.countsOf(user.id);
      const won = counts.get('awarded') ?? 0;
      const decided = won + (counts.get('declined') ?? 0);
      const mySkills = new Set(
        parseList((await freelancers.profile(user.id))?.skills).map((s) => s.toLowerCase()),
      );
      const proposed = await proposals.projectIdsOf(user.id);
      const recommended = (await projects.openPublic(user.id, 200))
        .filter((p) => !proposed.has(p.id))
        .map((p) => ({ p, score: parseList(p.skills).filter((s) => mySkills.has(s.toLowerCase())).length }))
        .filter((x) => x.score > 0)
        .sort((a, b) => b.score - a.score)
        .slice(0, 5);
      return {
        earnings_total: earnings.reduce((sum, e) => sum + Number(e.amount), 0),
        earnings_by_month: [...byMonth].map(([month, amount]) => ({ month, amount })),
        active_projects:
          (work.get('awarded') ?? 0) +
          (work.get('in_progress') ?? 0) +
          (work.get('delivered') ?? 0) +
          (work.get('disputed') ?? 0),
        open_proposals: counts.get('pending') ?? 0,
        win_rate: decided === 0 ? null : won / decided,
        recommended: await present(recommended.map((x) => x.p)),
        wallet: await walletOf(user.id),
      };
    },
  };
}
