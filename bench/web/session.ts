/** Accounts for the web benchmark, made through the public API as the browser makes them. */
const PASSWORD = 'Candle#2024';

function headers(base: string, cookie?: string): Record<string, string> {
  return {
    origin: base,
    'x-candlelens-csrf': '1',
    'content-type': 'application/json',
    ...(cookie ? { cookie } : {}),
  };
}

async function post(base: string, route: string, body: unknown, cookie?: string) {
  const res = await fetch(base + route, {
    method: 'POST',
    headers: headers(base, cookie),
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
  return res;
}

/** Signs up a new user and signs in: the session cookie to send with each page request. */
export async function signedInCookie(base: string, tag: string): Promise<string> {
  const email = `${tag}-${Date.now().toString(36)}@example.com`;
  await post(base, '/api/auth/sign-up/email', {
    name: 'Bench Trader',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  const res = await post(base, '/api/auth/sign-in/email', { email, password: PASSWORD });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Buys a plan through the sandbox checkout, as the test-mode dialog does. */
export async function subscribe(base: string, cookie: string, planId: string): Promise<void> {
  const created = (await (await post(base, '/api/subscriptions', { planId }, cookie)).json()) as {
    subscriptionId: string;
  };
  const approved: unknown = await (
    await post(base, `/api/sandbox/checkout/${created.subscriptionId}/approve`, {}, cookie)
  ).json();
  await post(base, '/api/subscriptions/verify', approved, cookie);
}
