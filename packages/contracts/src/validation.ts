import { z } from 'zod';
import { messages } from './messages.ts';

import { isValidEmail, normalizeEmail, passwordMeetsRules } from './form-rules.ts';

export {
  PASSWORD_MIN,
  PASSWORD_MAX,
  passwordChecks,
  PASSWORD_CHECKLIST_TITLE,
  passwordMeetsRules,
  normalizeEmail,
  isValidEmail,
} from './form-rules.ts';

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
