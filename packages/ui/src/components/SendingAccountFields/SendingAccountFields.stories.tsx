import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { Button } from '../Button';
import { Form } from '../Form';
import {
  SmsAccountFields,
  SmtpAccountFields,
  emptySmsAccount,
  emptySmtpAccount,
  type SmtpAccountDraft,
} from './SendingAccountFields';

/** The SMTP account form as the portal's dialog lays it out: the fields, the server's field errors, Save. */
function SmtpAccountForm({
  initial = emptySmtpAccount,
  hasStoredPassword,
  serverErrors,
  onSave,
}: {
  initial?: SmtpAccountDraft;
  hasStoredPassword?: boolean;
  serverErrors?: Record<string, string[]>;
  onSave: (draft: SmtpAccountDraft) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string[]> | undefined>(undefined);
  return (
    <Form
      aria-label="SMTP account"
      validationErrors={errors}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(draft);
        setErrors(serverErrors);
      }}
    >
      <SmtpAccountFields value={draft} onChange={setDraft} hasStoredPassword={hasStoredPassword} />
      <Button type="submit">Save</Button>
    </Form>
  );
}

const meta = {
  title: 'Components/SendingAccountFields',
  component: SmtpAccountForm,
  args: { onSave: fn() },
} satisfies Meta<typeof SmtpAccountForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Filling a new account: switching security moves the usual port; Save reports what was typed. */
export const NewSmtpAccount: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Account name/ }), 'Work mail');
    await userEvent.type(canvas.getByRole('textbox', { name: /SMTP host/ }), 'smtp.agency.example');
    await expect(canvas.getByRole('textbox', { name: /Port/ })).toHaveValue('587');
    await userEvent.click(canvas.getByRole('button', { name: /Security/ }));
    const listbox = within(document.body).getByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'TLS (usually port 465)' }));
    await expect(canvas.getByRole('textbox', { name: /Port/ })).toHaveValue('465');
    // Letters never reach the port.
    await userEvent.type(canvas.getByRole('textbox', { name: /Port/ }), 'x');
    await expect(canvas.getByRole('textbox', { name: /Port/ })).toHaveValue('465');
    await userEvent.type(canvas.getByRole('textbox', { name: /User name/ }), 'rita');
    await expect(canvas.getByLabelText(/^Password/)).toBeRequired();
    await userEvent.type(canvas.getByLabelText(/^Password/), 's3cret-pass');
    await userEvent.type(canvas.getByRole('textbox', { name: /From address/ }), 'rita@agency.example');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Send my mail through this account' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      ...emptySmtpAccount,
      name: 'Work mail',
      host: 'smtp.agency.example',
      port: '465',
      security: 'tls',
      username: 'rita',
      password: 's3cret-pass',
      from_email: 'rita@agency.example',
      is_default: true,
    });
  },
};

/** Editing: the stored password is never shown; blank keeps it, so the field is not required. The server's
 * field error lands on its field, and choosing "None" warns about clear text. */
export const EditWithServerError: Story = {
  args: {
    initial: {
      ...emptySmtpAccount,
      name: 'Agency mailbox',
      host: 'smtp.agency.example',
      username: 'rita',
      from_email: 'rita@agency.example',
    },
    hasStoredPassword: true,
    serverErrors: { host: ['Enter a host name such as smtp.example.com.'] },
  },
  play: async ({ args, canvas }) => {
    const password = canvas.getByLabelText(/^Password/);
    await expect(password).toHaveValue('');
    await expect(password).not.toBeRequired();
    await expect(password).toHaveAccessibleDescription('Leave blank to keep the stored password.');
    await userEvent.click(canvas.getByRole('button', { name: /Security/ }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'None (local relays only)' }));
    await expect(canvas.getByRole('textbox', { name: /Port/ })).toHaveValue('25');
    await expect(canvas.getByText(/cross the network in the clear/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ password: '', security: 'none' }),
    );
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /SMTP host/ })).toHaveAccessibleDescription(
        'Enter a host name such as smtp.example.com.',
      ),
    );
  },
};

/** The SMS provider account's fields in every skin. */
export const SmsAccountSkins: Story = {
  render: () => (
    <SkinGrid>
      {(skin) => (
        <SmsAccountFields
          value={{ ...emptySmsAccount, name: `Twilio (${skin})`, from_number: '+14155550100' }}
          onChange={() => {}}
          hasStoredToken
        />
      )}
    </SkinGrid>
  ),
  play: async ({ canvas }) => {
    const tokens = canvas.getAllByLabelText(/^Auth token/);
    await expect(tokens).toHaveLength(4);
    for (const token of tokens)
      await expect(token).toHaveAccessibleDescription('Leave blank to keep the stored token.');
  },
};
