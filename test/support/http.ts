import { inject } from 'vitest';
import { demoCredentials } from '../../infra/local/demo-credentials';
import { validateResponse } from './openapi-validator';

const env = inject('localEnv');
export const baseUrl = env.BASE_URL as string;
export const systemUserUrl = env.SYSTEM_USER_URL as string;
export const demo = demoCredentials();

/** The demo key pair's headers. */
export const keyHeaders = (overrides: Record<string, string> = {}): Record<string, string> => ({
  'x-api-key': demo.apiKey,
  'x-secret-key': demo.secretKey,
  ...overrides,
});

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: any;
}

/** Calls the local gateway over HTTP and parses the JSON body. */
export async function call(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    form?: Record<string, string | Blob | Array<string | Blob>>;
    body?: string | Buffer | FormData;
  } = {},
): Promise<ApiResponse> {
  let body = options.body;
  if (options.form) {
    const form = new FormData();
    for (const [name, value] of Object.entries(options.form)) {
      for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
    }
    body = form;
  }
  const method = options.method ?? (body ? 'POST' : 'GET');
  const response = await fetch(url, { method, headers: options.headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: the test sees the raw text
  }
  // Every response a contract test receives must be one the OpenAPI document describes.
  validateResponse(method, url, response.status, parsed);
  return { status: response.status, headers: response.headers, body: parsed };
}

/** A bearer token for the demo client or staff user, through the real login routes. */
export async function loginAs(kind: 'client' | 'staff'): Promise<string> {
  const url = kind === 'client' ? `${baseUrl}/client/login` : `${systemUserUrl}/login`;
  const email = kind === 'client' ? demo.clientEmail : demo.staffEmail;
  const response = await call(url, {
    headers: keyHeaders(),
    form: { email_or_phone: email, password: demo.password },
  });
  if (response.status !== 200) throw new Error(`login failed: ${JSON.stringify(response.body)}`);
  return response.body.data.token as string;
}
