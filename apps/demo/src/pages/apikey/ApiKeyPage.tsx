import { useState } from 'react';
import {
  AlertDialog,
  Badge,
  Button,
  Card,
  Dialog,
  EmptyState,
  Form,
  Select,
  TextField,
  showToast,
} from '@talent/ui';
import { DemoIcon } from '../../lib/icons';
import * as kit from '../kit/kit.css';
import * as pages from '../pages.css';
import { createdLabel, masked, newKeyValue, seededKeys, type ApiKey } from './keys';
import * as css from './apikey.css';

const accessOptions = [
  { id: 'Full access', label: 'Full access' },
  { id: 'Read only', label: 'Read only' },
];

/**
 * The API key page: the account's keys (masked), a dialog that creates one, copy to the clipboard and delete
 * after a confirmation. Spec 001 has no key call: the keys live in the page until it is left.
 */
export default function ApiKeyPage() {
  const [keys, setKeys] = useState<ApiKey[]>([...seededKeys]);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<ApiKey | null>(null);
  const copy = (key: ApiKey) =>
    navigator.clipboard
      .writeText(key.key)
      .then(() => showToast({ title: 'Key copied', description: `${key.name} is on the clipboard.` }))
      .catch(() => showToast({ title: 'The key could not be copied', tone: 'critical' }));
  return (
    <div className={pages.page}>
      <div className={kit.head}>
        <h1 className={pages.title}>API keys</h1>
        <Button onPress={() => setCreating(true)}>
          <DemoIcon name="plus" /> Create key
        </Button>
      </div>
      <p className={kit.muted}>
        A key lets your own software call the marketplace for you. Keep it secret: anyone with it acts as you.
      </p>
      <Card title="Your keys">
        {keys.length === 0 ? (
          <EmptyState title="No API keys" description="Create a key to call the API from your software." />
        ) : (
          <ul className={kit.plainList} aria-label="API keys">
            {keys.map((key) => (
              <li key={key.id} className={css.key}>
                <div className={kit.stack}>
                  <div className={kit.row}>
                    <strong className={kit.text}>{key.name}</strong>
                    <Badge tone={key.access === 'Full access' ? 'accent' : 'info'}>{key.access}</Badge>
                  </div>
                  <code className={css.value}>{masked(key.key)}</code>
                  <span className={kit.small}>Created {key.created}</span>
                </div>
                <div className={kit.row}>
                  <Button
                    variant="outline"
                    tone="neutral"
                    size="sm"
                    onPress={() => void copy(key)}
                    aria-label={`Copy ${key.name}`}
                  >
                    Copy
                  </Button>
                  <Button
                    variant="ghost"
                    tone="critical"
                    size="sm"
                    onPress={() => setDeleting(key)}
                    aria-label={`Delete ${key.name}`}
                  >
                    <DemoIcon name="trash" /> Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <CreateKeyDialog
        isOpen={creating}
        onOpenChange={setCreating}
        onCreate={(name, access) => {
          const key: ApiKey = {
            id: `k${Date.now()}`,
            name,
            access,
            key: newKeyValue(),
            created: createdLabel(new Date()),
          };
          setKeys((list) => [key, ...list]);
          setCreating(false);
          showToast({ title: 'Key created', description: `${name} is ready to use.` });
        }}
      />
      <AlertDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this key?"
        confirmLabel="Delete key"
        cancelLabel="Cancel"
        tone="critical"
        onConfirm={() => {
          if (!deleting) return;
          setKeys((list) => list.filter((k) => k.id !== deleting.id));
          showToast({ title: 'Key deleted', description: `${deleting.name} no longer works.` });
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      >
        Software that uses {deleting?.name ?? 'this key'} stops working at once.
      </AlertDialog>
    </div>
  );
}

function CreateKeyDialog({
  isOpen,
  onOpenChange,
  onCreate,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onCreate: (name: string, access: ApiKey['access']) => void;
}) {
  const [access, setAccess] = useState<ApiKey['access']>('Full access');
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title="Create an API key">
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          onCreate(String(new FormData(e.currentTarget).get('name') ?? '').trim(), access);
        }}
      >
        <TextField
          name="name"
          label="Key name"
          isRequired
          validate={(v) => (v.trim().length > 40 ? 'At most 40 characters.' : null)}
        />
        <Select
          label="Access"
          options={accessOptions}
          selectedKey={access}
          onSelectionChange={(key) => setAccess(key as ApiKey['access'])}
        />
        <div className={kit.actions}>
          <Button variant="outline" tone="neutral" onPress={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit">Create key</Button>
        </div>
      </Form>
    </Dialog>
  );
}
