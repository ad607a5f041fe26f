/** The smoke user's sign-in: the key pair it calls with and its staff credentials. */
export interface SmokeCredentials {
  apiKey: string;
  secretKey: string;
  emailOrPhone: string;
  password: string;
}

/** One step of the smoke test, as it reports it. */
export interface SmokeStep {
  step: string;
  status: number;
}

/**
 * Signs in to the deployed staff API at `baseUrl` as the smoke user, reads a list (its
 * notifications), stores something harmless (marks them all read) and signs out: the calls every
 * release must answer, through the gateway, the key pair, the table and the bearer token. Throws on
 * the first unexpected answer.
 */
export async function smokeTest(
  baseUrl: string,
  credentials: SmokeCredentials,
  fetchImpl: typeof fetch = fetch,
): Promise<SmokeStep[]> {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/json',
    'x-api-key': credentials.apiKey,
    'x-secret-key': credentials.secretKey,
  };
  const steps: SmokeStep[] = [];
  const call = async (step: string, method: 'GET' | 'POST', path: string, body?: object) => {
    const response = await fetchImpl(new URL(path, base), {
      method,
      headers: { ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    steps.push({ step, status: response.status });
    if (response.status !== 200)
      throw new Error(`${step}: ${method} ${path} answered ${response.status} ${text}`);
    return JSON.parse(text) as Record<string, unknown>;
  };
  const login = await call('sign in', 'POST', 'login', {
    email_or_phone: credentials.emailOrPhone,
    password: credentials.password,
  });
  const token = (login.data as { token?: unknown } | undefined)?.token;
  if (typeof token !== 'string') throw new Error('sign in: the answer carries no token');
  headers.authorization = `Bearer ${token}`;
  const list = await call('read a list', 'GET', 'notifications');
  if (!Array.isArray((list.response as { data?: unknown } | undefined)?.data))
    throw new Error('read a list: the answer is not a page of records');
  await call('store', 'POST', 'notifications/mark-all-as-read', {});
  await call('sign out', 'POST', 'logout', {});
  return steps;
}
