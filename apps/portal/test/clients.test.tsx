/** Clients (issue 18): the list, the form and the job form's client picker, against the msw handlers. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clientFixture, handle, overrides } from '@talent/api/msw';
import ClientsPage from '../src/pages/clients/ClientsPage';
import ClientFormPage from '../src/pages/clients/ClientFormPage';
import { clientInputOf, emptyClientForm, newContact } from '../src/pages/clients/clientForm';
import { logoProblem } from '../src/pages/clients/LogoField';
import JobFormPage from '../src/pages/jobs/JobFormPage';
import { bodiesTo, jobsServer, queriesTo } from './jobs.harness';
import { renderPage, signIn } from './profiles.harness';

const server = jobsServer();

const table = () => screen.findByRole('grid', { name: 'Clients' });
const rowNames = async () =>
  within(await table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('the client list', () => {
  it('lists active clients with what candidates see, and asks the server for archived ones on demand', async () => {
    const asked = queriesTo(server, '/api/manage-company/');
    signIn('recruiter');
    renderPage('/client_management', <ClientsPage />);
    await waitFor(async () =>
      expect(await rowNames()).toEqual(['Globex Bank', 'Initech', 'Northwind Traders']),
    );
    const globex = screen.getByRole('row', { name: /Globex Bank/ });
    expect(within(globex).getByText('A leading fintech company')).toBeDefined();
    expect(asked.at(-1)?.get('status')).toBe('active');

    await userEvent.click(screen.getByRole('button', { name: /Show/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Archived clients' }));
    await waitFor(async () => expect(await rowNames()).toEqual(['Umbrella LabsArchived']));
    expect(asked.at(-1)?.get('status')).toBe('archived');
  });

  it('sends the search and the page size to the server', async () => {
    const asked = queriesTo(server, '/api/manage-company/');
    signIn('recruiter');
    renderPage('/client_management', <ClientsPage />);
    await table();
    expect(asked.at(-1)?.get('limit')).toBe('10');
    await userEvent.click(screen.getByRole('button', { name: /Rows per page/ }));
    await userEvent.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => expect(asked.at(-1)?.get('limit')).toBe('25'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'glob');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked.at(-1)?.get('search')).toBe('glob'));
    await waitFor(async () => expect(await rowNames()).toEqual(['Globex Bank']));
  });

  it('shows the empty state and the error state', async () => {
    server.use(overrides.empty('listCompanies'));
    signIn('recruiter');
    const { unmount } = renderPage('/client_management', <ClientsPage />);
    expect(await screen.findByText('No clients yet')).toBeDefined();
    unmount();
    server.use(overrides.error('listCompanies', 503, 'The clients are resting.'));
    renderPage('/client_management', <ClientsPage />);
    expect(await screen.findByText('The clients are resting.')).toBeDefined();
  });

  it('says before deleting that a client jobs use will be archived, then reports what happened', async () => {
    signIn('recruiter');
    renderPage('/client_management', <ClientsPage />);
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Globex Bank' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'This client is used by 2 jobs, so it will be archived, not deleted.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(
      await screen.findByText('The client is used by 2 jobs, so it was archived, not deleted.'),
    ).toBeDefined();
  });

  it('deletes a client no job uses after a plain confirmation', async () => {
    const deleted: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'DELETE') deleted.push(new URL(request.url).pathname);
    });
    signIn('recruiter');
    renderPage('/client_management', <ClientsPage />);
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Initech' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('The client and its contacts will be deleted.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Initech deleted')).toBeDefined();
    expect(deleted).toEqual(['/api/update-company/2']);
  });
});

describe('the client form', () => {
  it("checks e-mail, phone and website with the contract's messages before sending", () => {
    const contact = { ...newContact(), name: 'Dana', email: 'dana@', phone: '12' };
    const { body, errors } = clientInputOf({
      ...emptyClientForm,
      name: 'Acme',
      website: 'not a site',
      contacts: [contact],
    });
    expect(body).toBeNull();
    expect(errors).toEqual({
      website: ['Enter a web address such as https://example.com.'],
      'contacts.0.email': ['Enter a valid e-mail address such as name@example.com.'],
      'contacts.0.phone': ['Enter a phone number of 7 to 15 digits, such as +1 (555) 010-2030.'],
    });
    expect(logoProblem({ type: 'image/svg+xml', size: 10 })).toBe('Choose a PNG, JPEG or WebP image.');
    expect(logoProblem({ type: 'image/png', size: 600 * 1024 })).toBe(
      'The image is too large: at most 512 KB.',
    );
    expect(logoProblem({ type: 'image/webp', size: 1000 })).toBeNull();
  });

  it('creates a client with contacts added and removed, and goes back to the list', async () => {
    const created = bodiesTo(server, 'POST', '/api/manage-company/');
    signIn('recruiter');
    const { router } = renderPage('/client_management/create', <ClientFormPage />);
    await userEvent.type(await screen.findByRole('textbox', { name: /Client name/ }), 'Acme Bank');
    await userEvent.type(screen.getByRole('textbox', { name: /Display name/ }), 'A regional bank');
    await userEvent.type(screen.getByRole('textbox', { name: /Website/ }), 'acme.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    const groups = screen.getAllByRole('group');
    const first = groups.find((g) => g.tagName === 'FIELDSET')!;
    await userEvent.type(within(first).getByRole('textbox', { name: /Name/ }), 'Dana Lee');
    await userEvent.type(within(first).getByRole('textbox', { name: /E-mail/ }), 'dana@acme.example.com');
    // The second, empty contact goes again; focus returns to "Add contact".
    await userEvent.click(screen.getByRole('button', { name: 'Remove contact 2' }));
    expect(document.activeElement?.textContent).toBe('Add contact');
    await userEvent.click(screen.getByRole('button', { name: 'Create Client' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client_management'));
    expect(created).toEqual([
      expect.objectContaining({
        name: 'Acme Bank',
        display_name: 'A regional bank',
        website: 'acme.example.com',
        contacts: [{ name: 'Dana Lee', role: '', email: 'dana@acme.example.com', phone: '' }],
      }),
    ]);
  });

  it('sends the chosen logo after the client; a refused logo leaves the saved client open for editing', async () => {
    server.use(
      overrides.error('uploadCompanyLogo', 400, 'Choose a PNG, JPEG or WebP image.', {
        file: ['Only real PNG, JPEG or WebP images can be a logo.'],
      }),
    );
    const uploads: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/logo'))
        uploads.push(new URL(request.url).pathname);
    });
    signIn('recruiter');
    const { router, container } = renderPage('/client_management/create', <ClientFormPage />);
    await userEvent.type(await screen.findByRole('textbox', { name: /Client name/ }), 'Acme');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(
      input,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: /Logo of/ })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Create Client' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client_management/edit/10'));
    expect(uploads).toEqual(['/api/update-company/10/logo']);
    expect(await screen.findByText('Only real PNG, JPEG or WebP images can be a logo.')).toBeDefined();
  });

  it('marks the bad field and sends nothing', async () => {
    const created = bodiesTo(server, 'POST', '/api/manage-company/');
    signIn('recruiter');
    renderPage('/client_management/create', <ClientFormPage />);
    await userEvent.type(await screen.findByRole('textbox', { name: /Client name/ }), 'Acme');
    await userEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Dana');
    await userEvent.type(screen.getByRole('textbox', { name: /Phone/ }), 'call me');
    await userEvent.click(screen.getByRole('button', { name: 'Create Client' }));
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(document.body.textContent).toContain('Enter a phone number of 7 to 15 digits');
    expect(created).toEqual([]);
  });

  it('edits a client: loads it, shows its server errors on the field, and saves', async () => {
    server.use(
      handle('getCompany', ({ params }) =>
        clientFixture(Number(params.id), { name: 'Initech', contacts: [], industry: 'Consulting' }),
      ),
    );
    const saved = bodiesTo(server, 'PUT', '/api/update-company/2');
    signIn('recruiter');
    const { router } = renderPage(
      '/client_management/edit/2',
      <ClientFormPage />,
      '/client_management/edit/:uid',
    );
    const name = await screen.findByRole('textbox', { name: /Client name/ });
    expect((name as HTMLInputElement).value).toBe('Initech');
    server.use(
      overrides.error('updateCompany', 409, 'You already have a client of this name.', {
        name: ['You already have a client of this name.'],
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    server.resetHandlers();
    server.use(
      handle('getCompany', ({ params }) =>
        clientFixture(Number(params.id), { name: 'Initech', contacts: [] }),
      ),
    );
    await userEvent.clear(name);
    await userEvent.type(name, 'Initech Holdings');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client_management'));
    expect(saved.at(-1)).toMatchObject({ name: 'Initech Holdings', industry: 'Consulting' });
  });
});

describe("the job form's client picker", () => {
  it("offers the owner's active clients and sends the one picked; the company follows its display name", async () => {
    const created = bodiesTo(server, 'POST', '/api/create-job/');
    signIn('recruiter');
    renderPage('/jobs/create-job', <JobFormPage />);
    await userEvent.type(await screen.findByRole('textbox', { name: /Job Title/ }), 'Risk analyst');
    await userEvent.click(screen.getByRole('button', { name: /Client$/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual([
      'No client',
      'Globex Bank (shown as A leading fintech company)',
      'Initech',
      'Northwind Traders',
    ]);
    await userEvent.click(screen.getByRole('option', { name: /Globex Bank/ }));
    const company = screen.getByRole('textbox', { name: /Company/ }) as HTMLInputElement;
    expect(company.value).toBe('A leading fintech company');
    expect(company.readOnly).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ client_id: 1, company_name: 'A leading fintech company' });
  });

  it("leaves out another owner's clients (an admin's list holds everyone's)", async () => {
    server.use(
      handle('listCompanyDisplayNames', () => ({
        count: 2,
        results: [
          { id: 1, owner_id: 2, name: 'Mine', display_name: null, shown_name: 'Mine' },
          { id: 9, owner_id: 99, name: 'Theirs', display_name: null, shown_name: 'Theirs' },
        ],
      })),
    );
    signIn('recruiter');
    renderPage('/jobs/create-job', <JobFormPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Client$/ }));
    await waitFor(async () =>
      expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['No client', 'Mine']),
    );
  });
});
