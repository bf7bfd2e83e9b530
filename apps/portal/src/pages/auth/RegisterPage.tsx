import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROLE_LABELS, SELF_REGISTER_ROLES } from '@talent/api/abilities';
import { publicApi, firstErrorMessage, type ApiErrorBody } from '@talent/api/client';
import { Button, Form, Select, Stack, TextField } from '@talent/ui';
import { AxiosError } from 'axios';
import { useSession } from '../../app/session';
import { homeFor } from '../../routes/guards';
import * as css from '../../shell/shell.css';
import { AuthCard } from './AuthCard';

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
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit() {
    setPending(true);
    setError(null);
    setFieldErrors({});
    try {
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
    } catch (err) {
      const body = err instanceof AxiosError ? (err.response?.data as ApiErrorBody | undefined) : undefined;
      if (body?.errors) setFieldErrors(body.errors);
      setError(firstErrorMessage(err, t('Something went wrong')));
      setPending(false);
    }
  }

  return (
    <AuthCard title={t('Create an account')}>
      <Form
        aria-label={t('Register')}
        validationErrors={fieldErrors}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="medium">
          <TextField
            label={t('Full Name')}
            name="full_name"
            value={fullName}
            onChange={setFullName}
            isRequired
            autoComplete="name"
          />
          <TextField
            label={t('Email')}
            name="email"
            type="email"
            value={email}
            onChange={setEmail}
            isRequired
            autoComplete="email"
          />
          <TextField
            label={t('Password')}
            name="password"
            type="password"
            value={password}
            onChange={setPassword}
            isRequired
            minLength={8}
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
          {error ? (
            <p role="alert" className={css.errorAlert}>
              {error}
            </p>
          ) : null}
          <Button type="submit" isPending={pending}>
            {t('Sign up')}
          </Button>
          <p>
            {t('Already have an account?')} <Link to="/login">{t('Sign in instead')}</Link>
          </p>
        </Stack>
      </Form>
    </AuthCard>
  );
}
