/** The client form's values (what the inputs hold), their check against the contract's own rules (the
 * same messages the server gives), and the conversion to and from the contract's shapes. */
import type { TFunction } from 'i18next';
import { clientInputSchema, type Client, type ClientInput } from '@talent/api/contract';

export interface ContactValues {
  /** A key for React only (contacts have no id until saved). */
  key: string;
  name: string;
  role: string;
  email: string;
  phone: string;
}

export interface ClientFormValues {
  name: string;
  display_name: string;
  industry: string;
  website: string;
  address: string;
  notes: string;
  contacts: ContactValues[];
}

let keys = 0;
export const newContact = (): ContactValues => ({
  key: `contact-${++keys}`,
  name: '',
  role: '',
  email: '',
  phone: '',
});

export const emptyClientForm: ClientFormValues = {
  name: '',
  display_name: '',
  industry: '',
  website: '',
  address: '',
  notes: '',
  contacts: [],
};

export function formFrom(client: Client): ClientFormValues {
  return {
    name: client.name,
    display_name: client.display_name ?? '',
    industry: client.industry ?? '',
    website: client.website ?? '',
    address: client.address ?? '',
    notes: client.notes ?? '',
    contacts: client.contacts.map((c) => ({
      key: `contact-${c.id}`,
      name: c.name,
      role: c.role ?? '',
      email: c.email ?? '',
      phone: c.phone ?? '',
    })),
  };
}

/** The body to send, or the field errors (by the server's names: `contacts.0.email`) of the contract. */
export function clientInputOf(v: ClientFormValues): {
  body: ClientInput | null;
  errors: Record<string, string[]> | null;
} {
  const body: ClientInput = {
    name: v.name,
    display_name: v.display_name,
    industry: v.industry,
    website: v.website,
    address: v.address,
    notes: v.notes,
    contacts: v.contacts.map(({ name, role, email, phone }) => ({ name, role, email, phone })),
  };
  const parsed = clientInputSchema.safeParse(body);
  if (parsed.success) return { body, errors: null };
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return { body: null, errors };
}

/** "This client is used by 2 jobs, so it will be archived, not deleted." before a delete is confirmed. */
export function removalText(t: TFunction, client: Pick<Client, 'job_count'>): string {
  const count = client.job_count;
  if (count === 0) return t('The client and its contacts will be deleted.');
  return `${
    count === 1
      ? t('This client is used by 1 job, so it will be archived, not deleted.')
      : t('This client is used by {{count}} jobs, so it will be archived, not deleted.', { count })
  } ${t("Archived clients leave the list and the job form's client picker; their jobs keep them.")}`;
}
