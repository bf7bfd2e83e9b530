import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LawfulBasis } from '@talent/api/contract';
import { Button, Dialog, Inline, Radio, RadioGroup, TextField } from '@talent/ui';
import { SubmitForm } from '../common/SubmitForm';
import { useSubmit } from '../common/useSubmit';
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
  const [basis, setBasis] = useState<LawfulBasis | null>(null);
  const form = useSubmit();
  const value = Number(price);
  const valid = /^\d+$/.test(price.trim()) && value >= 1;

  async function submit() {
    if (!ids || !valid) {
      form.setError(t('The price is a whole number of TAT, at least 1.'));
      return;
    }
    if (!basis) {
      form.setError(t('Confirm why you may publish: the person consented, or it is their own upload.'));
      return;
    }
    await form.run(async () => {
      const problem = await publish(ids, value, basis, t);
      if (problem) form.setError(problem);
      else onClose(true);
    });
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
      <SubmitForm
        label={t('Publish')}
        state={form}
        onSubmit={submit}
        actions={
          <Inline gap="small">
            <Button type="submit" isPending={form.pending}>
              {t('Publish')}
            </Button>
            <Button variant="outline" tone="neutral" onPress={() => onClose(false)}>
              {t('Cancel')}
            </Button>
          </Inline>
        }
      >
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
        {/* Issue 44: the basis is recorded with who and when, and shown to the person on /my-data. */}
        <RadioGroup
          label={t('Why may you publish this resume?')}
          value={basis}
          onChange={(v) => setBasis(v as LawfulBasis)}
        >
          <Radio value="consent">{t('The person consented to its publication')}</Radio>
          <Radio value="own_upload">{t('It is my own resume')}</Radio>
        </RadioGroup>
      </SubmitForm>
    </Dialog>
  );
}
