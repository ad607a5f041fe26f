import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { beginSignIn, SIGN_IN_LIMITS } from '../../../shared/domain/auth/sign-in-limits';
import { TooManyRequestsError } from '../../../shared/errors';

const noNotice = () => undefined;

describe('sign-in limits (domain)', () => {
  it('does not lock an account for one wrong password among good sign-ins running at the same time', async () => {
    const attempt = { account: `client#email#${randomUUID()}@example.com`, source: `test#${randomUUID()}` };
    // Four good sign-ins have taken their tries and are still comparing when a wrong one comes.
    const good = await Promise.all(
      Array.from({ length: SIGN_IN_LIMITS.freeTries - 1 }, () => beginSignIn(attempt, noNotice)),
    );
    const wrong = await beginSignIn(attempt, noNotice);
    await wrong.failed();
    await Promise.all(good.map((signIn) => signIn.succeeded()));
    const next = await beginSignIn(attempt, noNotice);
    await next.succeeded();
  });

  it('locks after five wrong passwords in a row, and refuses the next try with the wait', async () => {
    const attempt = { account: `client#email#${randomUUID()}@example.com`, source: `test#${randomUUID()}` };
    for (let i = 0; i < SIGN_IN_LIMITS.freeTries; i += 1)
      await (await beginSignIn(attempt, noNotice)).failed();
    const refused = await beginSignIn(attempt, noNotice).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TooManyRequestsError);
    expect((refused as TooManyRequestsError).retryAfter).toBeGreaterThan(0);
  });
});
