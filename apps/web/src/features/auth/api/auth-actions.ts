import { api } from '@/lib/api.ts';

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
