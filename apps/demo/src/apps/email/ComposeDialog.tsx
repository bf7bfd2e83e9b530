import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Alert, Button, Dialog, TextField } from '@talent/ui';
import * as styles from './email.css';

export interface ComposeInput {
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  message: string;
  folder: 'sent' | 'draft';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "a@x.io, b@y.io" -> addresses; the wrong ones, if any. */
export function parseAddresses(text: string): { addresses: string[]; invalid: string[] } {
  const addresses = text
    .split(/[,;\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  return { addresses, invalid: addresses.filter((a) => !EMAIL.test(a)) };
}

interface ComposeDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (email: ComposeInput) => Promise<void>;
}

/** New e-mail with To, Cc and Bcc (Cc and Bcc shown on demand), subject and message; send or keep as draft. */
export function ComposeDialog({ isOpen, onOpenChange, onSubmit }: ComposeDialogProps) {
  const [to, setTo] = useState('');
  const [cc, setCc] = useState('');
  const [bcc, setBcc] = useState('');
  const [showCc, setShowCc] = useState(false);
  const [showBcc, setShowBcc] = useState(false);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'to' | 'cc' | 'bcc', string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<'sent' | 'draft' | null>(null);

  const reset = () => {
    setTo('');
    setCc('');
    setBcc('');
    setShowCc(false);
    setShowBcc(false);
    setSubject('');
    setMessage('');
    setErrors({});
    setFailure(null);
  };

  const submit = async (folder: 'sent' | 'draft') => {
    const fields = { to: parseAddresses(to), cc: parseAddresses(cc), bcc: parseAddresses(bcc) };
    const found: typeof errors = {};
    for (const [name, parsed] of Object.entries(fields) as [
      keyof typeof fields,
      ReturnType<typeof parseAddresses>,
    ][]) {
      if (parsed.invalid.length) found[name] = `Not an e-mail address: ${parsed.invalid.join(', ')}`;
    }
    if (folder === 'sent' && fields.to.addresses.length === 0 && !found.to)
      found.to = 'Add at least one recipient.';
    setErrors(found);
    if (Object.keys(found).length) return;
    setPending(folder);
    setFailure(null);
    try {
      await onSubmit({
        to: fields.to.addresses,
        cc: fields.cc.addresses,
        bcc: fields.bcc.addresses,
        subject,
        message,
        folder,
      });
      reset();
      onOpenChange(false);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : 'Something went wrong');
    } finally {
      setPending(null);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Compose e-mail"
      size="lg"
      footer={
        <div className={styles.composeRow}>
          <Button
            variant="outline"
            tone="neutral"
            isDisabled={pending !== null}
            onPress={() => void submit('draft')}
          >
            {pending === 'draft' ? 'Saving…' : 'Save draft'}
          </Button>
          {/* Not isPending: the dialog closes on success, and react-aria's announcement of a pending button
              would then point at a label that is gone. */}
          <Button type="submit" form="compose-form" isDisabled={pending !== null}>
            {pending === 'sent' ? 'Sending…' : 'Send'}
          </Button>
        </div>
      }
    >
      <Form
        id="compose-form"
        className={styles.reader}
        validationBehavior="aria"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void submit('sent');
        }}
      >
        {failure ? (
          <Alert tone="critical" title="Not sent">
            {failure}
          </Alert>
        ) : null}
        <TextField
          label="To"
          value={to}
          onChange={setTo}
          isInvalid={!!errors.to}
          errorMessage={errors.to}
          description="Separate addresses with commas."
        />
        <div className={styles.composeRow}>
          {showCc ? null : (
            <Button variant="ghost" size="sm" onPress={() => setShowCc(true)}>
              Add Cc
            </Button>
          )}
          {showBcc ? null : (
            <Button variant="ghost" size="sm" onPress={() => setShowBcc(true)}>
              Add Bcc
            </Button>
          )}
        </div>
        {showCc ? (
          <TextField
            label="Cc"
            value={cc}
            onChange={setCc}
            isInvalid={!!errors.cc}
            errorMessage={errors.cc}
          />
        ) : null}
        {showBcc ? (
          <TextField
            label="Bcc"
            value={bcc}
            onChange={setBcc}
            isInvalid={!!errors.bcc}
            errorMessage={errors.bcc}
          />
        ) : null}
        <TextField label="Subject" value={subject} onChange={setSubject} maxLength={200} />
        <TextField
          label="Message"
          value={message}
          onChange={setMessage}
          isMultiline
          rows={8}
          maxLength={20000}
        />
      </Form>
    </Dialog>
  );
}
