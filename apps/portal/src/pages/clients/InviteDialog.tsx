/**
 * "Invite to portal" on a client (issue 43): the person named here gets a client account linked to this
 * client and an e-mailed link that sets its password. The dialog says first whether the client already
 * has an account (and whether it was used); inviting again while it is unused sends a new link.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, firstErrorMessage, useEndpoint } from '@talent/api/client';
import type { Client } from '@talent/api/contract';
import { Dialog, Skeleton, Stack, TextField, showToast } from '@talent/ui';
import { FormActions } from '../common/FormActions';
import { SubmitForm } from '../common/SubmitForm';
import { useSubmit } from '../common/useSubmit';

export function InviteDialog({ client, onClose }: { client: Client; onClose: () => void }) {
  const { t } = useTranslation();
  const account = useEndpoint('clientAccount', { params: { id: client.id } });
  const contact = client.contacts.find((c) => c.email);
  const [fullName, setFullName] = useState(contact?.name ?? '');
  const [email, setEmail] = useState(contact?.email ?? '');
  const form = useSubmit();
  const existing = account.data;
  // Once filled from the account, the fields keep what the recruiter types.
  const [filled, setFilled] = useState(false);
  if (existing && !filled) {
    setFilled(true);
    setFullName(existing.full_name);
    setEmail(existing.email);
  }

  async function invite() {
    await form.run(async () => {
      const sent = await call('inviteClient', {
        params: { id: client.id },
        body: { full_name: fullName, email },
      });
      showToast({ title: t('Invitation sent to {{email}}', { email: sent.email }), tone: 'positive' });
      onClose();
    });
  }

  const title = t('Invite {{name}} to the client portal', { name: client.name });
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={title}
      size="sm"
      closeLabel={t('Close')}
    >
      {account.error ? (
        <p role="alert">{firstErrorMessage(account.error, t('Something went wrong'))}</p>
      ) : account.data === undefined ? (
        <div role="status" aria-label={t('Loading')}>
          <Skeleton height={160} />
        </div>
      ) : existing?.has_signed_in ? (
        <p>
          {t('{{name}} ({{email}}) already uses the client portal for this client.', {
            name: existing.full_name,
            email: existing.email,
          })}
        </p>
      ) : (
        <SubmitForm
          label={title}
          state={form}
          onSubmit={invite}
          actions={
            <FormActions
              pending={form.pending}
              onCancel={onClose}
              submitLabel={existing ? t('Send a new link') : t('Send invitation')}
            />
          }
        >
          <Stack gap="medium">
            <p>
              {existing
                ? t('The invitation to {{email}} has not been used yet. Send a new link?', {
                    email: existing.email,
                  })
                : t(
                    'They get an e-mail with a link to set a password. They will see the jobs you run for this client and the candidates you share, without contact details, and can approve or reject each one.',
                  )}
            </p>
            <TextField
              name="full_name"
              label={t('Full Name')}
              value={fullName}
              onChange={setFullName}
              isRequired
            />
            <TextField
              name="email"
              type="email"
              label={t('Email')}
              value={email}
              onChange={setEmail}
              isRequired
              isReadOnly={!!existing}
            />
          </Stack>
        </SubmitForm>
      )}
    </Dialog>
  );
}
