import { useState, type ReactNode } from 'react';
import { AlertDialog, Button, Card, Dialog, Form, Radio, RadioGroup, TextField, showToast } from '@talent/ui';
import * as kit from '../kit/kit.css';
import * as pages from '../pages.css';

type ModalId = 'share' | 'edit-user' | 'two-factor' | 'delete' | 'sheet';

const examples: { id: ModalId; title: string; text: string }[] = [
  { id: 'share', title: 'Share project', text: 'A dialog with a field and a list.' },
  { id: 'edit-user', title: 'Edit user', text: 'A form in a dialog, checked before it closes.' },
  { id: 'two-factor', title: 'Two-factor auth', text: 'A choice in a dialog.' },
  { id: 'delete', title: 'Delete account', text: 'An alert that must be answered.' },
  { id: 'sheet', title: 'Bottom sheet', text: 'A sheet from the bottom, as on phones.' },
];

/**
 * Modal examples (spec 001 section 2): each card opens one modal of the design system. Every modal opens
 * with Enter or Space on its button; a dialog closes with Escape or its close button, the alert with its
 * buttons, and focus goes back to the button that opened it.
 */
export default function ModalExamples() {
  const [open, setOpen] = useState<ModalId | null>(null);
  const openChange = (id: ModalId) => (isOpen: boolean) => setOpen(isOpen ? id : null);
  return (
    <div className={pages.page}>
      <h1 className={pages.title}>Modal examples</h1>
      <ul className={kit.cards} aria-label="Modal examples">
        {examples.map((example) => (
          <li key={example.id}>
            <Card title={example.title}>
              <p className={kit.muted}>{example.text}</p>
              <div className={kit.row}>
                <Button onPress={() => setOpen(example.id)}>Open {example.title.toLowerCase()}</Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <Dialog
        isOpen={open === 'share'}
        onOpenChange={openChange('share')}
        title="Share project"
        footer={(close) => <Button onPress={close}>Done</Button>}
      >
        <TextField label="Invite by e-mail" type="email" placeholder="name@example.com" />
        <p className={kit.muted}>3 people can see this project.</p>
      </Dialog>
      <EditUserDialog isOpen={open === 'edit-user'} onOpenChange={openChange('edit-user')} />
      <Dialog
        isOpen={open === 'two-factor'}
        onOpenChange={openChange('two-factor')}
        title="Two-factor authentication"
        footer={(close) => (
          <Button
            onPress={() => {
              close();
              showToast({ title: 'Two-factor method chosen' });
            }}
          >
            Continue
          </Button>
        )}
      >
        <RadioGroup label="How should we send your codes?" defaultValue="app">
          <Radio value="app">An authenticator app</Radio>
          <Radio value="sms">A text message</Radio>
        </RadioGroup>
      </Dialog>
      <AlertDialog
        isOpen={open === 'delete'}
        onOpenChange={openChange('delete')}
        title="Delete the account?"
        confirmLabel="Delete"
        cancelLabel="Cancel"
        tone="critical"
        onConfirm={() => showToast({ title: 'Nothing was deleted', description: 'This is an example.' })}
      >
        The account and its resumes will be removed. This cannot be undone.
      </AlertDialog>
      <Dialog
        isOpen={open === 'sheet'}
        onOpenChange={openChange('sheet')}
        title="Bottom sheet"
        placement="sheet"
      >
        <p className={kit.muted}>Filters and menus open this way on phones.</p>
      </Dialog>
    </div>
  );
}

function EditUserDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title="Edit user information">
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          onOpenChange(false);
          showToast({ title: 'User updated' });
        }}
      >
        <TwoColumns>
          <TextField name="first" label="First name" isRequired defaultValue="John" />
          <TextField name="last" label="Last name" isRequired defaultValue="Doe" />
        </TwoColumns>
        <TextField name="email" label="E-mail" type="email" isRequired defaultValue="john.doe@example.com" />
        <div className={kit.actions}>
          <Button variant="outline" tone="neutral" onPress={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit">Save</Button>
        </div>
      </Form>
    </Dialog>
  );
}

function TwoColumns({ children }: { children: ReactNode }) {
  return <div className={kit.formGrid}>{children}</div>;
}
