/**
 * /user-management (issue 19): the owner's team members (`GET api/my-user`), searchable by name or
 * e-mail, with what each may open, whether they have signed in, and the plan's member limit. Adding and
 * editing happen on /create-user and /update-user?id=.
 */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { firstErrorMessage } from '@talent/api/client';
import type { TeamMember } from '@talent/api/contract';
import { Badge, Button, Card, DataTable, Inline, Stack, type DataTableColumn } from '@talent/ui';
import { usePagedEndpoint } from '../../app/usePagedEndpoint';
import { tableLabels } from '../common/tableLabels';
import { permissionLabel } from './permissions';
import * as css from './team.css';

export default function TeamPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = usePagedEndpoint('myTeam', {
    errorText: (error) => firstErrorMessage(error, t('Something went wrong')),
  });
  const team = list.data;
  const full = team ? team.used >= team.limit : false;

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
        m.has_signed_in ? (
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
        <Button
          size="sm"
          variant="outline"
          aria-label={t('Edit {{name}}', { name: m.full_name })}
          onPress={() => void navigate(`/update-user?id=${m.id}`)}
        >
          {t('Edit')}
        </Button>
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
    </Stack>
  );
}
