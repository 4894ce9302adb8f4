import { Field } from './field.tsx';
import { PasswordChecklist } from './password-checklist.tsx';

/** A new password, its confirmation and the live 'Password must have:' checklist. */
export function NewPasswordFields({
  password,
  confirmPassword,
  onPassword,
  onConfirmPassword,
  passwordLabel = 'Password',
  confirmLabel = 'Confirm password',
}: {
  password: string;
  confirmPassword: string;
  onPassword: (value: string) => void;
  onConfirmPassword: (value: string) => void;
  passwordLabel?: string;
  confirmLabel?: string;
}) {
  return (
    <>
      <Field
        id="password"
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => onPassword(e.target.value)}
      />
      <Field
        id="confirmPassword"
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        required
        value={confirmPassword}
        onChange={(e) => onConfirmPassword(e.target.value)}
      />
      <PasswordChecklist password={password} />
    </>
  );
}
