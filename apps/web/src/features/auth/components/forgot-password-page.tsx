import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { isValidEmail, messages } from '@candlelens/contracts';
import { Button } from '@/components/ui/button.tsx';
import { ErrorBox, SuccessBox } from '@/components/ui/error-box.tsx';
import { errorMessage } from '@/lib/api.ts';
import { requestPasswordReset } from '../api/auth-actions.ts';
import { AuthCard } from './auth-card.tsx';
import { Field } from './field.tsx';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setSent(null);
    if (!isValidEmail(email)) return setError(messages.invalidEmail);
    setBusy(true);
    try {
      await requestPasswordReset(email);
      setSent(messages.resetSent);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter your email and we will send you a link to set a new password."
    >
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <SuccessBox message={sent} />
        <ErrorBox message={error} />
        <Field
          id="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-400">
        <Link to="/signin" className="font-semibold text-cyan-400 hover:text-cyan-300">
          Back to Sign In
        </Link>
      </p>
    </AuthCard>
  );
}
