/**
 * /manage_project (Manage work): the freelancer's work by state — proposals sent, awarded, in progress,
 * delivered, completed — from their proposals (`applied_for_project`) and each one's project state. A
 * pending proposal can be withdrawn; an awarded project started; a project in progress delivered with a
 * message and its files. The tab is kept in the URL (`?state=`).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { call, firstErrorMessage, useEndpoint } from '@talent/api/client';
import type { Proposal } from '@talent/api/contract';
import { MAX_PROPOSAL_TEXT } from '@talent/api/rules';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  Form,
  Inline,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
} from '@talent/ui';
import { useAction } from '../common/useAction';
import { useFormats } from '../common/useFormats';
import * as css from '../seeker/seeker.css';
import { Attachments } from './Attachments';
import { ProjectCardsLoading } from './ProjectCard';
import {
  PROJECT_STATUS_LABELS,
  PROJECT_STATUS_TONES,
  WORK_STATES as STATES,
  WORK_STATE_LABELS as STATE_LABELS,
  type WorkState,
} from './labels';
import { projectPath } from './projectQuery';

/** Which tab a proposal belongs to, or null (withdrawn, declined, cancelled: not work any more). */
export function workStateOf(proposal: Pick<Proposal, 'status' | 'project_status'>): WorkState | null {
  if (proposal.status === 'pending') return 'sent';
  if (proposal.status !== 'awarded') return null;
  switch (proposal.project_status) {
    case 'awarded':
      return 'awarded';
    case 'in_progress':
      return 'in_progress';
    case 'delivered':
    case 'disputed':
      return 'delivered';
    case 'completed':
    case 'resolved':
      return 'completed';
    default:
      return null;
  }
}

export default function ManageProjectPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = (STATES as readonly string[]).includes(params.get('state') ?? '')
    ? (params.get('state') as WorkState)
    : 'sent';
  const list = useEndpoint('appliedForProject', { query: { limit: 100, offset: 0 } });
  const groups = new Map<WorkState, Proposal[]>(STATES.map((s) => [s, []]));
  for (const proposal of list.data?.results ?? []) {
    const key = workStateOf(proposal);
    if (key) groups.get(key)!.push(proposal);
  }

  let content;
  if (list.error && !list.data) {
    content = (
      <Stack gap="small">
        <p role="alert" style={{ margin: 0 }}>
          {firstErrorMessage(list.error, t('Something went wrong'))}
        </p>
        <div>
          <Button variant="outline" onPress={() => void list.mutate()}>
            {t('Retry')}
          </Button>
        </div>
      </Stack>
    );
  } else if (!list.data) {
    content = <ProjectCardsLoading />;
  } else {
    content = (
      <Tabs
        selectedKey={state}
        onSelectionChange={(key) =>
          setParams(key === 'sent' ? {} : { state: String(key) }, { replace: true })
        }
      >
        <TabList aria-label={t('Work by state')}>
          {STATES.map((s) => (
            <Tab key={s} id={s}>
              {t('{{state}} ({{count}})', { state: t(STATE_LABELS[s]), count: groups.get(s)!.length })}
            </Tab>
          ))}
        </TabList>
        {STATES.map((s) => (
          <TabPanel key={s} id={s}>
            <WorkList state={s} proposals={groups.get(s)!} refresh={() => list.mutate()} />
          </TabPanel>
        ))}
      </Tabs>
    );
  }
  return (
    <Stack gap="large">
      <h1>{t('Manage Work')}</h1>
      {content}
    </Stack>
  );
}

function WorkList({
  state,
  proposals,
  refresh,
}: {
  state: WorkState;
  proposals: Proposal[];
  refresh: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  if (proposals.length === 0)
    return (
      <EmptyState
        headingLevel={2}
        kind="projects"
        title={t('Nothing here')}
        description={
          state === 'sent'
            ? t('Find a project and send a proposal.')
            : t('Projects move here as their work goes on.')
        }
        action={state === 'sent' ? <Link to="/freework">{t('Find projects')}</Link> : undefined}
      />
    );
  return (
    <ul className={css.list} aria-label={t(STATE_LABELS[state])}>
      {proposals.map((proposal) => (
        <li key={proposal.id}>
          <WorkItem proposal={proposal} state={state} refresh={refresh} />
        </li>
      ))}
    </ul>
  );
}

function WorkItem({
  proposal,
  state,
  refresh,
}: {
  proposal: Proposal;
  state: WorkState;
  refresh: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const action = useAction();
  const busy = action.pending;
  const [delivering, setDelivering] = useState(false);
  const [message, setMessage] = useState('');
  const [messageError, setMessageError] = useState<string | null>(null);

  const run = async (work: () => Promise<unknown>, done: string) => {
    if (await action.run(work, done)) {
      setDelivering(false);
      setMessage('');
    }
    await refresh();
  };

  return (
    <Card>
      <article aria-labelledby={`work-${proposal.id}`}>
        <Stack gap="small">
          <div className={css.cardHead}>
            <h2 id={`work-${proposal.id}`} className={css.title}>
              <Link to={projectPath(proposal.project_id)}>{proposal.project_title}</Link>
            </h2>
            <Badge tone={PROJECT_STATUS_TONES[proposal.project_status]}>
              {t(PROJECT_STATUS_LABELS[proposal.project_status])}
            </Badge>
          </div>
          <p className={css.muted}>
            {t('Bid {{amount}} TAT · {{days}} days · sent {{when}}', {
              amount: formats.number(proposal.bid),
              days: proposal.days,
              when: formats.ago(proposal.created_at),
            })}
          </p>
          <Inline gap="small" wrap>
            {state === 'sent' ? (
              <Button
                variant="outline"
                tone="critical"
                isPending={busy}
                aria-label={t('Withdraw from {{title}}', { title: proposal.project_title })}
                onPress={() =>
                  void run(
                    () => call('withdrawProposal', { params: { id: proposal.id } }),
                    t('Proposal withdrawn'),
                  )
                }
              >
                {t('Withdraw')}
              </Button>
            ) : null}
            {state === 'awarded' ? (
              <Button
                isPending={busy}
                aria-label={t('Start work on {{title}}', { title: proposal.project_title })}
                onPress={() =>
                  void run(
                    () => call('startProject', { params: { id: proposal.project_id } }),
                    t('Work started'),
                  )
                }
              >
                {t('Start work')}
              </Button>
            ) : null}
            {state === 'in_progress' && !delivering ? (
              <Button
                aria-label={t('Deliver {{title}}', { title: proposal.project_title })}
                onPress={() => setDelivering(true)}
              >
                {t('Deliver')}
              </Button>
            ) : null}
          </Inline>
          {delivering ? (
            <Form
              aria-label={t('Deliver {{title}}', { title: proposal.project_title })}
              validationBehavior="aria"
              onSubmit={(event) => {
                event.preventDefault();
                if (!message.trim()) return setMessageError(t('Write a message.'));
                setMessageError(null);
                void run(
                  () => call('deliverProject', { params: { id: proposal.project_id }, body: { message } }),
                  t('Work delivered'),
                );
              }}
            >
              <Stack gap="small">
                <DeliveryFiles projectId={proposal.project_id} />
                <TextField
                  label={t('Delivery message')}
                  isMultiline
                  rows={4}
                  value={message}
                  onChange={setMessage}
                  maxLength={MAX_PROPOSAL_TEXT}
                  isInvalid={Boolean(messageError)}
                  errorMessage={messageError ?? undefined}
                />
                <Inline gap="small" wrap>
                  <Button variant="outline" tone="neutral" onPress={() => setDelivering(false)}>
                    {t('Cancel')}
                  </Button>
                  <Button type="submit" isPending={busy}>
                    {t('Send delivery')}
                  </Button>
                </Inline>
              </Stack>
            </Form>
          ) : null}
        </Stack>
      </article>
    </Card>
  );
}

/** The delivery's files of a project in progress, read from its view; the freelancer adds and removes them
 * before sending the delivery. */
function DeliveryFiles({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const view = useEndpoint('projectView', { params: { id: projectId } });
  if (view.error && !view.data)
    return (
      <p role="alert" style={{ margin: 0 }}>
        {firstErrorMessage(view.error, t('Something went wrong'))}
      </p>
    );
  if (!view.data) return <p className={css.muted}>{t('Loading delivery files…')}</p>;
  return (
    <Attachments
      kind="delivery"
      headingLevel={3}
      projectId={projectId}
      files={view.data.deliveries}
      editable={view.data.project.status === 'in_progress'}
      onChanged={() => view.mutate()}
    />
  );
}
