import { z } from 'zod';
import { messages } from './messages.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;

/** The lines of the live 'Password must have:' checklist, in order. */
export const passwordChecks = [
  {
    id: 'length',
    label: '8-16 characters long',
    test: (p: string) => p.length >= PASSWORD_MIN && p.length <= PASSWORD_MAX,
  },
  { id: 'upper', label: 'Contains uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'Contains lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { id: 'digit', label: 'Contains number', test: (p: string) => /[0-9]/.test(p) },
  {
    id: 'special',
    label: 'Contains special character',
    test: (p: string) => /[^A-Za-z0-9\s]/.test(p),
  },
] as const;

export const PASSWORD_CHECKLIST_TITLE = 'Password must have:';

export function passwordMeetsRules(password: string): boolean {
  return passwordChecks.every((c) => c.test(password));
}

/** Trimmed, and shaped like an address: something@domain.tld, no spaces. */
export function normalizeEmail(email: string): string {
  return email.trim();
}

export function isValidEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
}

export const emailSchema = z
  .string()
  .transform(normalizeEmail)
  .refine(isValidEmail, { message: messages.invalidEmail });

export const passwordSchema = z.string().refine(passwordMeetsRules, {
  message: messages.passwordRequirements,
});

export const signUpSchema = z
  .object({
    fullName: z
      .string()
      .transform((s) => s.trim())
      .refine((s) => s.length > 0, { message: messages.fullNameRequired })
      .refine((s) => s.length <= 100, { message: 'Full name is too long' }),
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email: z
    .string()
    .transform(normalizeEmail)
    .refine((s) => s.length > 0, { message: messages.emailAndPasswordRequired }),
  password: z.string().min(1, { message: messages.emailAndPasswordRequired }),
});

export const resetPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

/** The first message of a failed parse, in the order the form shows its fields. */
export function firstIssue(result: {
  success: boolean;
  error?: { issues: { message: string }[] };
}): string | null {
  if (result.success) return null;
  return result.error?.issues[0]?.message ?? messages.genericError;
}
