/**
 * The fields of a user's own sending account: an SMTP account (host, port, security, user, password, from
 * address) or an SMS provider account (Account SID, auth token, from number). Values in, changes out, no
 * fetching; the caller's Form shows the server's field errors by name. A stored secret is never shown: the
 * secret field stays empty and says that leaving it blank keeps the stored one.
 */
import { Checkbox } from '../Checkbox';
import { Stack } from '../Layout';
import { Select } from '../Select';
import { TextField } from '../TextField';

export const smtpSecurityOptions = ['tls', 'starttls', 'none'] as const;
export type SmtpSecurityOption = (typeof smtpSecurityOptions)[number];

/** The usual port of each security, filled in when the user switches and kept the old usual port. */
export const smtpDefaultPorts: Record<SmtpSecurityOption, number> = { tls: 465, starttls: 587, none: 25 };

export interface SmtpAccountDraft {
  name: string;
  host: string;
  port: string;
  security: SmtpSecurityOption;
  username: string;
  password: string;
  from_email: string;
  from_name: string;
  is_default: boolean;
}

export const emptySmtpAccount: SmtpAccountDraft = {
  name: '',
  host: '',
  port: '587',
  security: 'starttls',
  username: '',
  password: '',
  from_email: '',
  from_name: '',
  is_default: false,
};

export const smtpAccountLabels = {
  name: 'Account name',
  host: 'SMTP host',
  port: 'Port',
  security: 'Security',
  tls: 'TLS (usually port 465)',
  starttls: 'STARTTLS (usually port 587)',
  none: 'None (local relays only)',
  noneWarning: 'Without TLS, the password and the mail cross the network in the clear.',
  username: 'User name',
  password: 'Password',
  keepPassword: 'Leave blank to keep the stored password.',
  fromEmail: 'From address',
  fromName: 'From name',
  isDefault: 'Send my mail through this account',
};
export type SmtpAccountLabels = typeof smtpAccountLabels;

export interface SmtpAccountFieldsProps {
  value: SmtpAccountDraft;
  onChange: (next: SmtpAccountDraft) => void;
  /** The account already has a password: blank keeps it. */
  hasStoredPassword?: boolean;
  labels?: Partial<SmtpAccountLabels>;
}

export function SmtpAccountFields({ value, onChange, hasStoredPassword, labels }: SmtpAccountFieldsProps) {
  const l = { ...smtpAccountLabels, ...labels };
  const set = <K extends keyof SmtpAccountDraft>(key: K, v: SmtpAccountDraft[K]) =>
    onChange({ ...value, [key]: v });
  const setSecurity = (security: SmtpSecurityOption) => {
    const usual = String(smtpDefaultPorts[value.security]);
    const port = value.port === '' || value.port === usual ? String(smtpDefaultPorts[security]) : value.port;
    onChange({ ...value, security, port });
  };
  return (
    <Stack gap="medium">
      <TextField label={l.name} name="name" value={value.name} onChange={(v) => set('name', v)} isRequired />
      <TextField
        label={l.host}
        name="host"
        value={value.host}
        onChange={(v) => set('host', v)}
        isRequired
        autoComplete="off"
        placeholder="smtp.example.com"
      />
      <Select
        label={l.security}
        name="security"
        options={smtpSecurityOptions.map((id) => ({ id, label: l[id] }))}
        selectedKey={value.security}
        onSelectionChange={(key) => setSecurity(key as SmtpSecurityOption)}
        description={value.security === 'none' ? l.noneWarning : undefined}
        isRequired
      />
      <TextField
        label={l.port}
        name="port"
        value={value.port}
        onChange={(v) => set('port', v.replace(/\D/g, '').slice(0, 5))}
        inputMode="numeric"
        isRequired
      />
      <TextField
        label={l.username}
        name="username"
        value={value.username}
        onChange={(v) => set('username', v)}
        autoComplete="off"
      />
      <TextField
        label={l.password}
        name="password"
        type="password"
        value={value.password}
        onChange={(v) => set('password', v)}
        autoComplete="new-password"
        description={hasStoredPassword ? l.keepPassword : undefined}
        isRequired={!!value.username && !hasStoredPassword}
      />
      <TextField
        label={l.fromEmail}
        name="from_email"
        type="email"
        value={value.from_email}
        onChange={(v) => set('from_email', v)}
        isRequired
        placeholder="you@example.com"
      />
      <TextField
        label={l.fromName}
        name="from_name"
        value={value.from_name}
        onChange={(v) => set('from_name', v)}
      />
      <Checkbox name="is_default" isSelected={value.is_default} onChange={(v) => set('is_default', v)}>
        {l.isDefault}
      </Checkbox>
    </Stack>
  );
}

export interface SmsAccountDraft {
  name: string;
  account_sid: string;
  auth_token: string;
  from_number: string;
  is_default: boolean;
}

export const emptySmsAccount: SmsAccountDraft = {
  name: '',
  account_sid: '',
  auth_token: '',
  from_number: '',
  is_default: false,
};

export const smsAccountLabels = {
  name: 'Account name',
  provider: 'Provider: Twilio (Messages API)',
  accountSid: 'Account SID',
  accountSidHint: 'AC followed by 32 characters, from the Twilio console.',
  authToken: 'Auth token',
  keepToken: 'Leave blank to keep the stored token.',
  fromNumber: 'From number',
  fromNumberHint: 'In E.164 form, like +14155550123.',
  isDefault: 'Send my SMS through this account',
};
export type SmsAccountLabels = typeof smsAccountLabels;

export interface SmsAccountFieldsProps {
  value: SmsAccountDraft;
  onChange: (next: SmsAccountDraft) => void;
  hasStoredToken?: boolean;
  labels?: Partial<SmsAccountLabels>;
}

export function SmsAccountFields({ value, onChange, hasStoredToken, labels }: SmsAccountFieldsProps) {
  const l = { ...smsAccountLabels, ...labels };
  const set = <K extends keyof SmsAccountDraft>(key: K, v: SmsAccountDraft[K]) =>
    onChange({ ...value, [key]: v });
  return (
    <Stack gap="medium">
      <p>{l.provider}</p>
      <TextField label={l.name} name="name" value={value.name} onChange={(v) => set('name', v)} isRequired />
      <TextField
        label={l.accountSid}
        name="account_sid"
        value={value.account_sid}
        onChange={(v) => set('account_sid', v.trim())}
        description={l.accountSidHint}
        autoComplete="off"
        isRequired
      />
      <TextField
        label={l.authToken}
        name="auth_token"
        type="password"
        value={value.auth_token}
        onChange={(v) => set('auth_token', v)}
        autoComplete="new-password"
        description={hasStoredToken ? l.keepToken : undefined}
        isRequired={!hasStoredToken}
      />
      <TextField
        label={l.fromNumber}
        name="from_number"
        type="tel"
        value={value.from_number}
        onChange={(v) => set('from_number', v)}
        description={l.fromNumberHint}
        autoComplete="off"
        isRequired
      />
      <Checkbox name="is_default" isSelected={value.is_default} onChange={(v) => set('is_default', v)}>
        {l.isDefault}
      </Checkbox>
    </Stack>
  );
}
