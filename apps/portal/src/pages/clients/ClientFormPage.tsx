/**
 * /client_management/create and /client_management/edit/:uid (issue 18): a client's name, the display name
 * candidates see on its jobs, industry (from the lookups), website, address, notes, logo and contacts.
 * The form checks the fields with the contract's own rules before sending (the same messages the server
 * gives); the logo is sent after the client is saved.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { call, firstErrorMessage, useEndpoint } from '@talent/api/client';
import type { Client } from '@talent/api/contract';
import { Button, Card, ComboBox, Stack, TextField, showToast } from '@talent/ui';
import { FormActions, SubmitForm } from '../common/SubmitForm';
import { useSubmit } from '../common/useSubmit';
import { PageFallback } from '../jobs/PageFallback';
import { clientInputOf, emptyClientForm, formFrom, newContact, type ClientFormValues } from './clientForm';
import { ContactsFields } from './ContactsFields';
import { LogoField, sendLogo, type LogoChange } from './LogoField';
import * as css from './clients.css';

/** Spec 7/9: a master data list is loaded whole (limit 10000000, offset 0), once per page. */
const MASTER = { query: { limit: 10_000_000, offset: 0 } };

export default function ClientFormPage() {
  const { t } = useTranslation();
  const { uid } = useParams();
  const id = uid ? Number(uid) : null;
  const client = useEndpoint('getCompany', id ? { params: { id } } : null, { revalidateOnFocus: false });
  if (id === null) return <ClientForm client={null} />;
  if (!client.data) return <PageFallback title={t('Edit Client')} error={client.error} />;
  return <ClientForm key={client.data.id} client={client.data} />;
}

export function ClientForm({ client }: { client: Client | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState<ClientFormValues>(client ? formFrom(client) : emptyClientForm);
  const [logo, setLogo] = useState<LogoChange>(null);
  const industries = useEndpoint('industry', MASTER, { revalidateOnFocus: false });
  const [local, setLocal] = useState<Record<string, string[]>>({});
  const form = useSubmit();
  const title = client ? t('Edit Client') : t('Create Client');
  const set =
    <K extends keyof ClientFormValues>(field: K) =>
    (value: ClientFormValues[K]) =>
      setValues((now) => ({ ...now, [field]: value }));
  /** The form's own check, else the server's message for the field (`contacts.0.email` and so on). */
  const errorOf = (field: string): string | undefined => (local[field] ?? form.fieldErrors[field])?.[0];

  async function save() {
    const { body, errors } = clientInputOf(values);
    if (!body) {
      setLocal(errors ?? {});
      form.setError(t('Check the marked fields.'));
      return;
    }
    setLocal({});
    await form.run(async () => {
      const saved = client
        ? await call('updateCompany', { params: { id: client.id }, body })
        : await call('createCompany', { body });
      try {
        await sendLogo(saved.id, logo);
      } catch (err) {
        // The client is saved; only the logo failed. Its edit page shows it saved, so a retry cannot
        // create it twice.
        showToast({ title: firstErrorMessage(err, t('The logo was not saved.')), tone: 'critical' });
        void navigate(`/client_management/edit/${saved.id}`, { replace: true });
        return;
      }
      showToast({
        title: client
          ? t('{{value}} saved', { value: saved.name })
          : t('{{value}} added', { value: saved.name }),
        tone: 'positive',
      });
      void navigate('/client_management');
    });
  }
  const invalid = (field: string) => ({ isInvalid: Boolean(errorOf(field)), errorMessage: errorOf(field) });

  const industryOptions = (industries.data?.results ?? []).map((i) => ({ id: i.name, label: i.name }));
  return (
    <Stack gap="large">
      <h1>{title}</h1>
      <SubmitForm
        label={title}
        state={form}
        validationBehavior="aria"
        onSubmit={save}
        actions={
          <FormActions cancelTo="/client_management">
            <Button type="submit" isPending={form.pending}>
              {client ? t('Save') : t('Create Client')}
            </Button>
          </FormActions>
        }
      >
        <Card title={t('Company')} headingLevel={2}>
          <div className={css.formGrid}>
            <TextField
              name="name"
              label={t('Client name')}
              isRequired
              value={values.name}
              onChange={set('name')}
              {...invalid('name')}
            />
            <TextField
              name="display_name"
              label={t('Display name')}
              description={t(
                'What candidates see on your jobs, e.g. "A leading fintech company". Empty shows the name.',
              )}
              value={values.display_name}
              onChange={set('display_name')}
              {...invalid('display_name')}
            />
            <ComboBox
              name="industry"
              label={t('Industry')}
              defaultOptions={industryOptions}
              allowsCustomValue
              inputValue={values.industry}
              onInputChange={set('industry')}
              onSelectionChange={(key) => {
                if (key !== null) set('industry')(String(key));
              }}
              emptyText={industries.error ? t('Error fetching data') : t('No match')}
              description={industries.error ? t('Error fetching data') : undefined}
              {...invalid('industry')}
            />
            <TextField
              name="website"
              label={t('Website')}
              type="url"
              inputMode="url"
              placeholder="https://example.com"
              value={values.website}
              onChange={set('website')}
              {...invalid('website')}
            />
            <div className={css.wide}>
              <TextField
                name="address"
                label={t('Address')}
                isMultiline
                rows={2}
                value={values.address}
                onChange={set('address')}
                {...invalid('address')}
              />
            </div>
            <div className={css.wide}>
              <TextField
                name="notes"
                label={t('Notes')}
                description={t('Only you see these.')}
                isMultiline
                rows={3}
                value={values.notes}
                onChange={set('notes')}
                {...invalid('notes')}
              />
            </div>
          </div>
        </Card>
        <LogoField client={client} change={logo} onChange={setLogo} />
        <ContactsFields
          contacts={values.contacts}
          onChange={set('contacts')}
          errorOf={errorOf}
          onAdd={() => set('contacts')([...values.contacts, newContact()])}
        />
      </SubmitForm>
    </Stack>
  );
}
