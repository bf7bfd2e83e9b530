import { useState } from 'react';
import { Button, Dialog, TextField } from '@talent/ui';
import type { Invoice } from '../../mocks/data/types';
import { money } from './model';
import * as css from './invoice.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * "Send invoice": to, subject and message, filled from the invoice. The spec's mock table has no send call,
 * so the gallery only confirms with a toast (docs/decisions.md, issue 21).
 */
export function SendDialog({
  invoice,
  isOpen,
  onOpenChange,
  onSent,
}: {
  invoice: Invoice;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onSent: (to: string) => void;
}) {
  const [to, setTo] = useState(invoice.client.companyEmail);
  const [subject, setSubject] = useState(`Invoice #${invoice.id}`);
  const [message, setMessage] = useState(
    `Dear ${invoice.client.name},\n\nPlease find invoice #${invoice.id} for ${money(invoice.balance)} attached.\n\nThank you.`,
  );
  const [tried, setTried] = useState(false);
  const toError = !EMAIL.test(to.trim()) ? 'Enter the e-mail address to send to.' : undefined;
  return (
    <Dialog
      title="Send invoice"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={(close) => (
        <div className={css.buttons}>
          <Button variant="outline" tone="neutral" onPress={close}>
            Cancel
          </Button>
          <Button
            onPress={() => {
              setTried(true);
              if (toError) return;
              onSent(to.trim());
              close();
            }}
          >
            Send
          </Button>
        </div>
      )}
    >
      <div className={css.editor}>
        <TextField
          label="To"
          type="email"
          value={to}
          onChange={setTo}
          isInvalid={tried && Boolean(toError)}
          errorMessage={toError}
        />
        <TextField label="Subject" value={subject} onChange={setSubject} />
        <TextField label="Message" isMultiline rows={6} value={message} onChange={setMessage} />
      </div>
    </Dialog>
  );
}
