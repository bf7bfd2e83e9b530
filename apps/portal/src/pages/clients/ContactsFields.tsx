/** A client's contacts: one group of fields each (name, role, e-mail, phone) with its Remove button, and
 * "Add contact" below. Removing moves focus to the Add button so the keyboard user keeps their place. */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_CLIENT_CONTACTS } from '@talent/api/rules';
import { Button, Card, Inline, Stack, TextField } from '@talent/ui';
import type { ContactValues } from './clientForm';
import * as css from './clients.css';

export function ContactsFields({
  contacts,
  onChange,
  onAdd,
  errorOf,
}: {
  contacts: ContactValues[];
  onChange: (contacts: ContactValues[]) => void;
  onAdd: () => void;
  errorOf: (field: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const addRef = useRef<HTMLDivElement>(null);
  const change = (index: number, field: keyof Omit<ContactValues, 'key'>) => (value: string) =>
    onChange(contacts.map((c, i) => (i === index ? { ...c, [field]: value } : c)));
  const remove = (index: number) => {
    onChange(contacts.filter((_, i) => i !== index));
    addRef.current?.querySelector('button')?.focus();
  };
  const field = (
    index: number,
    name: keyof Omit<ContactValues, 'key'>,
    label: string,
    extra: object = {},
  ) => {
    const error = errorOf(`contacts.${index}.${name}`);
    return (
      <TextField
        name={`contacts.${index}.${name}`}
        label={label}
        value={contacts[index]![name]}
        onChange={change(index, name)}
        isInvalid={Boolean(error)}
        errorMessage={error}
        {...extra}
      />
    );
  };
  return (
    <Card title={t('Contacts')} headingLevel={2}>
      <Stack gap="medium">
        {contacts.length === 0 ? <p className={css.muted}>{t('No contacts yet.')}</p> : null}
        {contacts.map((contact, index) => {
          const label = t('Contact {{n}}', { n: index + 1 });
          return (
            <fieldset key={contact.key} className={css.contact}>
              <legend className={css.legend}>{label}</legend>
              <Stack gap="small">
                <div className={css.formGrid}>
                  {field(index, 'name', t('Name'), { isRequired: true })}
                  {field(index, 'role', t('Role'))}
                  {field(index, 'email', t('E-mail'), { type: 'email', inputMode: 'email' })}
                  {field(index, 'phone', t('Phone'), { type: 'tel', inputMode: 'tel' })}
                </div>
                <Inline justify="end">
                  <Button
                    size="sm"
                    variant="ghost"
                    tone="critical"
                    aria-label={t('Remove contact {{n}}', { n: index + 1 })}
                    onPress={() => remove(index)}
                  >
                    {t('Remove')}
                  </Button>
                </Inline>
              </Stack>
            </fieldset>
          );
        })}
        {errorOf('contacts') ? <p role="alert">{errorOf('contacts')}</p> : null}
        <div ref={addRef}>
          <Button variant="outline" isDisabled={contacts.length >= MAX_CLIENT_CONTACTS} onPress={onAdd}>
            {t('Add contact')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
