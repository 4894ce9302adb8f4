import { api, ApiError } from '@/lib/api.ts';
import { messages } from '@candlelens/contracts';

export async function signIn(input: { email: string; password: string }): Promise<void> {
  await api('/api/auth/sign-in/email', {
    body: { email: input.email.trim(), password: input.password },
  });
}

export async function signUp(input: {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
}): Promise<void> {
  await api('/api/auth/sign-up/email', {
    body: {
      name: input.fullName.trim(),
      email: input.email.trim(),
      password: input.password,
      confirmPassword: input.confirmPassword,
    },
  });
}

/** Sign-out answered 401, 403 or 404 is success locally: the session is gone either way. */
export async function signOut(): Promise<void> {
  try {
    await api('/api/auth/sign-out', { body: {} });
  } catch (e) {
    if (e instanceof ApiError && [401, 403, 404].includes(e.status)) return;
    throw e;
  }
}

export async function requestPasswordReset(email: string): Promise<void> {
  await api('/api/auth/request-password-reset', {
    body: { email: email.trim(), redirectTo: '/reset-password' },
  });
}

export async function resetPassword(input: {
  token: string;
  password: string;
  confirmPassword: string;
}): Promise<void> {
  await api('/api/auth/reset-password', {
    body: {
      token: input.token,
      newPassword: input.password,
      confirmPassword: input.confirmPassword,
    },
  });
}

export function errorMessage(e: unknown, fallback: string = messages.unexpected): string {
  if (e instanceof ApiError || e instanceof Error) return e.message || fallback;
  return fallback;
}
