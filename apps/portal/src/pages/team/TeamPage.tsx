/**
 * /user-management (issue 19): the owner's team members (`GET api/my-user`), searchable by name or
 * e-mail, with what each may open, whether they have signed in, and the plan's member limit. Adding and
 * editing happen on /create-user and /update-user?id=; removing a member (after a confirmation) and bringing
 * them back happen here (`PUT api/my-user/{id}/status`).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { canAdministerUsers } from '@talent/api/abilities';
import { call, firstErrorMessage } from '@talent/api/client';
import type { TeamMember } from '@talent/api/contract';
import { canOwnTeam } from '@talent/api/rules';
import {
  AlertDialog,
  Badge,
  Button,
  Card,
  DataTable,
  EmptyState,
  Inline,
  LinkButton,
  Stack,
  showToast,
  type DataTableColumn,
} from '@talent/ui';
import { useAbility } from '../../app/ability';
import { useSession } from '../../app/session';
import { usePagedEndpoint } from '../../app/usePagedEndpoint';
import { tableLabels } from '../common/tableLabels';
import { permissionLabel } from './permissions';
import * as css from './team.css';

export default function TeamPage() {
  const { user } = useSession();
  return canOwnTeam(user?.role) ? <Team /> : <NoTeam />;
}

/** An account that owns no team (an admin, a lone recruiter, ...) reaches this page only by its address:
 * say why there is nothing here, and send an admin to the users they manage. */
function NoTeam() {
  const { t } = useTranslation();
  const ability = useAbility();
  return (
    <Stack gap="large">
      <h1>{t('User Management')}</h1>
      <Card>
        <EmptyState
          kind="people"
          title={t('This account has no team')}
          description={t(
            'Only a freelancer, freelance enterprise, recruitment agency or enterprise account has team members.',
          )}
          action={
            canAdministerUsers(ability) ? (
              <LinkButton href="/apps/user/list">{t('Go to the users list')}</LinkButton>
            ) : undefined
          }
        />
      </Card>
    </Stack>
  );
}

function Team() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = usePagedEndpoint('myTeam', {
    errorText: (error) => firstErrorMessage(error, t('Something went wrong')),
  });
  const team = list.data;
  const full = team ? team.used >= team.limit : false;
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  async function setActive(member: TeamMember, active: boolean) {
    setBusy(member.id);
    try {
      await call('setTeamMemberStatus', { params: { id: member.id }, body: { active } });
      showToast({
        title: active
          ? t('{{name}} is back in your team.', { name: member.full_name })
          : t('{{name}} was removed from your team.', { name: member.full_name }),
        tone: 'positive',
      });
    } catch (err) {
      showToast({ title: firstErrorMessage(err, t('Something went wrong')), tone: 'critical' });
    } finally {
      setBusy(null);
    }
  }

  const columns: DataTableColumn<TeamMember>[] = [
    { id: 'name', header: t('Full Name'), isRowHeader: true, cell: (m) => m.full_name },
    { id: 'email', header: t('Email'), cell: (m) => m.email },
    {
      id: 'permissions',
      header: t('Can open'),
      cell: (m) =>
        m.permissions.length === 0 ? (
          t('Only their account pages')
        ) : (
          <span className={css.badges}>
            {m.permissions.map((p) => (
              <Badge key={p} tone="info" variant="soft">
                {permissionLabel(t, p)}
              </Badge>
            ))}
          </span>
        ),
    },
    {
      id: 'status',
      header: t('Status'),
      cell: (m) =>
        m.deactivated_at !== null ? (
          <Badge tone="critical">{t('Removed')}</Badge>
        ) : m.has_signed_in ? (
          <Badge tone="positive">{t('Active')}</Badge>
        ) : (
          <Badge tone="caution">{t('Invited')}</Badge>
        ),
    },
    {
      id: 'actions',
      header: t('Actions'),
      align: 'end',
      cell: (m) => (
        <span className={css.actions}>
          {m.deactivated_at === null ? (
            <>
              <Button
                size="sm"
                variant="outline"
                aria-label={t('Edit {{name}}', { name: m.full_name })}
                onPress={() => void navigate(`/update-user?id=${m.id}`)}
              >
                {t('Edit')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                tone="critical"
                aria-label={t('Remove {{name}}', { name: m.full_name })}
                onPress={() => setRemoving(m)}
              >
                {t('Remove')}
              </Button>
            </>
          ) : (
            <Button
              size="sm"
              variant="outline"
              aria-label={t('Reactivate {{name}}', { name: m.full_name })}
              isPending={busy === m.id}
              isDisabled={full}
              onPress={() => void setActive(m, true)}
            >
              {t('Reactivate')}
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <Stack gap="large">
      <Inline justify="between" wrap>
        <h1>{t('User Management')}</h1>
        <Button isDisabled={!team || full} onPress={() => void navigate('/create-user')}>
          {t('Add Team Member')}
        </Button>
      </Inline>
      {team ? (
        <p className={css.muted} aria-live="polite">
          {full
            ? t(
                'Your plan allows {{limit}} team members, and your team is full. Upgrade your plan to add more.',
                {
                  limit: team.limit,
                },
              )
            : t('{{used}} of {{limit}} team members on your plan.', { used: team.used, limit: team.limit })}
        </p>
      ) : null}
      <Card>
        <DataTable
          label={t('Team members')}
          columns={columns}
          getRowId={(m) => m.id}
          {...list.props}
          selectedKeys={undefined}
          onSelectionChange={undefined}
          {...list.searchProps}
          searchPlaceholder={t('Search by name or e-mail')}
          emptyTitle={t('No team members yet')}
          emptyDescription={t(
            'Add the people who work with you. They sign in with their own e-mail and work in your account.',
          )}
          labels={{ ...tableLabels(t), searchLabel: t('Search team members') }}
        />
      </Card>
      <AlertDialog
        title={t('Remove {{name}} from your team?', { name: removing?.full_name ?? '' })}
        isOpen={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        tone="critical"
        confirmLabel={t('Remove')}
        cancelLabel={t('Keep')}
        onConfirm={() => {
          if (removing) void setActive(removing, false);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      >
        {t(
          'They are signed out at once and can no longer sign in. Nothing they did is deleted, and their seat is freed. You can bring them back later.',
        )}
      </AlertDialog>
    </Stack>
  );
}
