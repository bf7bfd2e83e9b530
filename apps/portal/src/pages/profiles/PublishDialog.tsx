import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Form, Inline, Stack, TextField } from '@talent/ui';
import * as css from '../../shell/shell.css';
import { publish } from './profileActions';

export interface PublishDialogProps {
  /** Profiles to publish; the dialog is open while this is not null. */
  ids: readonly number[] | null;
  /** A suggested price (the current one). */
  initialPrice?: number | null;
  onClose: (published: boolean) => void;
}

/** "Make public" with a price in TAT (POST api/recruite/mark_as_public). */
export function PublishDialog({ ids, initialPrice, onClose }: PublishDialogProps) {
  const { t } = useTranslation();
  const [price, setPrice] = useState(initialPrice ? String(initialPrice) : '');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const value = Number(price);
  const valid = /^\d+$/.test(price.trim()) && value >= 1;

  async function submit() {
    if (!ids || !valid) {
      setError(t('The price is a whole number of TAT, at least 1.'));
      return;
    }
    setPending(true);
    setError(null);
    const problem = await publish(ids, value, t);
    setPending(false);
    if (problem) setError(problem);
    else onClose(true);
  }

  return (
    <Dialog
      title={
        ids && ids.length > 1
          ? t('Make {{count}} profiles public', { count: ids.length })
          : t('Make profile public')
      }
      isOpen={ids !== null}
      onOpenChange={(open) => !open && onClose(false)}
      size="sm"
    >
      <Form
        aria-label={t('Publish')}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="medium">
          <p>
            {t('Public profiles are listed on the marketplace. Others pay this price in TAT to unlock them.')}
          </p>
          <TextField
            label={t('Price (TAT)')}
            name="price"
            inputMode="numeric"
            value={price}
            onChange={setPrice}
            isRequired
          />
          {error ? (
            <p role="alert" className={css.errorAlert}>
              {error}
            </p>
          ) : null}
          <Inline gap="small">
            <Button type="submit" isPending={pending}>
              {t('Publish')}
            </Button>
            <Button variant="outline" tone="neutral" onPress={() => onClose(false)}>
              {t('Cancel')}
            </Button>
          </Inline>
        </Stack>
      </Form>
    </Dialog>
  );
}
