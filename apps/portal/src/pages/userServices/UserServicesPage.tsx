/**
 * /apps/user-service-management (issue 19), for admins: find a user by name or e-mail, then grant or
 * deduct TAT (through the ledger), override their plan or a daily limit until an end date, or resend the
 * e-mail verification. Each change needs a reason and lands in the audit log; the user's history of
 * services is listed under the forms.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { call, firstErrorMessage, useEndpoint } from '@talent/api/client';
import type { ServiceUser, ServiceUserDetail } from '@talent/api/contract';
import { ROLE_LABELS } from '@talent/api/abilities';
import { LIMIT_KINDS, SERVICE_REASON, type LimitKind } from '@talent/api/rules';
import {
  Badge,
  Button,
  Card,
  DataTable,
  Inline,
  Select,
  Stack,
  TextField,
  showToast,
  type DataTableColumn,
} from '@talent/ui';
import { useSession } from '../../app/session';
import { usePagedEndpoint } from '../../app/usePagedEndpoint';
import { SubmitForm } from '../common/SubmitForm';
import { useSubmit } from '../common/useSubmit';
import { tableLabels } from '../common/tableLabels';
import * as css from './userServices.css';

const newKey = () => `svc-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
const inDays = (days: number) => new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10);

export default function UserServicesPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [chosen, setChosen] = useState<number | null>(null);
  const list = usePagedEndpoint('serviceUsers', {
    enabled: user?.role === 'admin',
    errorText: (error) => firstErrorMessage(error, t('Something went wrong')),
  });
  // The route reads AF (admin and freelancer); user services are the admin's alone.
  if (user && user.role !== 'admin') return <Navigate to="/misc/not-authorized" replace />;

  const columns: DataTableColumn<ServiceUser>[] = [
    { id: 'name', header: t('Full Name'), isRowHeader: true, cell: (u) => u.full_name },
    { id: 'email', header: t('Email'), cell: (u) => u.email },
    { id: 'role', header: t('Role'), cell: (u) => t(ROLE_LABELS[u.role]) },
    {
      id: 'plan',
      header: t('Plan'),
      cell: (u) => (
        <Inline gap="xsmall" wrap>
          <span>{u.plan.name}</span>
          {u.plan.overridden ? (
            <Badge tone="caution" variant="soft">
              {t('Override')}
            </Badge>
          ) : null}
        </Inline>
      ),
    },
    { id: 'tat', header: t('TAT'), align: 'end', cell: (u) => u.tat },
    {
      id: 'actions',
      header: t('Actions'),
      align: 'end',
      cell: (u) => (
        <Button
          size="sm"
          variant="outline"
          aria-label={t('Manage {{name}}', { name: u.full_name })}
          onPress={() => setChosen(u.id)}
        >
          {t('Manage')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="large">
      <h1>{t('User Service Management')}</h1>
      <Card>
        <DataTable
          label={t('Users')}
          columns={columns}
          getRowId={(u) => u.id}
          {...list.props}
          selectedKeys={undefined}
          onSelectionChange={undefined}
          {...list.searchProps}
          searchPlaceholder={t('Search by name or e-mail')}
          emptyTitle={t('No users found')}
          emptyDescription={t('Try another name or e-mail address.')}
          labels={{ ...tableLabels(t), searchLabel: t('Search users') }}
        />
      </Card>
      {chosen !== null ? (
        <UserServices key={chosen} id={chosen} onChanged={() => void list.mutate()} />
      ) : null}
    </Stack>
  );
}

function UserServices({ id, onChanged }: { id: number; onChanged: () => void }) {
  const { t } = useTranslation();
  const detail = useEndpoint('serviceUser', { params: { id } }, { revalidateOnFocus: false });
  const plans = useEndpoint('listSubscription', {}, { revalidateOnFocus: false });
  const u = detail.data;
  const panel = useRef<HTMLDivElement>(null);
  const loaded = Boolean(u);
  useEffect(() => {
    if (!loaded) return;
    panel.current?.scrollIntoView?.({ block: 'start' });
    panel.current?.focus({ preventScroll: true });
  }, [loaded]);
  if (!u)
    return (
      <Card title={t('Services')} headingLevel={2}>
        {detail.error ? (
          <p role="alert">{firstErrorMessage(detail.error, t('Something went wrong'))}</p>
        ) : (
          <p role="status">{t('Loading')}</p>
        )}
      </Card>
    );
  const changed = async (next: ServiceUserDetail, message: string) => {
    await detail.mutate(next, { revalidate: false });
    onChanged();
    showToast({ title: message, tone: 'positive' });
  };
  const limitText = (n: number | null) => (n === null ? t('Unlimited') : String(n));

  return (
    <div ref={panel} tabIndex={-1} className={css.panel}>
      <Stack gap="medium">
        <Card title={t('Services for {{name}}', { name: u.full_name })} headingLevel={2}>
          <dl className={css.facts}>
            <Fact term={t('Email')}>{u.email}</Fact>
            <Fact term={t('E-mail verification')}>
              {u.is_email_verified ? t('Verified') : t('Not verified')}
            </Fact>
            <Fact term={t('Plan')}>
              {u.plan.overridden ? `${u.plan.name} (${t('Override')})` : u.plan.name}
            </Fact>
            <Fact term={t('TAT')}>{u.tat}</Fact>
            <Fact term={t('TTT')}>{u.ttt}</Fact>
            <Fact term={t('Uploads per day')}>{limitText(u.limits.upload)}</Fact>
            <Fact term={t('Views per day')}>{limitText(u.limits.view)}</Fact>
            <Fact term={t('Messages per day')}>{limitText(u.limits.message)}</Fact>
          </dl>
        </Card>
        <div className={css.forms}>
          <TatForm user={u} onDone={changed} />
          <PlanForm
            user={u}
            plans={(plans.data?.results ?? []).map((p) => ({ id: String(p.id), label: p.name }))}
            onDone={changed}
          />
          <LimitForm user={u} onDone={changed} />
          <VerificationForm user={u} />
        </div>
        <Card title={t('History')} headingLevel={3}>
          {u.history.length === 0 ? (
            <p className={css.muted}>{t('No services yet.')}</p>
          ) : (
            <ul className={css.history}>
              {u.history.map((h) => (
                <li key={h.id}>
                  {new Date(h.created_at).toLocaleString()} · {h.action} · {h.actor_name ?? '—'} · {h.reason}
                </li>
              ))}
            </ul>
          )}
        </Card>
      </Stack>
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={css.fact}>
      <dt className={css.term}>{term}</dt>
      <dd className={css.value}>{children}</dd>
    </div>
  );
}

type Done = (next: ServiceUserDetail, message: string) => Promise<void>;

function ReasonField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      name="reason"
      label={t('Reason')}
      isRequired
      minLength={SERVICE_REASON.min}
      maxLength={SERVICE_REASON.max}
      value={value}
      onChange={onChange}
      isInvalid={Boolean(error)}
      errorMessage={error}
    />
  );
}

/** The override's end date (at most MAX_OVERRIDE_DAYS ahead; the server checks it). */
function EndsAtField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      name="ends_at"
      label={t('Until')}
      type="date"
      isRequired
      value={value}
      onChange={onChange}
      isInvalid={Boolean(error)}
      errorMessage={error}
    />
  );
}

function TatForm({ user, onDone }: { user: ServiceUserDetail; onDone: Done }) {
  const { t } = useTranslation();
  const form = useSubmit();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newKey);
  async function save() {
    await form.run(async () => {
      const n = Number(amount);
      const next = await call('adjustTat', {
        params: { id: user.id },
        body: { amount: n, reason, idempotency_key: key },
      });
      setAmount('');
      setReason('');
      setKey(newKey());
      await onDone(
        next,
        n > 0
          ? t('{{amount}} TAT granted to {{name}}', { amount: n, name: user.full_name })
          : t('{{amount}} TAT deducted from {{name}}', { amount: -n, name: user.full_name }),
      );
    });
  }
  return (
    <Card title={t('Grant or deduct TAT')} headingLevel={3}>
      <SubmitForm
        label={t('Grant or deduct TAT')}
        state={form}
        onSubmit={save}
        actions={
          <Button type="submit" isPending={form.pending}>
            {t('Apply')}
          </Button>
        }
      >
        <TextField
          name="amount"
          label={t('Amount of TAT')}
          description={t('A negative amount deducts.')}
          inputMode="numeric"
          isRequired
          value={amount}
          onChange={setAmount}
          isInvalid={Boolean(form.fieldErrors.amount)}
          errorMessage={form.fieldErrors.amount?.[0]}
        />
        <ReasonField value={reason} onChange={setReason} error={form.fieldErrors.reason?.[0]} />
      </SubmitForm>
    </Card>
  );
}

function PlanForm({
  user,
  plans,
  onDone,
}: {
  user: ServiceUserDetail;
  plans: { id: string; label: string }[];
  onDone: Done;
}) {
  const { t } = useTranslation();
  const form = useSubmit();
  const [plan, setPlan] = useState<string | null>(null);
  const [endsAt, setEndsAt] = useState(inDays(30));
  const [reason, setReason] = useState('');
  async function save() {
    if (!plan) {
      form.setError(t('Choose a plan.'));
      return;
    }
    await form.run(async () => {
      const next = await call('overridePlan', {
        params: { id: user.id },
        body: { plan_id: Number(plan), ends_at: endsAt, reason },
      });
      setReason('');
      await onDone(
        next,
        t('{{name}} is on {{plan}} until {{date}}', {
          name: user.full_name,
          plan: next.plan.name,
          date: endsAt,
        }),
      );
    });
  }
  return (
    <Card title={t('Override the plan')} headingLevel={3}>
      <SubmitForm
        label={t('Override the plan')}
        state={form}
        onSubmit={save}
        actions={
          <Button type="submit" isPending={form.pending}>
            {t('Apply')}
          </Button>
        }
      >
        <Select
          label={t('Plan')}
          options={plans}
          selectedKey={plan}
          onSelectionChange={(k) => setPlan(k === null ? null : String(k))}
          errorMessage={form.fieldErrors.plan_id?.[0]}
        />
        <EndsAtField value={endsAt} onChange={setEndsAt} error={form.fieldErrors.ends_at?.[0]} />
        <ReasonField value={reason} onChange={setReason} error={form.fieldErrors.reason?.[0]} />
      </SubmitForm>
    </Card>
  );
}

function LimitForm({ user, onDone }: { user: ServiceUserDetail; onDone: Done }) {
  const { t } = useTranslation();
  const form = useSubmit();
  const [kind, setKind] = useState<LimitKind>('upload');
  const [limit, setLimit] = useState('');
  const [endsAt, setEndsAt] = useState(inDays(7));
  const [reason, setReason] = useState('');
  const kindLabel = (k: LimitKind) =>
    k === 'upload' ? t('Uploads per day') : k === 'view' ? t('Views per day') : t('Messages per day');
  async function save() {
    await form.run(async () => {
      const next = await call('overrideLimit', {
        params: { id: user.id },
        body: { kind, daily_limit: limit.trim() === '' ? null : Number(limit), ends_at: endsAt, reason },
      });
      setReason('');
      await onDone(next, t('{{what}} changed until {{date}}', { what: kindLabel(kind), date: endsAt }));
    });
  }
  return (
    <Card title={t('Change a daily limit')} headingLevel={3}>
      <SubmitForm
        label={t('Change a daily limit')}
        state={form}
        onSubmit={save}
        actions={
          <Button type="submit" isPending={form.pending}>
            {t('Apply')}
          </Button>
        }
      >
        <Select
          label={t('Limit')}
          options={LIMIT_KINDS.map((k) => ({ id: k, label: kindLabel(k) }))}
          selectedKey={kind}
          onSelectionChange={(k) => setKind(k as LimitKind)}
        />
        <TextField
          name="daily_limit"
          label={t('New daily limit')}
          description={t('Empty is unlimited.')}
          inputMode="numeric"
          value={limit}
          onChange={setLimit}
          isInvalid={Boolean(form.fieldErrors.daily_limit)}
          errorMessage={form.fieldErrors.daily_limit?.[0]}
        />
        <EndsAtField value={endsAt} onChange={setEndsAt} error={form.fieldErrors.ends_at?.[0]} />
        <ReasonField value={reason} onChange={setReason} error={form.fieldErrors.reason?.[0]} />
      </SubmitForm>
    </Card>
  );
}

function VerificationForm({ user }: { user: ServiceUserDetail }) {
  const { t } = useTranslation();
  const form = useSubmit();
  const [reason, setReason] = useState('');
  async function save() {
    await form.run(async () => {
      const answer = await call('resendVerification', { params: { id: user.id }, body: { reason } });
      setReason('');
      showToast({ title: answer.message, tone: 'positive' });
    });
  }
  return (
    <Card title={t('Resend verification')} headingLevel={3}>
      {user.is_email_verified ? (
        <p className={css.muted}>{t('This e-mail address is already verified.')}</p>
      ) : (
        <SubmitForm
          label={t('Resend verification')}
          state={form}
          onSubmit={save}
          actions={
            <Button type="submit" isPending={form.pending}>
              {t('Send')}
            </Button>
          }
        >
          <ReasonField value={reason} onChange={setReason} error={form.fieldErrors.reason?.[0]} />
        </SubmitForm>
      )}
    </Card>
  );
}
