import type * as FormChecksModule from './form-checks.ts';

type FormChecks = typeof FormChecksModule;

let loading: Promise<FormChecks> | null = null;

/** The form rules, fetched once; a failed fetch is tried again on the next call. */
export function loadFormChecks(): Promise<FormChecks> {
  loading ??= import('./form-checks.ts').catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}
