import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi, call, profileApi, useEndpoint } from '@talent/api/client';
import {
  Button,
  Card,
  Form,
  Inline,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
  showToast,
} from '@talent/ui';
import { useSession } from '../../app/session';
import * as css from '../../shell/shell.css';
import * as layout from '../../shell/layout.css';
import * as styles from './account.css';
import { useSubmit } from '../common/useSubmit';

function Alert({ error, success }: { error: string | null; success?: string | null }) {
  if (error)
    return (
      <p role="alert" className={css.errorAlert}>
        {error}
      </p>
    );
  if (success)
    return (
      <p role="status" className={css.successAlert}>
        {success}
      </p>
    );
  return null;
}

/** Full name and company through POST /api/profile-user; the answer becomes the stored userData. */
function AccountTab() {
  const { t } = useTranslation();
  const { user, updateUser } = useSession();
  const [fullName, setFullName] = useState(user?.full_name ?? '');
  const { data: profile, mutate: reloadProfile } = useEndpoint('getProfile');
  // null: untouched, so the field shows the company the server has.
  const [company, setCompany] = useState<string | null>(null);
  const { error, pending, run } = useSubmit();
  if (!user) return null;

  async function save() {
    if (!user) return;
    await run(async () => {
      const res = await profileApi.updateProfileUser({
        full_name: fullName.trim(),
        ...(company !== null ? { company_name: company.trim() || null } : {}),
      });
      updateUser({ ...user, ...res.userData });
      setCompany(null);
      await reloadProfile();
      showToast({ title: t('Profile saved'), tone: 'positive' });
    });
  }

  return (
    <Form
      aria-label={t('Account')}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack gap="medium">
        <TextField
          label={t('Full Name')}
          name="full_name"
          value={fullName}
          onChange={setFullName}
          isRequired
        />
        <TextField
          label={t('Company')}
          name="company_name"
          value={company ?? profile?.company_name ?? ''}
          onChange={setCompany}
        />
        <Alert error={error} />
        <div>
          <Button type="submit" isPending={pending}>
            {t('Save Changes')}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}

function PasswordTab() {
  const { t } = useTranslation();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const { error, setError, pending, run } = useSubmit();
  const [success, setSuccess] = useState<string | null>(null);

  async function save() {
    setError(null);
    setSuccess(null);
    if (newPassword !== confirm) {
      setError(t('The new passwords do not match.'));
      return;
    }
    await run(async () => {
      const res = await authApi.changePassword({ old_password: oldPassword, new_password: newPassword });
      setSuccess(res.message);
      setOld('');
      setNew('');
      setConfirm('');
    });
  }

  return (
    <Form
      aria-label={t('Change Password')}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack gap="medium">
        <TextField
          label={t('Current Password')}
          type="password"
          name="old_password"
          autoComplete="current-password"
          value={oldPassword}
          onChange={setOld}
          isRequired
        />
        <TextField
          label={t('New Password')}
          type="password"
          name="new_password"
          autoComplete="new-password"
          description={t('At least 8 characters.')}
          value={newPassword}
          onChange={setNew}
          isRequired
        />
        <TextField
          label={t('Confirm New Password')}
          type="password"
          name="confirm_password"
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
          isRequired
        />
        <Alert error={error} success={success} />
        <div>
          <Button type="submit" isPending={pending}>
            {t('Change Password')}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}

/**
 * Two steps (spec 7 /api/changeemail and /api/changemobileno): the new value sends a 4-digit code; the value
 * and the code switch the account to it, and the answer's userData replaces the stored one.
 */
function ChangeWithCode({ kind }: { kind: 'email' | 'mobile' }) {
  const { t } = useTranslation();
  const { user, updateUser } = useSession();
  const [value, setValue] = useState('');
  const [otp, setOtp] = useState('');
  const [step, setStep] = useState<'value' | 'code'>('value');
  const { error, setError, pending, run } = useSubmit();
  const [success, setSuccess] = useState<string | null>(null);
  const name = kind === 'email' ? 'changeEmail' : 'changeMobileNo';
  const label = kind === 'email' ? t('New Email') : t('New Mobile Number');
  const current = kind === 'email' ? user?.email : user?.mobile;

  async function submit(resend = false) {
    setError(null);
    setSuccess(null);
    if (step === 'code' && !resend && !/^\d{4}$/.test(otp)) {
      setError(t('The code must be exactly 4 digits.'));
      return;
    }
    await run(async () => {
      const field = kind === 'email' ? { email: value.trim() } : { mobile: value.trim() };
      const body = step === 'code' && !resend ? { ...field, otp } : field;
      const res = (await call(name, { body: body as never })) as {
        message: string;
        userData?: Parameters<typeof updateUser>[0];
      };
      if (step === 'value' || resend) {
        setStep('code');
        setSuccess(res.message);
      } else {
        if (res.userData && user) updateUser({ ...user, ...res.userData });
        setSuccess(res.message);
        setStep('value');
        setValue('');
        setOtp('');
        showToast({ title: res.message, tone: 'positive' });
      }
    });
  }

  return (
    <Form
      aria-label={kind === 'email' ? t('Change Email') : t('Change Mobile')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="medium">
        <p className={styles.stepNote}>
          {t('Current')}: {current || '—'}
        </p>
        <TextField
          label={label}
          type={kind === 'email' ? 'email' : 'tel'}
          name={kind}
          value={value}
          onChange={(v) => {
            setValue(v);
            if (step === 'code') setStep('value');
          }}
          isRequired
        />
        {step === 'code' ? (
          <TextField
            label={t('Verification code')}
            name="otp"
            inputMode="numeric"
            maxLength={4}
            autoComplete="one-time-code"
            description={
              kind === 'email'
                ? t('Enter the 4-digit code sent to the new address.')
                : t('Enter the 4-digit code sent to the new number.')
            }
            value={otp}
            onChange={(v) => setOtp(v.replace(/\D/g, '').slice(0, 4))}
            isRequired
          />
        ) : null}
        <Alert error={error} success={success} />
        <Inline gap="small" wrap>
          <Button type="submit" isPending={pending}>
            {step === 'value' ? t('Send Code') : t('Verify and Change')}
          </Button>
          {step === 'code' ? (
            <Button variant="outline" tone="neutral" isDisabled={pending} onPress={() => void submit(true)}>
              {t('Resend Code')}
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </Form>
  );
}

/** /pages/account-settings: account fields, password, e-mail and mobile (each change with its code step). */
export default function AccountSettingsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="large">
      <h1>{t('Account Settings')}</h1>
      <Card>
        <Tabs className={layout.wide}>
          <TabList aria-label={t('Account Settings')}>
            <Tab id="account">{t('Account')}</Tab>
            <Tab id="password">{t('Password')}</Tab>
            <Tab id="email">{t('Email')}</Tab>
            <Tab id="mobile">{t('Mobile')}</Tab>
          </TabList>
          <TabPanel id="account">
            <AccountTab />
          </TabPanel>
          <TabPanel id="password">
            <PasswordTab />
          </TabPanel>
          <TabPanel id="email">
            <ChangeWithCode kind="email" />
          </TabPanel>
          <TabPanel id="mobile">
            <ChangeWithCode kind="mobile" />
          </TabPanel>
        </Tabs>
      </Card>
    </Stack>
  );
}
