/**
 * /create-user-role and /update-user-role/:uid (issue 19): a role's name and its permissions in a matrix of
 * resources x actions. A permission the admin does not hold is shown disabled (the server refuses it too);
 * a built-in role is shown read-only.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ACTIONS, PERMISSION_SUBJECTS, type Action, type Subject } from '@talent/api/abilities';
import { call, useEndpoint } from '@talent/api/client';
import type { Permission, RoleEntry } from '@talent/api/contract';
import {
  Button,
  Card,
  Inline,
  PermissionMatrix,
  Stack,
  TextField,
  showToast,
  type PermissionCell,
} from '@talent/ui';
import { useAbility } from '../../app/ability';
import { FormActions, SubmitForm } from '../common/SubmitForm';
import { useSubmit } from '../common/useSubmit';
import { PageFallback } from '../jobs/PageFallback';
import { RequireUserAdmin } from './RequireUserAdmin';

/** What each resource code opens (spec 000 section 6 and the route table). */
const RESOURCE_TEXT: Record<(typeof PERMISSION_SUBJECTS)[number], [string, string]> = {
  J: ['Job seeker', 'Job seeker dashboard, uploads, job search'],
  F: ['Freelancer', 'Freelancer dashboard, work, profile'],
  RAE: ['Recruiter, admin and editor', 'Profiles, uploads, exclusion lists'],
  RA: ['Recruiter and admin', 'Dashboard, market, wallet, jobs, clients'],
  RU: ['Recruiter-type', 'Check-out of a plan'],
  AF: ['Admin and freelancer', 'User administration pages'],
  RAEF: ['Recruiter, admin, editor and freelancer', 'Projects, non-public profiles'],
  JF: ['Job seeker and freelancer', 'Shared job seeker and freelancer pages'],
  Auth: ['Signed in', 'Own account and profile'],
  ACL: ['Access control', 'Account pages; manage: user administration'],
};

export default function RoleFormPage() {
  const { t } = useTranslation();
  const { uid } = useParams();
  const id = uid ? Number(uid) : null;
  const roles = useEndpoint('listRoles', id ? {} : null, { revalidateOnFocus: false });
  const role = roles.data?.results.find((r) => r.id === id);
  let body;
  if (id === null) body = <RoleForm entry={null} />;
  else if (!role)
    body = (
      <PageFallback
        title={t('Update User Role')}
        error={roles.error ?? (roles.data ? t('No such role.') : null)}
      />
    );
  else body = <RoleForm key={role.id} entry={role} />;
  return <RequireUserAdmin>{body}</RequireUserAdmin>;
}

function RoleForm({ entry: role }: { entry: RoleEntry | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ability = useAbility();
  const [name, setName] = useState(role?.name ?? '');
  const [permissions, setPermissions] = useState<PermissionCell[]>(role?.permissions ?? []);
  const form = useSubmit();
  const readOnly = role?.builtin ?? false;
  const title = role ? (readOnly ? t(role.name) : t('Update User Role')) : t('Create User Role');
  const errorOf = (field: string) => form.fieldErrors[field]?.[0];

  async function save() {
    await form.run(async () => {
      const body = { name, permissions: permissions as Permission[] };
      const saved = role
        ? await call('updateRole', { params: { id: role.id }, body })
        : await call('createRole', { body });
      showToast({ title: t('{{value}} saved', { value: saved.name }), tone: 'positive' });
      void navigate('/user-role-management');
    });
  }

  const matrix = (
    <PermissionMatrix
      label={t('Permissions')}
      resources={PERMISSION_SUBJECTS.map((code) => ({
        id: code,
        label: t(RESOURCE_TEXT[code][0]),
        code,
        description: t(RESOURCE_TEXT[code][1]),
      }))}
      actions={ACTIONS.map((a) => ({ id: a, label: a === 'read' ? t('Read') : t('Manage') }))}
      value={permissions}
      onChange={setPermissions}
      isReadOnly={readOnly}
      isCellDisabled={(c) => !ability.can(c.action as Action, c.subject as Subject)}
    />
  );
  if (readOnly)
    return (
      <Stack gap="large">
        <h1>{title}</h1>
        <p>{t('Built-in roles cannot be changed or deleted.')}</p>
        <Card>{matrix}</Card>
        <Inline justify="end">
          <Button variant="outline" tone="neutral" onPress={() => void navigate('/user-role-management')}>
            {t('Back')}
          </Button>
        </Inline>
      </Stack>
    );
  return (
    <Stack gap="large">
      <h1>{title}</h1>
      <SubmitForm
        label={title}
        state={form}
        validationBehavior="aria"
        onSubmit={save}
        actions={
          <FormActions cancelTo="/user-role-management">
            <Button type="submit" isPending={form.pending}>
              {role ? t('Save') : t('Create Role')}
            </Button>
          </FormActions>
        }
      >
        <Card>
          <Stack gap="large">
            <TextField
              name="name"
              label={t('Role name')}
              isRequired
              value={name}
              onChange={setName}
              isInvalid={Boolean(errorOf('name'))}
              errorMessage={errorOf('name')}
            />
            {matrix}
            {errorOf('permissions') ? <p role="alert">{errorOf('permissions')}</p> : null}
            <p>{t('Greyed-out permissions are ones you do not hold yourself, so you cannot grant them.')}</p>
          </Stack>
        </Card>
      </SubmitForm>
    </Stack>
  );
}
