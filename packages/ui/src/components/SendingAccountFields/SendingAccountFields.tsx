/**
 * The fields of a user's own sending account: an SMTP account (host, port, security, user, password, from
 * address) or an SMS provider account (Account SID, auth token, from number). Values in, changes out, no
 * fetching; the caller's Form shows the server's field errors by name. A stored secret is never shown: the
 * secret field stays empty and says that leaving it blank keeps the stored one.
 */
import { Checkbox } from '../Checkbox';
import { Stack } from '../Layout';
import { Select } from '../Select';
import { TextField, type TextFieldProps } from '../TextField';

type StringKey<D> = { [K in keyof D]: D[K] extends string ? K : never }[keyof D] & string;
type BooleanKey<D> = { [K in keyof D]: D[K] extends boolean ? K : never }[keyof D] & string;

/**
 * The fields of a draft, each named after its key, showing its value and sending the changed draft:
 * `text` (with `normalize` to clean what is typed), `secret` (a stored one is kept when left blank) and
 * `checkbox`.
 */
function draftFields<D extends object>(value: D, onChange: (next: D) => void) {
  const set = <K extends keyof D>(key: K, v: D[K]) => onChange({ ...value, [key]: v });
  const text = (
    key: StringKey<D>,
    {
      normalize,
      ...props
    }: Omit<TextFieldProps, 'name' | 'value' | 'onChange'> & {
      normalize?: (typed: string) => string;
    },
  ) => (
    <TextField
      {...props}
      name={key}
      value={value[key] as string}
      onChange={(v) => set(key, (normalize ? normalize(v) : v) as D[typeof key])}
    />
  );
  return {
    text,
    secret: (
      key: StringKey<D>,
      {
        label,
        keepLabel,
        isStored,
        isRequired,
      }: { label: string; keepLabel: string; isStored?: boolean; isRequired: boolean },
    ) =>
      text(key, {
        label,
        type: 'password',
        autoComplete: 'new-password',
        description: isStored ? keepLabel : undefined,
        isRequired,
      }),
    checkbox: (key: BooleanKey<D>, label: string) => (
      <Checkbox name={key} isSelected={value[key] as boolean} onChange={(v) => set(key, v as D[typeof key])}>
        {label}
      </Checkbox>
    ),
  };
}

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
  const f = draftFields(value, onChange);
  const setSecurity = (security: SmtpSecurityOption) => {
    const usual = String(smtpDefaultPorts[value.security]);
    const port = value.port === '' || value.port === usual ? String(smtpDefaultPorts[security]) : value.port;
    onChange({ ...value, security, port });
  };
  return (
    <Stack gap="medium">
      {f.text('name', { label: l.name, isRequired: true })}
      {f.text('host', {
        label: l.host,
        isRequired: true,
        autoComplete: 'off',
        placeholder: 'smtp.example.com',
      })}
      <Select
        label={l.security}
        name="security"
        options={smtpSecurityOptions.map((id) => ({ id, label: l[id] }))}
        selectedKey={value.security}
        onSelectionChange={(key) => setSecurity(key as SmtpSecurityOption)}
        description={value.security === 'none' ? l.noneWarning : undefined}
        isRequired
      />
      {f.text('port', {
        label: l.port,
        normalize: (v) => v.replace(/\D/g, '').slice(0, 5),
        inputMode: 'numeric',
        isRequired: true,
      })}
      {f.text('username', { label: l.username, autoComplete: 'off' })}
      {f.secret('password', {
        label: l.password,
        keepLabel: l.keepPassword,
        isStored: hasStoredPassword,
        isRequired: !!value.username && !hasStoredPassword,
      })}
      {f.text('from_email', {
        label: l.fromEmail,
        type: 'email',
        isRequired: true,
        placeholder: 'you@example.com',
      })}
      {f.text('from_name', { label: l.fromName })}
      {f.checkbox('is_default', l.isDefault)}
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
  const f = draftFields(value, onChange);
  return (
    <Stack gap="medium">
      <p>{l.provider}</p>
      {f.text('name', { label: l.name, isRequired: true })}
      {f.text('account_sid', {
        label: l.accountSid,
        normalize: (v) => v.trim(),
        description: l.accountSidHint,
        autoComplete: 'off',
        isRequired: true,
      })}
      {f.secret('auth_token', {
        label: l.authToken,
        keepLabel: l.keepToken,
        isStored: hasStoredToken,
        isRequired: !hasStoredToken,
      })}
      {f.text('from_number', {
        label: l.fromNumber,
        type: 'tel',
        description: l.fromNumberHint,
        autoComplete: 'off',
        isRequired: true,
      })}
      {f.checkbox('is_default', l.isDefault)}
    </Stack>
  );
}
