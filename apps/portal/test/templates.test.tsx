import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messageTemplatesFixture, overrides } from '@talent/api/msw';
import MessageTemplatesPage from '../src/pages/templates/MessageTemplatesPage';
import { bodiesTo, jobsServer, queriesTo } from './jobs.harness';
import { renderPage, signIn } from './profiles.harness';

const server = jobsServer();

async function openPage() {
  signIn('recruiter');
  renderPage('/sms_template', <MessageTemplatesPage />);
  const table = await screen.findByRole('grid', { name: 'Message templates' });
  await waitFor(() => expect(table.textContent).toContain(messageTemplatesFixture[0]!.name));
  return table;
}

describe('/sms_template', () => {
  it('lists both kinds, and the SMS tab asks for SMS templates only', async () => {
    const queries = queriesTo(server, '/api/sms_view/');
    const table = await openPage();
    expect(table.textContent).toContain('Interview invitation');
    expect(table.textContent).toContain('Quick follow-up');
    expect(queries.at(-1)?.get('kind')).toBe(null);
    await userEvent.click(screen.getByRole('tab', { name: 'SMS' }));
    await waitFor(() => expect(queries.at(-1)?.get('kind')).toBe('sms'));
    const smsTable = await screen.findByRole('grid', { name: 'Message templates' });
    await waitFor(() => expect(smsTable.textContent).not.toContain('Interview invitation'));
    expect(smsTable.textContent).toContain('Quick follow-up');
  });

  it('creates an SMS template: placeholder button, live preview on the sample profile, segment counter', async () => {
    const bodies = bodiesTo(server, 'POST', '/api/sms_view/');
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'New template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New template' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'SMS' }));
    expect(within(dialog).queryByRole('textbox', { name: /Subject/ })).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Template name/ }), 'Nudge');
    const message = within(dialog).getByRole('textbox', { name: /Message/ });
    await userEvent.click(message);
    await userEvent.paste('Hi , call me.');
    // The caret is after "Hi ": put it there, then insert the placeholder at it.
    (message as HTMLTextAreaElement).setSelectionRange(3, 3);
    await userEvent.keyboard('{ArrowLeft}{ArrowRight}');
    await userEvent.click(within(dialog).getByRole('button', { name: '{{first_name}}' }));
    expect((message as HTMLTextAreaElement).value).toBe('Hi {{first_name}}, call me.');
    expect(within(dialog).getByTestId('preview-body').textContent).toBe('Hi Ava, call me.');
    const counter = within(dialog).getByRole('group', { name: 'Message length' });
    expect(counter.getAttribute('data-encoding')).toBe('GSM-7');
    expect(within(counter).getByTestId('sms-units').textContent).toBe('16');
    expect(within(counter).getByTestId('sms-segments').textContent).toBe('1');

    await userEvent.click(message);
    await userEvent.paste(' 😀');
    expect(counter.getAttribute('data-encoding')).toBe('UCS-2');
    expect(counter.textContent).toContain('UCS-2 because of:');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies.at(-1)).toEqual({
      kind: 'sms',
      name: 'Nudge',
      subject: null,
      body: 'Hi {{first_name}}, call me. 😀',
    });
  });

  it('names an unknown placeholder and sends nothing; an e-mail needs its subject', async () => {
    const bodies = bodiesTo(server, 'POST', '/api/sms_view/');
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'New template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New template' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Template name/ }), 'Invite');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Message/ }));
    await userEvent.paste('Hello {{ candidate }}');
    expect(dialog.textContent).toContain('Unknown placeholder {{candidate}}.');
    expect(within(dialog).getByTestId('preview-body').textContent).toBe('Hello {{ candidate }}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toContain('Unknown placeholder {{candidate}}.');
    expect(bodies).toEqual([]);

    const message = within(dialog).getByRole('textbox', { name: /Message/ });
    await userEvent.clear(message);
    await userEvent.paste('Hello {{first_name}}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The server (msw, same contract) refuses the missing subject on the field.
    await waitFor(() =>
      expect(dialog.textContent).toContain('The subject is required for an e-mail template.'),
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Hi from Sam');
    expect(within(dialog).getByTestId('preview-subject').textContent).toBe('Hi from Sam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies.at(-1)).toMatchObject({ kind: 'email', subject: 'Hi from Sam' });
  });

  it('edits a template in the dialog and deletes one after confirmation', async () => {
    const puts = bodiesTo(server, 'PUT', '/api/sms_view/2/');
    const deletes: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'DELETE') deletes.push(new URL(request.url).pathname);
    });
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Quick follow-up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit template' });
    expect((within(dialog).getByRole('radio', { name: 'SMS' }) as HTMLInputElement).checked).toBe(true);
    const name = within(dialog).getByRole('textbox', { name: /Template name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Follow-up');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts.at(-1)).toMatchObject({ kind: 'sms', name: 'Follow-up' }));

    await userEvent.click(screen.getByRole('button', { name: 'Delete Interview invitation' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Interview invitation?' });
    expect(deletes).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes).toEqual(['/api/sms_view/1/']));
  });

  it('shows the empty and the error states', async () => {
    server.use(overrides.empty('messageTemplateList'));
    signIn('recruiter');
    const first = renderPage('/sms_template', <MessageTemplatesPage />);
    expect((await screen.findByText('No templates yet')).textContent).toBe('No templates yet');
    expect(screen.queryByText('Interview invitation')).toBeNull();
    first.unmount();
    server.use(overrides.error('messageTemplateList', 503, 'Templates are resting.'));
    renderPage('/sms_template', <MessageTemplatesPage />);
    expect((await screen.findByText('Templates are resting.')).textContent).toBe('Templates are resting.');
  });
});
