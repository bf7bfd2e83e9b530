/** The client's answer to a shared candidate: approve, reject or ask for an interview, with a comment. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@talent/api/client';
import {
  CLIENT_DECISIONS,
  MAX_CLIENT_COMMENT,
  type ClientCandidate,
  type ClientDecision,
} from '@talent/api/contract';
import { Dialog, Radio, RadioGroup, Stack, TextField, showToast } from '@talent/ui';
import { FormActions } from '../common/FormActions';
import { SubmitForm } from '../common/SubmitForm';
import { useSubmit } from '../common/useSubmit';
import { decisionText } from './decisions';

export function AnswerDialog({
  candidate,
  initial,
  onClose,
}: {
  candidate: ClientCandidate;
  initial: ClientDecision;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [decision, setDecision] = useState<ClientDecision>(initial);
  const [comment, setComment] = useState(candidate.comment ?? '');
  const form = useSubmit();
  async function send() {
    await form.run(async () => {
      await call('answerCandidate', { params: { id: candidate.id }, body: { decision, comment } });
      showToast({
        title: t('Your answer on {{name}} was sent to your recruiter', { name: candidate.full_name }),
        tone: 'positive',
      });
      onClose();
    });
  }
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('Answer on {{name}}', { name: candidate.full_name })}
      size="sm"
      closeLabel={t('Close')}
    >
      <SubmitForm
        label={t('Answer on {{name}}', { name: candidate.full_name })}
        state={form}
        onSubmit={send}
        actions={<FormActions pending={form.pending} onCancel={onClose} submitLabel={t('Send answer')} />}
      >
        <Stack gap="medium">
          <RadioGroup
            label={t('Your answer')}
            value={decision}
            onChange={(value) => setDecision(value as ClientDecision)}
          >
            {CLIENT_DECISIONS.map((d) => (
              <Radio key={d} value={d}>
                {decisionText(t, d)}
              </Radio>
            ))}
          </RadioGroup>
          <TextField
            name="comment"
            label={t('Comment for your recruiter')}
            description={t('Optional, at most {{count}} characters.', { count: MAX_CLIENT_COMMENT })}
            isMultiline
            rows={4}
            maxLength={MAX_CLIENT_COMMENT}
            value={comment}
            onChange={setComment}
          />
        </Stack>
      </SubmitForm>
    </Dialog>
  );
}
