import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { messages } from '@candlelens/contracts';
import { Button } from '@/components/ui/button.tsx';
import { ErrorBox, SuccessBox } from '@/components/ui/error-box.tsx';
import { FullScreenSpinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api.ts';
import { signIn, signUp } from '../api/auth-actions.ts';
import { loadFormChecks } from '../lib/load-form-checks.ts';
import { useSession } from '@/lib/session.ts';
import { readSelectedPlan } from '@/lib/selected-plan.ts';
import { AuthCard } from './auth-card.tsx';
import { Field } from './field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

type Mode = 'signin' | 'signup';

const CANNOT_REACH = 'Cannot reach CandleLens. Check your connection and try again.';

/** Starts fetching the form rules when the visitor first touches the form. */
const prefetchChecks = () => void loadFormChecks().catch(() => undefined);

export function AuthPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const [mode, setMode] = useState<Mode>(location.pathname === '/signup' ? 'signup' : 'signin');
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(
    () => (location.state as { notice?: string } | null)?.notice ?? null,
  );
  const [busy, setBusy] = useState(false);

  if (session.isPending) return <FullScreenSpinner />;
  if (session.data && !busy) return <Navigate to={afterSignInPath()} replace />;

  function toggle(next: Mode) {
    setMode(next);
    setError(null);
    setSuccess(null);
    void navigate(next === 'signup' ? '/signup' : '/signin', { replace: true });
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setSuccess(null);
    let checks;
    try {
      checks = await loadFormChecks();
    } catch {
      return setError(CANNOT_REACH);
    }
    if (mode === 'signup') {
      const issue = checks.signUpIssue({ fullName, email, password, confirmPassword });
      if (issue) return setError(issue);
      setBusy(true);
      try {
        await signUp({ fullName, email, password, confirmPassword });
        setMode('signin');
        setPassword('');
        setConfirmPassword('');
        setEmail(email.trim());
        setSuccess(messages.signUpSuccess);
        void navigate('/signin', { replace: true });
      } catch (err) {
        setError(errorMessage(err));
      } finally {
        setBusy(false);
      }
      return;
    }
    const issue = checks.signInIssue({ email, password });
    if (issue) return setError(issue);
    setBusy(true);
    try {
      await signIn({ email, password });
      await queryClient.invalidateQueries();
      await queryClient.fetchQuery({ queryKey: ['session'], staleTime: 0 });
      void navigate(afterSignInPath(), { replace: true });
    } catch (err) {
      setError(errorMessage(err, messages.signInFailed));
      setBusy(false);
    }
  }

  const isSignUp = mode === 'signup';
  return (
    <AuthCard
      title={isSignUp ? 'Create your account' : 'Welcome back'}
      subtitle={
        isSignUp ? 'Start reading your charts in seconds.' : 'Sign in to analyze your charts.'
      }
    >
      <form
        onSubmit={(e) => void onSubmit(e)}
        onFocus={prefetchChecks}
        className="space-y-4"
        noValidate
      >
        <SuccessBox message={success} />
        <ErrorBox message={error} />
        {isSignUp && (
          <Field
            id="fullName"
            label="Full name"
            autoComplete="name"
            required
            value={fullName}
            onChange={(e) => setFullName(e.target.value)}
          />
        )}
        <Field
          id="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        {isSignUp ? (
          <NewPasswordFields
            password={password}
            confirmPassword={confirmPassword}
            onPassword={setPassword}
            onConfirmPassword={setConfirmPassword}
          />
        ) : (
          <Field
            id="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
        {!isSignUp && (
          <div className="text-right text-sm">
            <Link to="/forgot-password" className="text-cyan-400 hover:text-cyan-300">
              Forgot your password?
            </Link>
          </div>
        )}
        <Button type="submit" disabled={busy} className="w-full">
          {busy
            ? isSignUp
              ? 'Creating account...'
              : 'Signing in...'
            : isSignUp
              ? 'Create Account'
              : 'Sign In'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-400">
        {isSignUp ? 'Already have an account? ' : "Don't have an account? "}
        <button
          type="button"
          onClick={() => toggle(isSignUp ? 'signin' : 'signup')}
          className="font-semibold text-cyan-400 hover:text-cyan-300"
        >
          {isSignUp ? 'Sign In' : 'Create an account'}
        </button>
      </p>
    </AuthCard>
  );
}

/** Where a signed-in user goes from the auth pages: back to a plan chosen before signing in, else the app. */
export function afterSignInPath(): string {
  return readSelectedPlan() ? '/subscription-plans' : '/app';
}
