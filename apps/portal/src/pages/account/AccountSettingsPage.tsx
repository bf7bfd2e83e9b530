import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi, call, profileApi, useEndpoint } from '@talent/api/client';
import {
  Badge,
  Button,
  Card,
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
import * as layout from '../../shell/layout.css';
import * as styles from './account.css';
import { SubmitForm } from '../common/SubmitForm';
import { useSubmit } from '../common/useSubmit';
import { PasswordField } from '../auth/PasswordField';
import { SaveButton } from './SaveButton';
import { YourDataTab } from './YourDataTab';

/** Full name, company and billing address through POST /api/profile-user; the answer becomes the stored userData. */
function AccountTab() {
  const { t } = useTranslation();
  const { user, updateUser } = useSession();
  const [fullName, setFullName] = useState(user?.full_name ?? '');
  const { data: profile, mutate: reloadProfile } = useEndpoint('getProfile');
  // null: untouched, so the field shows the company the server has.
  const [company, setCompany] = useState<string | null>(null);
  const [address, setAddress] = useState<string | null>(null);
  const form = useSubmit();
  if (!user) return null;

  async function save() {
    if (!user) return;
    await form.run(async () => {
      const res = await profileApi.updateProfileUser({
        full_name: fullName.trim(),
        ...(company !== null ? { company_name: company.trim() || null } : {}),
        ...(address !== null ? { billing_address: address.trim() || null } : {}),
      });
      updateUser({ ...user, ...res.userData });
      setCompany(null);
      setAddress(null);
      await reloadProfile();
      showToast({ title: t('Profile saved'), tone: 'positive' });
    });
  }

  return (
    <SubmitForm
      label={t('Account')}
      state={form}
      onSubmit={save}
      actions={<SaveButton pending={form.pending} />}
    >
      <TextField label={t('Full Name')} name="full_name" value={fullName} onChange={setFullName} isRequired />
      <TextField
        label={t('Company')}
        name="company_name"
        value={company ?? profile?.company_name ?? ''}
        onChange={setCompany}
      />
      <TextField
        label={t('Billing address')}
        name="billing_address"
        isMultiline
        rows={3}
        maxLength={500}
        autoComplete="street-address"
        description={t(
          'Printed on your invoices. Invoices already issued keep the address they were issued with.',
        )}
        value={address ?? profile?.billing_address ?? ''}
        onChange={setAddress}
      />
    </SubmitForm>
  );
}

function PasswordTab() {
  const { t } = useTranslation();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const form = useSubmit();

  async function save() {
    form.setNotice(null);
    if (newPassword !== confirm) {
      form.setError(t('The new passwords do not match.'));
      return;
    }
    await form.run(async () => {
      const res = await authApi.changePassword({ old_password: oldPassword, new_password: newPassword });
      form.setNotice(res.message);
      setOld('');
      setNew('');
      setConfirm('');
    });
  }

  return (
    <SubmitForm
      label={t('Change Password')}
      state={form}
      onSubmit={save}
      actions={<SaveButton pending={form.pending} label={t('Change Password')} />}
    >
      <PasswordField
        label={t('Current Password')}
        name="old_password"
        autoComplete="current-password"
        value={oldPassword}
        onChange={setOld}
      />
      <PasswordField
        label={t('New Password')}
        name="new_password"
        autoComplete="new-password"
        description={t('At least 8 characters.')}
        value={newPassword}
        onChange={setNew}
      />
      <PasswordField
        label={t('Confirm New Password')}
        name="confirm_password"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
      />
    </SubmitForm>
  );
}

/**
 * Two steps (spec 7 /api/changeemail and /api/changemobileno): the new value sends a 4-digit code; the value
 * and the code switch the account to it, and the answer's userData replaces the stored one. Both steps carry
 * the current password (issue 24: a stolen session alone cannot move the account).
 */
function ChangeWithCode({ kind }: { kind: 'email' | 'mobile' }) {
  const { t } = useTranslation();
  const { user, updateUser } = useSession();
  const [value, setValue] = useState('');
  const [otp, setOtp] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [step, setStep] = useState<'value' | 'code'>('value');
  const form = useSubmit();
  const name = kind === 'email' ? 'changeEmail' : 'changeMobileNo';
  const label = kind === 'email' ? t('New Email') : t('New Mobile Number');
  const current = kind === 'email' ? user?.email : user?.mobile;

  async function submit(resend = false) {
    form.setNotice(null);
    if (step === 'code' && !resend && !/^\d{4}$/.test(otp)) {
      form.setError(t('The code must be exactly 4 digits.'));
      return;
    }
    await form.run(async () => {
      const field = {
        ...(kind === 'email' ? { email: value.trim() } : { mobile: value.trim() }),
        current_password: currentPassword,
      };
      const body = step === 'code' && !resend ? { ...field, otp } : field;
      const res = (await call(name, { body: body as never })) as {
        message: string;
        userData?: Parameters<typeof updateUser>[0];
      };
      if (step === 'value' || resend) {
        setStep('code');
        form.setNotice(res.message);
      } else {
        if (res.userData && user) updateUser({ ...user, ...res.userData });
        form.setNotice(res.message);
        setStep('value');
        setValue('');
        setOtp('');
        setCurrentPassword('');
        showToast({ title: res.message, tone: 'positive' });
      }
    });
  }

  return (
    <SubmitForm
      label={kind === 'email' ? t('Change Email') : t('Change Mobile')}
      state={form}
      onSubmit={submit}
      actions={
        <Inline gap="small" wrap>
          <Button type="submit" isPending={form.pending}>
            {step === 'value' ? t('Send Code') : t('Verify and Change')}
          </Button>
          {step === 'code' ? (
            <Button
              variant="outline"
              tone="neutral"
              isDisabled={form.pending}
              onPress={() => void submit(true)}
            >
              {t('Resend Code')}
            </Button>
          ) : null}
        </Inline>
      }
    >
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
      <PasswordField
        label={t('Current Password')}
        name="current_password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={setCurrentPassword}
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
    </SubmitForm>
  );
}

/**
 * Verifying the mobile number the account already has (spec 7 `resendOTPOnmessage`, `resendOTPOncall`,
 * `phone_verified`): a 4-digit code by SMS or by a voice call (the platform's SMS provider, the outbox by
 * default), then the code. A verified number just says so.
 */
function VerifyMobile() {
  const { t } = useTranslation();
  const { user, updateUser } = useSession();
  const [sent, setSent] = useState(false);
  const [otp, setOtp] = useState('');
  const form = useSubmit();
  if (!user?.mobile) return null;
  const mobile = user.mobile;
  if (user.is_phone_verified)
    return (
      <Inline gap="small" align="center">
        <Badge tone="positive">{t('Verified')}</Badge>
        <span className={styles.stepNote}>{t('Your mobile number {{mobile}} is verified.', { mobile })}</span>
      </Inline>
    );

  const send = (how: 'resendOtpOnMessage' | 'resendOtpOnCall') =>
    form.run(async () => {
      const res = await call(how, { body: { mobile } });
      setSent(true);
      form.setNotice(res.message);
    });

  async function verify() {
    if (!/^\d{4}$/.test(otp)) return form.setError(t('The code must be exactly 4 digits.'));
    await form.run(async () => {
      const res = await call('phoneVerified', { body: { mobile, otp } });
      if (user) updateUser({ ...user, is_phone_verified: true });
      showToast({ title: res.message, tone: 'positive' });
    });
  }

  return (
    <SubmitForm
      label={t('Verify Mobile')}
      state={form}
      onSubmit={verify}
      validationBehavior="aria"
      actions={
        <Inline gap="small" wrap>
          {sent ? (
            <Button type="submit" isPending={form.pending}>
              {t('Verify')}
            </Button>
          ) : null}
          <Button
            variant={sent ? 'outline' : 'solid'}
            tone={sent ? 'neutral' : undefined}
            isDisabled={form.pending}
            onPress={() => void send('resendOtpOnMessage')}
          >
            {sent ? t('Text me a new code') : t('Text me a code')}
          </Button>
          <Button
            variant="outline"
            tone="neutral"
            isDisabled={form.pending}
            onPress={() => void send('resendOtpOnCall')}
          >
            {t('Call me with a code')}
          </Button>
        </Inline>
      }
    >
      <Inline gap="small" align="center">
        <Badge tone="caution">{t('Not verified')}</Badge>
        <span className={styles.stepNote}>
          {t('Verify {{mobile}} to receive codes and messages on it.', { mobile })}
        </span>
      </Inline>
      {sent ? (
        <TextField
          label={t('Verification code')}
          name="otp"
          inputMode="numeric"
          maxLength={4}
          autoComplete="one-time-code"
          description={t('Enter the 4-digit code sent to {{mobile}}.', { mobile })}
          value={otp}
          onChange={(v) => setOtp(v.replace(/\D/g, '').slice(0, 4))}
          isRequired
        />
      ) : null}
    </SubmitForm>
  );
}

/** /pages/account-settings: account fields, password, e-mail and mobile (each change with its code step), and
 * the account's data: its archive and its deletion (YourDataTab). */
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
            <Tab id="data">{t('Your data')}</Tab>
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
            <Stack gap="large">
              <VerifyMobile />
              <ChangeWithCode kind="mobile" />
            </Stack>
          </TabPanel>
          <TabPanel id="data">
            <YourDataTab />
          </TabPanel>
        </Tabs>
      </Card>
    </Stack>
  );
}
