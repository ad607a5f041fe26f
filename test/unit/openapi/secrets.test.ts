import { describe, expect, it } from 'vitest';
import { REDACTED, REDACTED_TOKEN, redactSecrets, secretsIn } from '../../../infra/openapi/secrets';

const answer = {
  status: 'true',
  data: {
    token: '12|U9YDVVZaod8xGrqNQEpFGCPJEt9eMSSMYIo0iRg1zrNq7iXl',
    token_type: 'Bearer',
    unit_password: '4729#',
    password_set: true,
    postal_code: 13521,
    note: 'Signed in with 12|U9YDVVZaod8xGrqNQEpFGCPJEt9eMSSMYIo0iRg1zrNq7iXl',
    files: [
      { url: 'https://files.example.com/a.png?X-Amz-Date=20261121T093210Z&X-Amz-Signature=b9ab1758fcde' },
    ],
    owner: { otp: '395130', password_hash: 'scrypt$abc', unit_password: null },
  },
};

describe('secrets in examples', () => {
  it('finds tokens, door codes, codes, hashes and URL signatures', () => {
    expect(secretsIn(answer).sort()).toEqual(
      [
        '$.data.token',
        '$.data.unit_password',
        '$.data.note',
        '$.data.files[0].url',
        '$.data.owner.otp',
        '$.data.owner.password_hash',
      ].sort(),
    );
  });

  it('replaces each with a fixed placeholder and keeps everything else', () => {
    const redacted = redactSecrets(answer) as typeof answer;
    expect(secretsIn(redacted)).toEqual([]);
    expect(redacted.data).toMatchObject({
      token: REDACTED_TOKEN,
      token_type: 'Bearer',
      unit_password: REDACTED,
      password_set: true,
      postal_code: 13521,
      note: `Signed in with ${REDACTED_TOKEN}`,
      owner: { otp: REDACTED, password_hash: REDACTED, unit_password: null },
    });
    expect(redacted.data.files[0]?.url).toBe(
      `https://files.example.com/a.png?X-Amz-Date=20261121T093210Z&X-Amz-Signature=${REDACTED}`,
    );
    expect(REDACTED_TOKEN).toMatch(/^\d+\|[A-Za-z0-9]{48}$/);
  });

  it('lets a published value through', () => {
    expect(secretsIn({ password: 'DemoPass#2026' }, ['DemoPass#2026'])).toEqual([]);
  });
});
