import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, Form, Select, TextField } from '@talent/ui';
import { billingMethods, listedUserPlans, listedUserRoles } from '../../mocks/data/listedUsers';
import { DemoHttpError } from '../../lib/api';
import { planTitles, roleTitles, type NewUser } from './model';
import * as css from './user.css';

type FieldName = 'fullName' | 'username' | 'email';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The handler's 400 for a used e-mail or username belongs under that field. */
function fieldOf(message: string): FieldName | null {
  if (/email/i.test(message)) return 'email';
  if (/username/i.test(message)) return 'username';
  return null;
}

/** The add-user side sheet: a validated form; a used e-mail or username is shown on its field. */
export function AddUserSheet({
  isOpen,
  onClose,
  onAdd,
}: {
  isOpen: boolean;
  onClose: () => void;
  onAdd: (user: NewUser) => Promise<unknown>;
}) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Add user"
      className={css.sideSheet}
      footer={
        <div className={css.sheetActions}>
          <Button variant="outline" tone="neutral" onPress={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="add-user-form">
            Add user
          </Button>
        </div>
      }
    >
      {isOpen ? <AddUserForm onAdd={onAdd} /> : null}
    </Dialog>
  );
}

function AddUserForm({ onAdd }: { onAdd: (user: NewUser) => Promise<unknown> }) {
  const [user, setUser] = useState<NewUser>({
    fullName: '',
    username: '',
    email: '',
    company: '',
    country: '',
    contact: '',
    role: 'subscriber',
    currentPlan: 'basic',
    billing: 'Auto Debit',
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const set =
    <K extends keyof NewUser>(key: K) =>
    (value: NewUser[K]) => {
      setUser((current) => ({ ...current, [key]: value }));
      if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }));
    };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!user.fullName.trim()) found.fullName = 'Enter the full name.';
    if (!user.username.trim()) found.username = 'Enter a username.';
    else if (/\s/.test(user.username.trim())) found.username = 'A username has no spaces.';
    if (!EMAIL.test(user.email.trim())) found.email = 'Enter a valid e-mail.';
    setErrors(found);
    setFailure(null);
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    try {
      await onAdd({
        ...user,
        fullName: user.fullName.trim(),
        username: user.username.trim(),
        email: user.email.trim(),
      });
    } catch (e) {
      const message = e instanceof Error ? e.message : 'Something went wrong';
      const field = e instanceof DemoHttpError && e.status === 400 ? fieldOf(message) : null;
      if (field) setErrors({ [field]: message });
      else setFailure(message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      id="add-user-form"
      className={css.form}
      validationBehavior="aria"
      aria-busy={isSaving || undefined}
      onSubmit={(e) => void submit(e)}
    >
      {failure ? (
        <Alert tone="critical" title="The user was not added">
          {failure}
        </Alert>
      ) : null}
      <TextField
        label="Full name"
        isRequired
        value={user.fullName}
        onChange={set('fullName')}
        maxLength={100}
        autoComplete="off"
        isInvalid={!!errors.fullName}
        errorMessage={errors.fullName}
      />
      <TextField
        label="Username"
        isRequired
        value={user.username}
        onChange={set('username')}
        maxLength={60}
        autoComplete="off"
        isInvalid={!!errors.username}
        errorMessage={errors.username}
      />
      <TextField
        label="E-mail"
        type="email"
        isRequired
        value={user.email}
        onChange={set('email')}
        maxLength={120}
        autoComplete="off"
        isInvalid={!!errors.email}
        errorMessage={errors.email}
      />
      <TextField label="Company" value={user.company} onChange={set('company')} maxLength={100} />
      <TextField label="Country" value={user.country} onChange={set('country')} maxLength={60} />
      <TextField label="Contact" type="tel" value={user.contact} onChange={set('contact')} maxLength={40} />
      <Select
        label="Role"
        options={listedUserRoles.map((role) => ({ id: role, label: roleTitles[role] }))}
        selectedKey={user.role}
        onSelectionChange={(key) => set('role')(String(key) as NewUser['role'])}
      />
      <Select
        label="Plan"
        options={listedUserPlans.map((plan) => ({ id: plan, label: planTitles[plan] }))}
        selectedKey={user.currentPlan}
        onSelectionChange={(key) => set('currentPlan')(String(key) as NewUser['currentPlan'])}
      />
      <Select
        label="Billing"
        options={billingMethods.map((method) => ({ id: method, label: method }))}
        selectedKey={user.billing}
        onSelectionChange={(key) => set('billing')(String(key) as NewUser['billing'])}
      />
    </Form>
  );
}
