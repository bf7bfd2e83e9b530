import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Dialog, Form, TextField } from '@talent/ui';
import type { Permission } from '../../mocks/data/permissions';
import { roleTitles, roleTones } from './model';
import * as css from './permissions.css';

interface PermissionDialogProps {
  /** null: closed; 'new': add one; a permission: rename it. */
  permission: Permission | 'new' | null;
  onClose: () => void;
  onSave: (name: string, permission: Permission | null) => Promise<void>;
}

/**
 * Add or rename a permission. A new permission is always assigned to the administrator only (spec 001
 * section 4), and the update call takes only a name, so the dialog says so rather than offer roles.
 */
export function PermissionDialog({ permission, onClose, onSave }: PermissionDialogProps) {
  const isNew = permission === 'new';
  return (
    <Dialog
      isOpen={permission !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={isNew ? 'Add permission' : 'Edit permission'}
      footer={
        <div className={css.dialogActions}>
          <Button variant="outline" tone="neutral" onPress={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="permission-form">
            {isNew ? 'Add permission' : 'Save'}
          </Button>
        </div>
      }
    >
      {permission ? (
        <PermissionForm
          key={isNew ? 'new' : permission.id}
          permission={isNew ? null : permission}
          onSave={onSave}
        />
      ) : null}
    </Dialog>
  );
}

function PermissionForm({
  permission,
  onSave,
}: {
  permission: Permission | null;
  onSave: PermissionDialogProps['onSave'];
}) {
  const [name, setName] = useState(permission?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!name.trim()) {
      setError('Enter a permission name.');
      return;
    }
    try {
      await onSave(name.trim(), permission);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : 'Something went wrong');
    }
  };
  return (
    <Form
      id="permission-form"
      className={css.form}
      validationBehavior="aria"
      onSubmit={(e) => void submit(e)}
    >
      {failure ? (
        <Alert tone="critical" title="The permission was not saved">
          {failure}
        </Alert>
      ) : null}
      <p className={css.note}>
        {permission
          ? 'Only the name changes; the roles it is assigned to stay as they are.'
          : 'A new permission is assigned to the Administrator role only.'}
      </p>
      <div className={css.chips} aria-label="Assigned to" role="group">
        {(permission?.assignedTo ?? (['administrator'] as const)).map((role) => (
          <Badge key={role} tone={roleTones[role]}>
            {roleTitles[role]}
          </Badge>
        ))}
      </div>
      <TextField
        label="Permission name"
        isRequired
        value={name}
        onChange={(value) => {
          setName(value);
          setError(null);
        }}
        maxLength={100}
        autoComplete="off"
        isInvalid={error !== null}
        errorMessage={error ?? undefined}
      />
    </Form>
  );
}
