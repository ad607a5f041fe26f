import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoCredentials } from '../../../infra/local/demo-credentials';
import { decryptField } from '../../../shared/auth/field-encryption';
import { dynamo } from '../../../shared/db/client';
import { baseUrl, loginAs } from '../../support/http';

interface Secret {
  /** Where it comes from, for the failure message (never the value itself). */
  what: string;
  value: string;
}

/**
 * Every secret value the running stack holds: each encrypted field decrypted (the rentals' door
 * codes) and as stored, each stored hash (passwords, tokens, API key secrets, one-time codes), the
 * demo key pair, and two bearer tokens issued now. Read with a Scan: a test's look at the whole
 * table, never a request path.
 */
async function secretsOfTheStack(): Promise<Secret[]> {
  const demo = demoCredentials();
  // Signed in first, so the scan also finds these tokens' stored hashes.
  const secrets: Secret[] = [
    { what: 'the demo x-secret-key', value: demo.secretKey },
    { what: 'the demo x-api-key', value: demo.apiKey },
    { what: 'a client bearer token', value: await loginAs('client') },
    { what: 'a staff bearer token', value: await loginAs('staff') },
  ];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new ScanCommand({ TableName: process.env.TABLE_NAME, ExclusiveStartKey: start }),
    );
    for (const item of page.Items ?? []) {
      for (const [name, value] of Object.entries(item)) {
        if (typeof value !== 'string') continue;
        const what = `${name} of ${item.pk} ${item.sk}`;
        if (name.endsWith('_encrypted')) {
          secrets.push({ what: `${what}, decrypted`, value: await decryptField(value) });
          secrets.push({ what, value });
        }
        if (name.endsWith('_hash')) secrets.push({ what, value });
      }
    }
    start = page.LastEvaluatedKey;
  } while (start);
  // A value of three characters or fewer would be found by chance in a minified bundle; none is a real secret.
  return secrets.filter((secret) => secret.value.length > 3);
}

/** The served document and Swagger UI's page with every asset it loads, as text by address. */
async function servedDocs(): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  const read = async (url: string) => {
    const response = await fetch(url);
    expect(response.status, url).toBe(200);
    texts.set(url, Buffer.from(await response.arrayBuffer()).toString('latin1'));
  };
  await read(`${baseUrl}/openapi.json`);
  await read(`${baseUrl}/docs`);
  const page = texts.get(`${baseUrl}/docs`) ?? '';
  const assets = [...page.matchAll(/(?:href|src|url)[=:]\s*["']([^"']+)["']/g)].map(
    ([, path = '']) => new URL(path, baseUrl).href,
  );
  expect(assets.length).toBeGreaterThanOrEqual(3);
  for (const asset of assets) await read(asset);
  return texts;
}

let secrets: Secret[];
let docs: Map<string, string>;

beforeAll(async () => {
  [secrets, docs] = await Promise.all([secretsOfTheStack(), servedDocs()]);
});

describe('the served document and Swagger UI hold none of the stack’s secrets, by value', () => {
  it('found the secrets to look for: door codes, hashes, the demo key pair, tokens', () => {
    const kinds = new Set(secrets.map((secret) => secret.what.split(' ')[0]));
    expect([...kinds]).toEqual(
      expect.arrayContaining(['unit_password_encrypted', 'password_hash', 'token_hash', 'secret_hash']),
    );
    expect(secrets.some((secret) => secret.what.endsWith('decrypted'))).toBe(true);
  });

  it('none appears in openapi.json, the /docs page or its assets', () => {
    const found = [...docs].flatMap(([url, text]) =>
      secrets.filter((secret) => text.includes(secret.value)).map((secret) => `${secret.what} in ${url}`),
    );
    expect(found).toEqual([]);
  });
});
