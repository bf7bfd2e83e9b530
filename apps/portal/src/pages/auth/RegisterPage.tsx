import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROLE_LABELS, SELF_REGISTER_ROLES } from '@talent/api/abilities';
import { publicApi } from '@talent/api/client';
import { Button, Select, TextField } from '@talent/ui';
import { useSession } from '../../app/session';
import { homeFor } from '../../routes/guards';
import { SubmitForm } from '../common/SubmitForm';
import { useSubmit } from '../common/useSubmit';
import { AuthCard } from './AuthCard';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';

type SelfRole = (typeof SELF_REGISTER_ROLES)[number];

/** /register and /signup: creates the account; the answer signs the user in (unverified until the code). */
export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [mobile, setMobile] = useState('');
  const [companyName, setCompanyName] = useState('');
  const [role, setRole] = useState<SelfRole>('jobseeker');
  const form = useSubmit();

  const submit = () =>
    form.run(
      async () => {
        const session = await publicApi.register({
          full_name: fullName,
          email,
          password,
          role,
          ...(mobile.trim() ? { mobile } : {}),
          ...(companyName.trim() ? { company_name: companyName } : {}),
        });
        signIn(session);
        // navigate's promise settles once the next route has loaded; a failure shows in its errorElement.
        void navigate(homeFor(session.userData), { replace: true });
      },
      { leaves: true },
    );

  return (
    <AuthCard title={t('Create an account')}>
      <SubmitForm
        label={t('Register')}
        state={form}
        onSubmit={submit}
        actions={
          <>
            <Button type="submit" isPending={form.pending}>
              {t('Sign up')}
            </Button>
            <p>
              {t('Already have an account?')} <Link to="/login">{t('Sign in instead')}</Link>
            </p>
          </>
        }
      >
        <TextField
          label={t('Full Name')}
          name="full_name"
          value={fullName}
          onChange={setFullName}
          isRequired
          autoComplete="name"
        />
        <EmailField value={email} onChange={setEmail} />
        <PasswordField
          label={t('Password')}
          value={password}
          onChange={setPassword}
          isNew
          autoComplete="new-password"
          description={t('At least 8 characters.')}
        />
        <Select
          label={t('I am a')}
          name="role"
          options={SELF_REGISTER_ROLES.map((r) => ({ id: r, label: t(ROLE_LABELS[r]) }))}
          selectedKey={role}
          onSelectionChange={(key) => key !== null && setRole(key as SelfRole)}
          isRequired
        />
        <TextField
          label={t('Mobile')}
          name="mobile"
          type="tel"
          value={mobile}
          onChange={setMobile}
          autoComplete="tel"
        />
        {role !== 'jobseeker' ? (
          <TextField
            label={t('Company Name')}
            name="company_name"
            value={companyName}
            onChange={setCompanyName}
            autoComplete="organization"
          />
        ) : null}
      </SubmitForm>
    </AuthCard>
  );
}
