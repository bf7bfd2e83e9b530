import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storage } from '@talent/api/client';
import { messageTemplatesFixture, overrides } from '@talent/api/msw';
import { initI18n } from '../../app/i18n';
import { TemplateEditor } from './TemplateEditor';

/** The editor on the msw handlers (the contract's own answers): a recruiter's mock session, English texts. */
const meta = {
  title: 'Pages/Templates/TemplateEditor',
  component: TemplateEditor,
  args: { template: null, onSaved: fn(), onCancel: fn() },
  loaders: [
    async () => {
      await initI18n('en', false);
      storage.setTokens('mock-access-recruiter', 'mock-refresh-recruiter');
      return {};
    },
  ],
} satisfies Meta<typeof TemplateEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewSms: Story = {
  args: { initialKind: 'sms' },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('textbox', { name: /Subject/ })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: /Template name/ }), 'Nudge');
    await userEvent.type(canvas.getByRole('textbox', { name: /Message/ }), 'Hi ');
    await userEvent.click(canvas.getByRole('button', { name: '{{first_name}}' }));
    await expect(canvas.getByTestId('preview-body')).toHaveTextContent('Hi Ava');
    const counter = canvas.getByRole('group', { name: 'Message length' });
    await expect(counter).toHaveAttribute('data-encoding', 'GSM-7');
    await expect(within(counter).getByTestId('sms-units')).toHaveTextContent('6');
    await userEvent.type(canvas.getByRole('textbox', { name: /Message/ }), ' 😀');
    await expect(counter).toHaveAttribute('data-encoding', 'UCS-2');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'sms', name: 'Nudge', subject: null, placeholders: ['first_name'] }),
      ),
    );
  },
};

export const EditEmail: Story = {
  args: { template: messageTemplatesFixture[0]! },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'E-mail' })).toBeChecked();
    await expect(canvas.getByTestId('preview-subject')).toHaveTextContent(
      'Interview for Senior Data Engineer at Northwind Analytics',
    );
    await expect(canvas.getByTestId('preview-body')).toHaveTextContent(/^Hi Ava,/);
    await expect(canvas.queryByRole('group', { name: 'Message length' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const UnknownPlaceholder: Story = {
  args: { initialKind: 'email' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Template name/ }), 'Invite');
    await userEvent.type(canvas.getByRole('textbox', { name: /Subject/ }), 'About {{{{role}}');
    await expect(canvas.getByText('Unknown placeholder {{role}}.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unknown placeholder {{role}}.');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { template: messageTemplatesFixture[1]! },
  parameters: {
    msw: {
      handlers: {
        api: [overrides.error('updateMessageTemplate', 503, 'Templates are resting. Try again soon.')],
      },
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Templates are resting. Try again soon.')).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};
