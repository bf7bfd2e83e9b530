/**
 * /apps/user/create/, /apps/user/update/:uid and /update-users/:uid (issue 19): name, e-mail, mobile, role
 * and status. A new user gets an e-mail with a link to set their password; the e-mail must be unique (the
 * server's 409 shows on the field).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { call, useEndpoint } from '@talent/api/client';
import type { AdminUser } from '@talent/api/contract';
import { Button, Card, Select, Stack, TextField, showToast } from '@talent/ui';
import { FormActions, SubmitForm } from '../common/SubmitForm';
import { useSubmit } from '../common/useSubmit';
import { PageFallback } from '../jobs/PageFallback';
import { RequireUserAdmin } from './RequireUserAdmin';
import * as css from './users.css';

export default function UserFormPage() {
  const { t } = useTranslation();
  const { uid } = useParams();
  const id = uid ? Number(uid) : null;
  const detail = useEndpoint('getUser', id ? { params: { id } } : null, { revalidateOnFocus: false });
  let body;
  if (id === null) body = <UserForm user={null} />;
  else if (!detail.data) body = <PageFallback title={t('Update User')} error={detail.error} />;
  else body = <UserForm key={detail.data.user.id} user={detail.data.user} />;
  return <RequireUserAdmin>{body}</RequireUserAdmin>;
}

function UserForm({ user }: { user: AdminUser | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const roles = useEndpoint('listRoles', {}, { revalidateOnFocus: false });
  const [fullName, setFullName] = useState(user?.full_name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [mobile, setMobile] = useState(user?.mobile ?? '');
  const [roleId, setRoleId] = useState<string>(user ? String(user.role_id) : '');
  const [status, setStatus] = useState<string>(user?.status === 'inactive' ? 'inactive' : 'active');
  const form = useSubmit();
  const title = user ? t('Update User') : t('Create User');
  const errorOf = (field: string) => form.fieldErrors[field]?.[0];
  const invalid = (field: string) => ({ isInvalid: Boolean(errorOf(field)), errorMessage: errorOf(field) });

  async function save() {
    await form.run(async () => {
      const body = {
        full_name: fullName,
        email,
        mobile: mobile || null,
        role_id: Number(roleId),
        status: status as 'active' | 'inactive',
      };
      const saved = user
        ? await call('updateUser', { params: { id: user.id }, body })
        : await call('createUser', { body });
      showToast({
        title: user
          ? t('{{value}} saved', { value: saved.full_name })
          : t('{{value}} created. A link to set the password was e-mailed.', { value: saved.full_name }),
        tone: 'positive',
      });
      void navigate(`/apps/user/view/${saved.id}`);
    });
  }

  return (
    <Stack gap="large">
      <h1>{title}</h1>
      <SubmitForm
        label={title}
        state={form}
        validationBehavior="aria"
        onSubmit={save}
        actions={
          <FormActions cancelTo="/apps/user/list">
            <Button type="submit" isPending={form.pending}>
              {user ? t('Save') : t('Create User')}
            </Button>
          </FormActions>
        }
      >
        <Card title={t('Account')} headingLevel={2}>
          <div className={css.formGrid}>
            <TextField
              name="full_name"
              label={t('Name')}
              isRequired
              value={fullName}
              onChange={setFullName}
              {...invalid('full_name')}
            />
            <TextField
              name="email"
              label={t('E-mail')}
              type="email"
              isRequired
              value={email}
              onChange={setEmail}
              {...invalid('email')}
            />
            <TextField
              name="mobile"
              label={t('Mobile')}
              type="tel"
              value={mobile}
              onChange={setMobile}
              {...invalid('mobile')}
            />
            <Select
              label={t('Role')}
              isRequired
              placeholder={roles.error ? t('Error fetching data') : t('Choose a role')}
              options={(roles.data?.results ?? []).map((r) => ({ id: String(r.id), label: t(r.name) }))}
              selectedKey={roleId || null}
              onSelectionChange={(k) => setRoleId(k === null ? '' : String(k))}
              {...invalid('role_id')}
            />
            <Select
              label={t('Status')}
              description={t('An inactive user cannot sign in; their public profiles are made private.')}
              options={[
                { id: 'active', label: t('Active') },
                { id: 'inactive', label: t('Inactive') },
              ]}
              selectedKey={status}
              onSelectionChange={(k) => setStatus(String(k))}
              {...invalid('status')}
            />
          </div>
        </Card>
      </SubmitForm>
    </Stack>
  );
}
