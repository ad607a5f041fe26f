import { describe, expect, it } from 'vitest';
import { digestsEqual, hashPassword, randomText, sha256, verifyPassword } from '../../../shared/auth/hashing';

describe('secrets', () => {
  it('hashes passwords with a random salt and verifies only the right one', async () => {
    const first = await hashPassword('s3cret-Pass');
    const second = await hashPassword('s3cret-Pass');
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('s3cret-Pass', first)).toBe(true);
    expect(await verifyPassword('s3cret-pass', first)).toBe(false);
  });

  it('never verifies a password when no account was found', async () => {
    expect(await verifyPassword('anything', undefined)).toBe(false);
  });

  it('makes random text of the asked length from letters and digits', () => {
    const text = randomText(48);
    expect(text).toMatch(/^[A-Za-z0-9]{48}$/);
    expect(randomText(48)).not.toBe(text);
  });

  it('compares digests in full', () => {
    expect(digestsEqual(sha256('a'), sha256('a'))).toBe(true);
    expect(digestsEqual(sha256('a'), sha256('b'))).toBe(false);
    expect(digestsEqual(sha256('a'), '')).toBe(false);
  });
});
