/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Builds an e-mail's HTML with every interpolated value escaped, so a value (a user's name, a
 * link) can never become markup: `html\`<p>Hello ${name}</p>\``.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): string {
  return strings.reduce(
    (out, s, i) => out + s + (i < values.length ? escapeHtml(values[i]) : ''),
    '',
  );
}
