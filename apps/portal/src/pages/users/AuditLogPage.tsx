/**
 * /apps/user/audit-log (issue 19; docs/decisions.md "Audit log"): the whole log for admins, newest first,
 * filtered by actor, target, action and date range, paged. Read-only: the API has no call that changes it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstErrorMessage } from '@talent/api/client';
import { Card, DataTable, Select, Stack, TextField } from '@talent/ui';
import { usePagedEndpoint } from '../../app/usePagedEndpoint';
import { tableLabels } from '../common/tableLabels';
import { useFormats } from '../common/useFormats';
import { auditColumns } from './AuditTable';
import { RequireUserAdmin } from './RequireUserAdmin';
import * as css from './users.css';

const ACTIONS = [
  'auth.',
  'auth.sign_in',
  'auth.sign_in_failed',
  'user.',
  'user.create',
  'user.update',
  'user.role_change',
  'user.deactivate',
  'user.reactivate',
  'role.',
  'wallet.',
] as const;
const ALL = 'all';
const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);
const isId = (v: string) => /^\d{1,9}$/.test(v.trim()) && Number(v) > 0;

export default function AuditLogPage() {
  return (
    <RequireUserAdmin>
      <AuditLog />
    </RequireUserAdmin>
  );
}

function AuditLog() {
  const { t } = useTranslation();
  const fmt = useFormats();
  const [action, setAction] = useState<string>(ALL);
  const [actor, setActor] = useState('');
  const [target, setTarget] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const list = usePagedEndpoint('listAudit', {
    query: {
      ...(action !== ALL ? { action } : {}),
      ...(isId(actor) ? { actor_id: Number(actor) } : {}),
      ...(isId(target) ? { target_user_id: Number(target) } : {}),
      ...(isDay(from) ? { from } : {}),
      ...(isDay(to) ? { to } : {}),
    },
    errorText: (error) => firstErrorMessage(error, t('Something went wrong')),
  });
  const actionLabel = (a: string) =>
    a.endsWith('.') ? t('All {{family}} actions', { family: a.slice(0, -1) }) : a;
  return (
    <Stack gap="large">
      <h1>{t('Audit log')}</h1>
      <Card>
        <Stack gap="medium">
          <div className={css.filters}>
            <Select
              label={t('Action')}
              options={[
                { id: ALL, label: t('All actions') },
                ...ACTIONS.map((a) => ({ id: a, label: actionLabel(a) })),
              ]}
              selectedKey={action}
              onSelectionChange={(k) => setAction(String(k))}
            />
            <TextField label={t('Actor (user id)')} inputMode="numeric" value={actor} onChange={setActor} />
            <TextField
              label={t('Target (user id)')}
              inputMode="numeric"
              value={target}
              onChange={setTarget}
            />
            <TextField label={t('From')} type="date" value={from} onChange={setFrom} />
            <TextField label={t('Until')} type="date" value={to} onChange={setTo} />
          </div>
          <DataTable
            label={t('Audit log')}
            columns={auditColumns(t, fmt)}
            getRowId={(e) => e.id}
            {...list.props}
            emptyTitle={t('Nothing recorded')}
            emptyDescription={t('Change the filters.')}
            labels={tableLabels(t)}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
