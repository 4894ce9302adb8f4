import { describe, expect, it } from 'vitest';
import {
  firstIssue,
  messages,
  passwordChecks,
  passwordMeetsRules,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '../src/index.ts';

const good = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'Candle#2024',
  confirmPassword: 'Candle#2024',
};

describe('sign-up rules', () => {
  it('accepts a complete form and trims the email and name', () => {
    const r = signUpSchema.safeParse({ ...good, fullName: '  Ada  ', email: '  ada@example.com ' });
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ fullName: 'Ada', email: 'ada@example.com' });
  });

  it.each([
    [{ fullName: '   ' }, messages.fullNameRequired],
    [{ email: 'ada.example.com' }, messages.invalidEmail],
    [{ email: 'ada@' }, messages.invalidEmail],
    [{ password: 'short1!', confirmPassword: 'short1!' }, messages.passwordRequirements],
    [
      { password: 'Candle#20241234567', confirmPassword: 'Candle#20241234567' },
      messages.passwordRequirements,
    ],
    [{ confirmPassword: 'Candle#2025' }, messages.passwordsDoNotMatch],
  ])('refuses %o with its message', (patch, message) => {
    expect(firstIssue(signUpSchema.safeParse({ ...good, ...patch }))).toBe(message);
  });
});

describe('password checklist', () => {
  it('ticks each line as the password grows', () => {
    const ticked = (p: string) => passwordChecks.filter((c) => c.test(p)).map((c) => c.id);
    expect(ticked('a')).toEqual(['lower']);
    expect(ticked('aB')).toEqual(['upper', 'lower']);
    expect(ticked('aB3')).toEqual(['upper', 'lower', 'digit']);
    expect(ticked('aB3!')).toEqual(['upper', 'lower', 'digit', 'special']);
    expect(ticked('aB3!aaaa')).toEqual(['length', 'upper', 'lower', 'digit', 'special']);
  });

  it('lists the spec lines in order', () => {
    expect(passwordChecks.map((c) => c.label)).toEqual([
      '8-16 characters long',
      'Contains uppercase letter',
      'Contains lowercase letter',
      'Contains number',
      'Contains special character',
    ]);
  });

  it('takes 8 and 16 characters, not 7 or 17', () => {
    expect(passwordMeetsRules('Aa1!aaaa')).toBe(true);
    expect(passwordMeetsRules('Aa1!aaa')).toBe(false);
    expect(passwordMeetsRules('Aa1!aaaaaaaaaaaa')).toBe(true);
    expect(passwordMeetsRules('Aa1!aaaaaaaaaaaaa')).toBe(false);
  });
});

describe('sign-in and reset', () => {
  it('trims the email on sign-in and needs both fields', () => {
    expect(signInSchema.parse({ email: ' a@b.co ', password: 'x' }).email).toBe('a@b.co');
    expect(firstIssue(signInSchema.safeParse({ email: '', password: '' }))).toBe(
      messages.emailAndPasswordRequired,
    );
  });
  it('applies the password rule and confirmation on reset', () => {
    expect(
      firstIssue(resetPasswordSchema.safeParse({ password: 'weak', confirmPassword: 'weak' })),
    ).toBe(messages.passwordRequirements);
    expect(
      firstIssue(resetPasswordSchema.safeParse({ password: 'Candle#2024', confirmPassword: 'x' })),
    ).toBe(messages.passwordsDoNotMatch);
  });
});
