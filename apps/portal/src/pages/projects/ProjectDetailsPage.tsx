/**
 * /freework/project_details/:uid: the project (facts, progress, description, history). A freelancer sees
 * the proposal form, or their own proposal and its state (withdraw while pending). The poster sees the
 * proposals with Award while the project is open, then Accept or Request changes once it is delivered.
 * Without :uid: the user's recent projects (posted ones for posters, proposed-to ones for freelancers).
 * The poster can cancel an open or awarded project (the escrow goes back); the poster or the awarded
 * freelancer can dispute a delivery; an admin resolves a dispute by splitting the escrow.
 * Money moves carry an idempotency key kept until the move succeeds, so a retried press moves TAT once.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { call, firstErrorMessage, useEndpoint } from '@talent/api/client';
import type { Project, ProjectDetail, Proposal } from '@talent/api/contract';
import {
  MAX_DELIVERY_DAYS,
  MAX_PROPOSAL_TEXT,
  canTakeProjectAction,
  isProjectEditable,
  type ProjectStatus,
} from '@talent/api/rules';
import {
  AlertDialog,
  Badge,
  Button,
  Card,
  EmptyState,
  Form,
  Inline,
  ProjectStateStepper,
  ProposalCard,
  Stack,
  TextField,
  showToast,
  type ProjectStateKey,
  isolate,
} from '@talent/ui';
import { useSession } from '../../app/session';
import { useAction } from '../common/useAction';
import { useFormats } from '../common/useFormats';
import { PageFallback } from '../jobs/PageFallback';
import * as css from '../seeker/seeker.css';
import { idempotencyKey } from '../wallet/format';
import { Attachments } from './Attachments';
import { isPoster } from './FreeworkPage';
import { ProjectCard, ProjectCardsLoading, useBudgetText } from './ProjectCard';
import { PROJECT_STATUS_LABELS, PROJECT_STATUS_TONES, PROPOSAL_STATUS_LABELS } from './labels';

const PROPOSAL_TONES = {
  pending: 'info',
  awarded: 'positive',
  declined: 'neutral',
  withdrawn: 'neutral',
} as const;

/** The stepper knows the main states plus cancelled and disputed; a resolved dispute shows as completed. */
function stepperState(status: ProjectStatus): ProjectStateKey {
  return status === 'resolved' ? 'completed' : status;
}

/** One idempotency key per pending move, kept until that move succeeds. */
function useMoveKeys() {
  const keys = useRef(new Map<string, string>());
  return {
    keyFor(move: string) {
      let key = keys.current.get(move);
      if (!key) {
        key = idempotencyKey();
        keys.current.set(move, key);
      }
      return key;
    },
    done(move: string) {
      keys.current.delete(move);
    },
  };
}

export default function ProjectDetailsPage() {
  const { t } = useTranslation();
  const { uid } = useParams();
  const id = uid && /^\d+$/.test(uid) ? Number(uid) : null;
  const view = useEndpoint('projectView', id ? { params: { id } } : null);
  if (uid === undefined) return <RecentProjects />;
  if (id === null)
    return <PageFallback title={t('Project Details')} error={new Error(t('No such project'))} />;
  if (!view.data) return <PageFallback title={t('Project Details')} error={view.error} />;
  return <ProjectView detail={view.data} refresh={() => view.mutate()} />;
}

function ProjectView({ detail, refresh }: { detail: ProjectDetail; refresh: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const formats = useFormats();
  const budgetText = useBudgetText();
  const { project, is_owner, my_proposal, history, deliveries } = detail;
  const mine = user !== null && project.freelancer_id === user.id;
  // The delivery's files: the poster, the awarded freelancer and admins see them once the work starts.
  const showDelivery = deliveries.length > 0 || ((is_owner || mine) && project.status === 'in_progress');
  const stateLabels = Object.fromEntries(
    Object.entries(PROJECT_STATUS_LABELS).map(([key, label]) => [key, t(label)]),
  ) as Record<ProjectStateKey, string>;
  const editable = is_owner && isProjectEditable(project.status);

  return (
    <Stack gap="large">
      <div className={css.toolbar}>
        <Inline gap="small" wrap>
          <h1 style={{ margin: 0 }}>{project.title}</h1>
          <Badge tone={PROJECT_STATUS_TONES[project.status]}>
            {t(PROJECT_STATUS_LABELS[project.status])}
          </Badge>
        </Inline>
        {editable ? (
          <Button variant="outline" onPress={() => void navigate(`/update-upwork/${project.id}`)}>
            {t('Edit')}
          </Button>
        ) : null}
      </div>
      <ProjectStateStepper
        label={t('Project progress')}
        state={stepperState(project.status)}
        stateLabels={stateLabels}
      />
      <Card title={t('Details')} headingLevel={2}>
        <Stack gap="small">
          <dl className={css.line}>
            <dt className={css.fieldLabel}>{t('Posted by')}</dt>
            <dd style={{ margin: 0 }}>{isolate(project.owner_name)}</dd>
            <dt className={css.fieldLabel}>{t('Budget')}</dt>
            <dd style={{ margin: 0 }}>{isolate(budgetText(project))}</dd>
            <dt className={css.fieldLabel}>{t('Deadline')}</dt>
            <dd style={{ margin: 0 }}>
              {project.deadline ? formats.date(`${project.deadline}T00:00:00`) : t('No deadline')}
            </dd>
            <dt className={css.fieldLabel}>{t('Proposals')}</dt>
            <dd style={{ margin: 0 }}>{isolate(formats.number(project.proposals))}</dd>
            {project.freelancer_name ? (
              <>
                <dt className={css.fieldLabel}>{t('Awarded to')}</dt>
                <dd style={{ margin: 0 }}>
                  {t('{{name}} for {{amount}} TAT', {
                    name: project.freelancer_name,
                    amount: formats.number(project.awarded_amount ?? 0),
                  })}
                </dd>
              </>
            ) : null}
            {project.escrow_balance > 0 ? (
              <>
                <dt className={css.fieldLabel}>{t('In escrow')}</dt>
                <dd style={{ margin: 0 }}>
                  {t('{{amount}} TAT', { amount: formats.number(project.escrow_balance) })}
                </dd>
              </>
            ) : null}
          </dl>
          {project.skills.length ? (
            <ul className={css.chips} aria-label={t('Skills')}>
              {project.skills.map((skill) => (
                <li key={skill}>
                  <Badge tone="neutral">{skill}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
          {project.description ? (
            // The server keeps only safe markup in descriptions before storing them.
            <div dangerouslySetInnerHTML={{ __html: project.description }} />
          ) : (
            <p className={css.muted}>{t('No description yet.')}</p>
          )}
        </Stack>
      </Card>
      <Attachments
        projectId={project.id}
        files={project.attachments}
        editable={editable}
        onChanged={refresh}
      />
      {showDelivery ? (
        <Attachments
          kind="delivery"
          projectId={project.id}
          files={deliveries}
          editable={mine && project.status === 'in_progress'}
          onChanged={refresh}
        />
      ) : null}
      {is_owner ? (
        <PosterPanel project={project} history={history} refresh={refresh} />
      ) : user?.role === 'freelancer' ? (
        <FreelancerPanel project={project} proposal={my_proposal} refresh={refresh} />
      ) : null}
      {user?.role === 'admin' && project.status === 'disputed' ? (
        <ResolveDispute project={project} refresh={refresh} />
      ) : null}
      {history.length ? (
        <Card title={t('History')} headingLevel={2}>
          <ol className={css.list} aria-label={t('History')}>
            {history.map((event) => (
              <li key={event.id}>
                <strong>{t(PROJECT_STATUS_LABELS[event.to_status])}</strong>{' '}
                <span className={css.muted}>{formats.dateTime(event.created_at)}</span>
                {event.message ? <p style={{ margin: 0 }}>{event.message}</p> : null}
              </li>
            ))}
          </ol>
        </Card>
      ) : null}
    </Stack>
  );
}

function proposalCardProps(proposal: Proposal, t: (text: string) => string) {
  return {
    freelancerName: proposal.freelancer.name,
    headline: proposal.freelancer.headline ?? undefined,
    hourlyRate: proposal.freelancer.hourly_rate,
    bid: proposal.bid,
    daysToDeliver: proposal.days,
    coverLetter: proposal.cover_letter,
    stateLabel: t(PROPOSAL_STATUS_LABELS[proposal.status]),
    stateTone: PROPOSAL_TONES[proposal.status],
    headingLevel: 3 as const,
  };
}

/** The freelancer's side: their proposal and its state, or the form to send one. */
function FreelancerPanel({
  project,
  proposal,
  refresh,
}: {
  project: Project;
  proposal: Proposal | null;
  refresh: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const action = useAction();
  if (proposal) {
    const withdraw = async () => {
      await action.run(
        () => call('withdrawProposal', { params: { id: proposal.id } }),
        t('Proposal withdrawn'),
      );
      await refresh();
    };
    return (
      <section aria-labelledby="my-proposal">
        <Stack gap="small">
          <h2 id="my-proposal">{t('My proposal')}</h2>
          <ProposalCard
            {...proposalCardProps(proposal, t)}
            actions={
              proposal.status === 'pending' ? (
                <Button
                  variant="outline"
                  tone="critical"
                  isPending={action.pending}
                  onPress={() => void withdraw()}
                >
                  {t('Withdraw')}
                </Button>
              ) : undefined
            }
          />
          {proposal.status === 'awarded' && project.status === 'delivered' ? (
            <DisputeForm project={project} refresh={refresh} />
          ) : null}
        </Stack>
      </section>
    );
  }
  if (project.status !== 'open')
    return <p className={css.muted}>{t('This project no longer takes proposals.')}</p>;
  return <ProposalForm project={project} onSent={refresh} />;
}

function ProposalForm({ project, onSent }: { project: Project; onSent: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [cover, setCover] = useState('');
  const [bid, setBid] = useState('');
  const [days, setDays] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const cap = project.budget;

  const send = async () => {
    const next: Record<string, string> = {};
    const bidValue = /^\d+$/.test(bid.trim()) ? Number(bid.trim()) : NaN;
    const daysValue = /^\d+$/.test(days.trim()) ? Number(days.trim()) : NaN;
    if (!cover.trim()) next.cover_letter = t('Write a cover letter.');
    if (!(bidValue > 0)) next.bid = t('Enter a whole number of TAT, more than 0.');
    else if (cap !== null && bidValue > cap) next.bid = t('The bid is at most {{cap}} TAT.', { cap });
    if (!(daysValue >= 1 && daysValue <= MAX_DELIVERY_DAYS))
      next.days = t('Enter 1 to {{max}} days.', { max: MAX_DELIVERY_DAYS });
    setErrors(next);
    setAlert(null);
    if (Object.keys(next).length) return;
    setPending(true);
    try {
      await call('applyForProject', {
        body: { project_id: project.id, cover_letter: cover, bid: bidValue, days: daysValue },
      });
      showToast({ title: t('Proposal sent'), tone: 'positive' });
      await onSent();
    } catch (err) {
      setAlert(firstErrorMessage(err, t('Something went wrong')));
    } finally {
      setPending(false);
    }
  };

  return (
    <Card title={t('Send a proposal')} headingLevel={2}>
      <Form
        aria-label={t('Send a proposal')}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Stack gap="medium">
          <TextField
            label={t('Cover letter')}
            isMultiline
            rows={6}
            value={cover}
            onChange={setCover}
            maxLength={MAX_PROPOSAL_TEXT}
            isInvalid={Boolean(errors.cover_letter)}
            errorMessage={errors.cover_letter}
          />
          <div className={css.filters}>
            <TextField
              label={t('Bid (TAT)')}
              inputMode="numeric"
              value={bid}
              onChange={setBid}
              description={cap !== null ? t('At most {{cap}} TAT.', { cap }) : undefined}
              isInvalid={Boolean(errors.bid)}
              errorMessage={errors.bid}
            />
            <TextField
              label={t('Days to deliver')}
              inputMode="numeric"
              value={days}
              onChange={setDays}
              isInvalid={Boolean(errors.days)}
              errorMessage={errors.days}
            />
          </div>
          {alert ? (
            <p role="alert" style={{ margin: 0 }}>
              {alert}
            </p>
          ) : null}
          <div>
            <Button type="submit" isPending={pending}>
              {t('Send proposal')}
            </Button>
          </div>
        </Stack>
      </Form>
    </Card>
  );
}

/** The poster's side: the proposals with Award, then the delivery with Accept or Request changes. */
function PosterPanel({
  project,
  history,
  refresh,
}: {
  project: Project;
  history: ProjectDetail['history'];
  refresh: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const proposals = useEndpoint('projectProposals', {
    params: { id: project.id },
    query: { limit: 100, offset: 0 },
  });
  const keys = useMoveKeys();
  const [busy, setBusy] = useState<string | null>(null);
  const [changes, setChanges] = useState('');
  const [changesError, setChangesError] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);

  const move = async (name: string, work: (key: string) => Promise<unknown>, done: string) => {
    setBusy(name);
    try {
      await work(keys.keyFor(name));
      keys.done(name);
      showToast({ title: done, tone: 'positive' });
      await Promise.all([refresh(), proposals.mutate()]);
      return true;
    } catch (err) {
      showToast({ title: firstErrorMessage(err, t('Something went wrong')), tone: 'critical' });
      return false;
    } finally {
      setBusy(null);
    }
  };

  const delivery = [...history].reverse().find((event) => event.to_status === 'delivered');

  return (
    <Stack gap="large">
      {project.status === 'delivered' ? (
        <Card title={t('Delivery')} headingLevel={2}>
          <Stack gap="medium">
            <p style={{ margin: 0 }}>{delivery?.message ?? t('The freelancer delivered the work.')}</p>
            <Inline gap="small" wrap>
              <Button
                isPending={busy === 'accept'}
                onPress={() =>
                  void move(
                    'accept',
                    (key) =>
                      call('acceptDelivery', { params: { id: project.id }, body: { idempotency_key: key } }),
                    t('Delivery accepted: the escrow went to the freelancer'),
                  )
                }
              >
                {t('Accept delivery')}
              </Button>
            </Inline>
            <Form
              aria-label={t('Request changes')}
              validationBehavior="aria"
              onSubmit={(event) => {
                event.preventDefault();
                if (!changes.trim()) return setChangesError(t('Write a message.'));
                setChangesError(null);
                void move(
                  'changes',
                  () => call('requestChanges', { params: { id: project.id }, body: { message: changes } }),
                  t('Changes requested'),
                ).then(() => setChanges(''));
              }}
            >
              <Stack gap="small">
                <TextField
                  label={t('What should change')}
                  isMultiline
                  rows={3}
                  value={changes}
                  onChange={setChanges}
                  maxLength={MAX_PROPOSAL_TEXT}
                  isInvalid={Boolean(changesError)}
                  errorMessage={changesError ?? undefined}
                />
                <div>
                  <Button type="submit" variant="outline" isPending={busy === 'changes'}>
                    {t('Request changes')}
                  </Button>
                </div>
              </Stack>
            </Form>
            <DisputeForm project={project} refresh={refresh} />
          </Stack>
        </Card>
      ) : null}
      {canTakeProjectAction('cancel', project.status) ? (
        <div>
          <Button variant="outline" tone="critical" onPress={() => setCancelling(true)}>
            {t('Cancel project')}
          </Button>
          <AlertDialog
            title={t('Cancel this project?')}
            isOpen={cancelling}
            onOpenChange={setCancelling}
            tone="critical"
            confirmLabel={t('Cancel project')}
            cancelLabel={t('Keep it')}
            isConfirmPending={busy === 'cancel'}
            onConfirm={() =>
              void move(
                'cancel',
                (key) =>
                  call('cancelProject', { params: { id: project.id }, body: { idempotency_key: key } }),
                t('Project cancelled'),
              ).then((ok) => ok && setCancelling(false))
            }
            onCancel={() => setCancelling(false)}
          >
            {project.escrow_balance > 0
              ? t('The project closes and the {{amount}} TAT in escrow is refunded to you.', {
                  amount: project.escrow_balance,
                })
              : t('The project closes and takes no more proposals. Nothing is held in escrow.')}
          </AlertDialog>
        </div>
      ) : null}
      <section aria-labelledby="project-proposals">
        <Stack gap="medium">
          <h2 id="project-proposals" style={{ margin: 0 }}>
            {t('Proposals')}
          </h2>
          {proposals.error && !proposals.data ? (
            <Stack gap="small">
              <p role="alert" style={{ margin: 0 }}>
                {firstErrorMessage(proposals.error, t('Something went wrong'))}
              </p>
              <div>
                <Button variant="outline" onPress={() => void proposals.mutate()}>
                  {t('Retry')}
                </Button>
              </div>
            </Stack>
          ) : !proposals.data ? (
            <ProjectCardsLoading count={2} />
          ) : proposals.data.results.length === 0 ? (
            <p className={css.muted}>
              {project.status === 'draft'
                ? t('Publish the project to receive proposals.')
                : t('No proposals yet.')}
            </p>
          ) : (
            <ul className={css.list} aria-label={t('Proposals')}>
              {proposals.data.results.map((proposal) => (
                <li key={proposal.id}>
                  <ProposalCard
                    {...proposalCardProps(proposal, t)}
                    actions={
                      project.status === 'open' && proposal.status === 'pending' ? (
                        <Button
                          aria-label={t('Award {{name}}', { name: proposal.freelancer.name })}
                          isPending={busy === `award-${proposal.id}`}
                          isDisabled={busy !== null && busy !== `award-${proposal.id}`}
                          onPress={() =>
                            void move(
                              `award-${proposal.id}`,
                              (key) =>
                                call('awardProposal', {
                                  params: { id: proposal.id },
                                  body: { idempotency_key: key },
                                }),
                              t('Awarded: {{amount}} TAT moved to escrow', { amount: proposal.bid }),
                            )
                          }
                        >
                          {t('Award')}
                        </Button>
                      ) : undefined
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </Stack>
      </section>
    </Stack>
  );
}

/** The poster or the awarded freelancer disputes a delivery, with a reason; an admin then resolves it. */
function DisputeForm({ project, refresh }: { project: Project; refresh: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const action = useAction();
  const send = async () => {
    if (!reason.trim()) return setError(t('Write a reason.'));
    setError(null);
    const sent = await action.run(
      () => call('disputeProject', { params: { id: project.id }, body: { message: reason } }),
      t('Dispute opened: an admin will resolve it'),
    );
    if (!sent) return;
    setReason('');
    await refresh();
  };
  return (
    <Form
      aria-label={t('Open a dispute')}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Stack gap="small">
        <TextField
          label={t('Why do you dispute the delivery')}
          isMultiline
          rows={3}
          value={reason}
          onChange={setReason}
          maxLength={MAX_PROPOSAL_TEXT}
          isInvalid={Boolean(error)}
          errorMessage={error ?? undefined}
        />
        <div>
          <Button type="submit" variant="outline" tone="critical" isPending={action.pending}>
            {t('Open a dispute')}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}

/** Admin: split a disputed escrow — some TAT to the freelancer, the rest back to the poster — with a note. */
function ResolveDispute({ project, refresh }: { project: Project; refresh: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const keys = useMoveKeys();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const action = useAction();
  const escrow = project.escrow_balance;
  const send = async () => {
    const value = /^\d+$/.test(amount.trim()) ? Number(amount.trim()) : NaN;
    if (!(value >= 0 && value <= escrow))
      return setError(t('Enter a whole number of TAT from 0 to {{max}}.', { max: escrow }));
    setError(null);
    const resolved = await action.run(async () => {
      await call('resolveDispute', {
        params: { id: project.id },
        body: {
          idempotency_key: keys.keyFor('resolve'),
          freelancer_amount: value,
          ...(note.trim() ? { message: note } : {}),
        },
      });
      keys.done('resolve');
    }, t('Dispute resolved'));
    if (resolved) await refresh();
  };
  return (
    <Card title={t('Resolve dispute')} headingLevel={2}>
      <Form
        aria-label={t('Resolve dispute')}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Stack gap="small">
          <TextField
            label={t('TAT to the freelancer')}
            inputMode="numeric"
            value={amount}
            onChange={setAmount}
            description={t('Of {{escrow}} TAT in escrow; the rest is refunded to the poster.', { escrow })}
            isInvalid={Boolean(error)}
            errorMessage={error ?? undefined}
          />
          <TextField
            label={t('Note')}
            isMultiline
            rows={3}
            value={note}
            onChange={setNote}
            maxLength={MAX_PROPOSAL_TEXT}
          />
          <div>
            <Button type="submit" isPending={action.pending}>
              {t('Resolve dispute')}
            </Button>
          </div>
        </Stack>
      </Form>
    </Card>
  );
}

/** Without :uid: my recent projects — the ones I posted, or the ones I sent proposals to. */
function RecentProjects() {
  const { t } = useTranslation();
  const { user } = useSession();
  const poster = isPoster(user?.role);
  const posted = useEndpoint('myProjects', poster ? { query: { limit: 10, offset: 0 } } : null);
  const proposed = useEndpoint(
    'appliedForProject',
    !poster && user?.role === 'freelancer' ? { query: { limit: 10, offset: 0 } } : null,
  );
  const list = poster ? posted : proposed;
  let body;
  if (!poster && user?.role !== 'freelancer') {
    body = <p className={css.muted}>{t('Open a project from Project Job to see its details.')}</p>;
  } else if (list.error && !list.data) {
    body = (
      <p role="alert" style={{ margin: 0 }}>
        {firstErrorMessage(list.error, t('Something went wrong'))}
      </p>
    );
  } else if (!list.data) {
    body = <ProjectCardsLoading />;
  } else if (list.data.results.length === 0) {
    body = (
      <EmptyState
        headingLevel={2}
        kind="projects"
        title={t('No recent projects')}
        description={
          poster ? t('The projects you post show here.') : t('The projects you send proposals to show here.')
        }
        action={<Link to="/freework">{t('Find projects')}</Link>}
      />
    );
  } else if (poster && posted.data) {
    body = (
      <ul className={css.list} aria-label={t('Recent projects')}>
        {posted.data.results.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} showStatus />
          </li>
        ))}
      </ul>
    );
  } else if (proposed.data) {
    body = (
      <ul className={css.list} aria-label={t('Recent projects')}>
        {proposed.data.results.map((proposal) => (
          <li key={proposal.id}>
            <Card>
              <Stack gap="xsmall">
                <h2 className={css.title}>
                  <Link to={`/freework/project_details/${proposal.project_id}`}>
                    {proposal.project_title}
                  </Link>
                </h2>
                <p className={css.line}>
                  <Badge tone={PROJECT_STATUS_TONES[proposal.project_status]}>
                    {t(PROJECT_STATUS_LABELS[proposal.project_status])}
                  </Badge>
                  <span>
                    {t('My proposal: {{status}}', { status: t(PROPOSAL_STATUS_LABELS[proposal.status]) })}
                  </span>
                </p>
              </Stack>
            </Card>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Stack gap="large">
      <h1>{t('Project Details')}</h1>
      {body}
    </Stack>
  );
}
