import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Dialog, Form, PermissionMatrix, TextField } from '@talent/ui';
import { DemoHttpError } from '../../lib/api';
import type { RoleGrant } from '../../mocks/data/roles';
import { actionTitles, type RoleDraft, type RolesAnswer, type ShownRole } from './model';
import * as css from './roles.css';

interface RoleDialogProps {
  /** null: closed; 'new': add a role; a role: edit it. */
  role: ShownRole | 'new' | null;
  answer: RolesAnswer;
  onClose: () => void;
  onSave: (draft: RoleDraft, role: ShownRole | null) => Promise<void>;
}

/** Add or edit a role: its name and a permission matrix (the sample permissions x read, write, create). */
export function RoleDialog({ role, answer, onClose, onSave }: RoleDialogProps) {
  return (
    <Dialog
      isOpen={role !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      title={role === 'new' ? 'Add role' : 'Edit role'}
      footer={
        <div className={css.dialogActions}>
          <Button variant="outline" tone="neutral" onPress={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="role-form">
            {role === 'new' ? 'Add role' : 'Save role'}
          </Button>
        </div>
      }
    >
      {role ? (
        <RoleForm
          key={role === 'new' ? 'new' : role.id}
          role={role === 'new' ? null : role}
          answer={answer}
          onSave={onSave}
        />
      ) : null}
    </Dialog>
  );
}

function RoleForm({
  role,
  answer,
  onSave,
}: {
  role: ShownRole | null;
  answer: RolesAnswer;
  onSave: RoleDialogProps['onSave'];
}) {
  const [name, setName] = useState(role?.name ?? '');
  const [grants, setGrants] = useState<RoleGrant[]>(role?.grants ?? []);
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const all = answer.resources.flatMap((r) => answer.actions.map((action) => ({ action, subject: r.id })));
  const isAll = grants.length === all.length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!name.trim()) {
      setNameError('Enter a role name.');
      return;
    }
    setNameError(null);
    try {
      await onSave({ name: name.trim(), grants }, role);
    } catch (e) {
      const message = e instanceof Error ? e.message : 'Something went wrong';
      if (e instanceof DemoHttpError && e.status === 400 && /name/i.test(message)) setNameError(message);
      else setFailure(message);
    }
  };

  return (
    <Form id="role-form" className={css.form} validationBehavior="aria" onSubmit={(e) => void submit(e)}>
      {failure ? (
        <Alert tone="critical" title="The role was not saved">
          {failure}
        </Alert>
      ) : null}
      <TextField
        label="Role name"
        isRequired
        value={name}
        onChange={(value) => {
          setName(value);
          setNameError(null);
        }}
        maxLength={40}
        autoComplete="off"
        isInvalid={nameError !== null}
        errorMessage={nameError ?? undefined}
      />
      <Checkbox
        isSelected={isAll}
        isIndeterminate={grants.length > 0 && !isAll}
        onChange={(on) => setGrants(on ? all : [])}
      >
        Select all
      </Checkbox>
      <div className={css.matrix}>
        <PermissionMatrix
          label="Role permissions"
          resources={answer.resources}
          actions={answer.actions.map((id) => ({ id, label: actionTitles[id] }))}
          value={grants}
          onChange={(next) => setGrants(next as RoleGrant[])}
        />
      </div>
    </Form>
  );
}
