import { TextField, type TextFieldProps } from '@talent/ui';

export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  autoComplete: 'current-password' | 'new-password';
  /** A new password: at least 8 characters, as the server requires. */
  isNew?: boolean;
  description?: TextFieldProps['description'];
}

/** A required password field; a new one asks for 8 characters before it is sent. */
export function PasswordField({ name = 'password', isNew, ...props }: PasswordFieldProps) {
  return <TextField {...props} name={name} type="password" isRequired minLength={isNew ? 8 : undefined} />;
}
