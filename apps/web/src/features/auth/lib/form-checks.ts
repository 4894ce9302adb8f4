import { firstIssue, resetPasswordSchema, signInSchema, signUpSchema } from '@candlelens/contracts';

// The sign-in, sign-up and new-password rules, with the validation library behind them: their own chunk,
// fetched when the form is first touched, so the sign-in page draws without them.

export function signInIssue(input: { email: string; password: string }): string | null {
  return firstIssue(signInSchema.safeParse(input));
}

export function signUpIssue(input: {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
}): string | null {
  return firstIssue(signUpSchema.safeParse(input));
}

export function resetPasswordIssue(input: {
  password: string;
  confirmPassword: string;
}): string | null {
  return firstIssue(resetPasswordSchema.safeParse(input));
}
