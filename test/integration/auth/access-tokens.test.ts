import { describe, expect, it } from 'vitest';
import { issueAccessToken, revokeAccessToken, verifyAccessToken } from '../../../shared/auth/access-tokens';

describe('bearer tokens (Sanctum style)', () => {
  it('issues <id>|<48 chars> and verifies it back to its owner and abilities', async () => {
    const token = await issueAccessToken('client', 42, ['client']);
    expect(token.plainText).toMatch(/^\d+\|[A-Za-z0-9]{48}$/);
    const verified = await verifyAccessToken(token.plainText);
    expect(verified).toMatchObject({
      ownerType: 'client',
      ownerId: 42,
      abilities: ['client'],
      expiresAt: token.expiresAt,
    });
  });

  it('refuses a wrong secret for a real id, and malformed values', async () => {
    const token = await issueAccessToken('user', 1, ['*']);
    const [id] = token.plainText.split('|');
    expect(await verifyAccessToken(`${id}|${'x'.repeat(48)}`)).toBeUndefined();
    expect(await verifyAccessToken('not-a-token')).toBeUndefined();
    expect(await verifyAccessToken('')).toBeUndefined();
  });

  it('refuses a revoked token at once', async () => {
    const token = await issueAccessToken('client', 7, ['client']);
    const verified = await verifyAccessToken(token.plainText);
    await revokeAccessToken(verified?.tokenId as number);
    expect(await verifyAccessToken(token.plainText)).toBeUndefined();
  });

  it('refuses an expired token even before the table TTL removes it', async () => {
    process.env.ACCESS_TOKEN_TTL_MINUTES = '-1';
    try {
      const token = await issueAccessToken('client', 8, ['client']);
      expect(await verifyAccessToken(token.plainText)).toBeUndefined();
    } finally {
      delete process.env.ACCESS_TOKEN_TTL_MINUTES;
    }
  });
});
