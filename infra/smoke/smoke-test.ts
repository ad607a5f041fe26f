import type { SmokeRoute } from './smoke-routes';

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

/** The staff core, where the smoke user signs in. */
const CORE_MOUNT = 'system-user';

/**
 * Signs in through the core at `<baseUrl>/system-user/login` as the smoke user, reads one route
 * of every staff API (`smokeRoutesOf`) at `<baseUrl>/<mount><path>`, each expecting its status: the
 * domain's mappings, the key pair, each API's function, the table and the bearer token, on every
 * area. `baseUrl` is the stage's `BaseUrl` output (`https://<domain>/api/v1`). A failed sign-in
 * stops there; otherwise every route is read, the smoke user signs out (its only ability beside the
 * reads), and the error names each call that answered otherwise.
 */
export async function smokeTest(
  baseUrl: string,
  credentials: SmokeCredentials,
  routes: readonly SmokeRoute[],
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
    return { status: response.status, text };
  };

  const login = await call('sign in', 'POST', `${CORE_MOUNT}/login`, {
    email_or_phone: credentials.emailOrPhone,
    password: credentials.password,
  });
  if (login.status !== 200)
    throw new Error(`sign in: POST ${CORE_MOUNT}/login answered ${login.status} ${login.text}`);
  const token = (JSON.parse(login.text) as { data?: { token?: unknown } }).data?.token;
  if (typeof token !== 'string') throw new Error('sign in: the answer carries no token');
  headers.authorization = `Bearer ${token}`;

  const failures: string[] = [];
  for (const route of routes) {
    const path = `${route.mount}${route.path}`;
    const { status, text } = await call(`read ${route.mount} (${route.operationId})`, 'GET', path);
    if (status !== route.expect)
      failures.push(`GET ${path} answered ${status}, expected ${route.expect}: ${text.slice(0, 200)}`);
  }
  const logout = await call('sign out', 'POST', `${CORE_MOUNT}/logout`, {});
  if (logout.status !== 200)
    failures.push(`POST ${CORE_MOUNT}/logout answered ${logout.status}: ${logout.text.slice(0, 200)}`);
  if (failures.length > 0) throw new Error(`smoke test: ${failures.join('; ')}`);
  return steps;
}
