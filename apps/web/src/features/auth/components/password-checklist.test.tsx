import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { PasswordChecklist } from './password-checklist.tsx';

afterEach(cleanup);

function met() {
  return screen
    .getAllByRole('listitem')
    .filter((li) => li.getAttribute('data-met') === 'true')
    .map((li) => li.getAttribute('data-check'));
}

describe('PasswordChecklist', () => {
  it('shows the heading and every rule unticked for an empty password', () => {
    render(<PasswordChecklist password="" />);
    expect(screen.getByText('Password must have:')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(met()).toEqual([]);
  });

  it('ticks the rules a password meets', () => {
    render(<PasswordChecklist password="abcDEF12" />);
    expect(met()).toEqual(['length', 'upper', 'lower', 'digit']);
  });
});
