import { useTranslation } from 'react-i18next';
import { TextField } from '@talent/ui';

/** The sign-in, sign-up and reset forms' e-mail field. */
export function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('Email')}
      name="email"
      type="email"
      value={value}
      onChange={onChange}
      isRequired
      autoComplete="email"
    />
  );
}
