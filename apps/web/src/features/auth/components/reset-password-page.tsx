import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { messages } from '@candlelens/contracts';
import { Button } from '@/components/ui/button.tsx';
import { ErrorBox } from '@/components/ui/error-box.tsx';
import { errorMessage } from '@/lib/api.ts';
import { resetPassword } from '../api/auth-actions.ts';
import { loadFormChecks } from '../lib/load-form-checks.ts';
import { AuthCard } from './auth-card.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

/** Reached from the reset e-mail's link; without its token there is nothing to reset. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(
    params.get('error') ? messages.resetLinkInvalid : null,
  );

  if (!token && !params.get('error')) return <Navigate to="/signin" replace />;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    let checks;
    try {
      checks = await loadFormChecks();
    } catch {
      return setError('Cannot reach CandleLens. Check your connection and try again.');
    }
    const issue = checks.resetPasswordIssue({ password, confirmPassword });
    if (issue) return setError(issue);
    if (!token) return setError(messages.resetLinkInvalid);
    setBusy(true);
    try {
      await resetPassword({ token, password, confirmPassword });
      await queryClient.invalidateQueries();
      // Said on the sign-in page, in the app's own words (no browser alert).
      void navigate('/signin', { replace: true, state: { notice: messages.passwordUpdated } });
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Set a new password"
      subtitle="Choose a strong password you have not used here before."
    >
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <ErrorBox message={error} />
        <NewPasswordFields
          password={password}
          confirmPassword={confirmPassword}
          onPassword={setPassword}
          onConfirmPassword={setConfirmPassword}
          passwordLabel="New password"
          confirmLabel="Confirm new password"
        />
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? 'Updating...' : 'Update Password'}
        </Button>
      </form>
    </AuthCard>
  );
}
