/**
 * /create-user and /update-user?id= (issue 19): a team member's name, e-mail (fixed once added), mobile,
 * and the pages they may open, chosen among the owner's own. Adding e-mails the member a link to set their
 * password.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { call, useEndpoint } from '@talent/api/client';
import type { TeamMember } from '@talent/api/contract';
import { Button, Card, Checkbox, Stack, TextField, showToast } from '@talent/ui';
import { FormActions, SubmitForm } from '../common/SubmitForm';
import { useSubmit } from '../common/useSubmit';
import { PageFallback } from '../jobs/PageFallback';
import { permissionLabel } from './permissions';
import * as css from './team.css';

export default function TeamMemberFormPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const raw = search.get('id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const team = useEndpoint('myTeam', { query: { limit: 1, offset: 0 } }, { revalidateOnFocus: false });
  const member = useEndpoint('myTeamMember', id ? { params: { id } } : null, { revalidateOnFocus: false });
  const title = id || raw ? t('Update User') : t('Create User');
  if (raw && id === null)
    return <PageFallback title={title} error={new Error(t('No such member in your team.'))} />;
  if (!team.data || (id && !member.data))
    return <PageFallback title={title} error={team.error ?? member.error} />;
  return (
    <MemberForm
      key={member.data?.id ?? 'new'}
      member={id ? (member.data ?? null) : null}
      grantable={team.data.grantable}
    />
  );
}

function MemberForm({ member, grantable }: { member: TeamMember | null; grantable: string[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useSubmit();
  const [fullName, setFullName] = useState(member?.full_name ?? '');
  const [email, setEmail] = useState(member?.email ?? '');
  const [mobile, setMobile] = useState(member?.mobile ?? '');
  const [permissions, setPermissions] = useState<string[]>(member?.permissions ?? []);
  const title = member ? t('Update User') : t('Create User');
  const errorOf = (field: string) => form.fieldErrors[field]?.[0];

  async function save() {
    await form.run(async () => {
      const body = { full_name: fullName, mobile, permissions: permissions as TeamMember['permissions'] };
      const saved = member
        ? await call('updateTeamMember', { params: { id: member.id }, body })
        : await call('addTeamMember', { body: { ...body, email } });
      showToast({
        title: member
          ? t('{{value}} saved', { value: saved.full_name })
          : t('{{name}} added. We e-mailed them a link to set their password.', { name: saved.full_name }),
        tone: 'positive',
      });
      void navigate('/user-management');
    });
  }

  return (
    <Stack gap="large">
      <h1>{title}</h1>
      <SubmitForm
        label={title}
        state={form}
        onSubmit={save}
        actions={
          <FormActions cancelTo="/user-management">
            <Button type="submit" isPending={form.pending}>
              {member ? t('Save') : t('Add Team Member')}
            </Button>
          </FormActions>
        }
      >
        <Card title={t('Team member')} headingLevel={2}>
          <div className={css.formGrid}>
            <TextField
              name="full_name"
              label={t('Full Name')}
              isRequired
              autoComplete="off"
              value={fullName}
              onChange={setFullName}
              isInvalid={Boolean(errorOf('full_name'))}
              errorMessage={errorOf('full_name')}
            />
            <TextField
              name="email"
              label={t('Email')}
              type="email"
              isRequired
              isReadOnly={Boolean(member)}
              description={member ? t('The e-mail a member signs in with does not change.') : undefined}
              autoComplete="off"
              value={email}
              onChange={setEmail}
              isInvalid={Boolean(errorOf('email'))}
              errorMessage={errorOf('email')}
            />
            <TextField
              name="mobile"
              label={t('Mobile')}
              type="tel"
              value={mobile}
              onChange={setMobile}
              isInvalid={Boolean(errorOf('mobile'))}
              errorMessage={errorOf('mobile')}
            />
            <div className={css.wide}>
              {/* One choice per line, on a phone as on a desktop (the group's own layout is a row). */}
              <div role="group" aria-labelledby="permissions-label" aria-describedby="permissions-help">
                <Stack gap="small">
                  <span id="permissions-label" className={css.groupLabel}>
                    {t('Can open')}
                  </span>
                  {grantable.map((code) => (
                    <Checkbox
                      key={code}
                      value={code}
                      isSelected={permissions.includes(code)}
                      onChange={(on) =>
                        setPermissions((now) => (on ? [...now, code] : now.filter((p) => p !== code)))
                      }
                    >
                      {permissionLabel(t, code)}
                    </Checkbox>
                  ))}
                  <span id="permissions-help" className={css.muted}>
                    {t('A member opens only what you allow, and never more than you can.')}
                  </span>
                  {errorOf('permissions') ? (
                    <span role="alert" className={css.error}>
                      {errorOf('permissions')}
                    </span>
                  ) : null}
                </Stack>
              </div>
            </div>
          </div>
        </Card>
      </SubmitForm>
    </Stack>
  );
}
