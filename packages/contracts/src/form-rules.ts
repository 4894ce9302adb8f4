// The form rules a page can check without the validation library (the live password checklist,
// the e-mail shape); validation.ts builds the schemas on them.

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
