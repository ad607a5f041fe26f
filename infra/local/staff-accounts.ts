import { randomInt, randomUUID } from 'node:crypto';
import { abilitiesFor } from '../../shared/auth/abilities';
import { issueAccessToken } from '../../shared/auth/access-tokens';
import { hashPassword } from '../../shared/auth/hashing';
import { createEntity } from '../../shared/db/entity-store';
import { USER, userUniques } from '../../shared/domain/users/users';
import { demoCredentials } from './demo-credentials';

/**
 * A new staff account (role `employee`, the demo password, a random phone) signed in: what the
 * delete-account example deletes and the Postman run texts its code to, so the examples, the events replay and the Postman run can run it again and
 * again without removing a demo user. Local stack only.
 */
export async function newSignedInStaffAccount(): Promise<{
  id: number;
  email: string;
  phone: string;
  token: string;
}> {
  const email = `leaving.${randomUUID().slice(0, 8)}@example.com`;
  const phone = `9665${String(randomInt(0, 10 ** 8)).padStart(8, '0')}`;
  const user = {
    name: 'Leaving Staff',
    email,
    phone: Number(phone),
    job_title: 'Office Assistant',
    id_number: null,
    roles: ['employee'],
    password_hash: await hashPassword(demoCredentials().password),
    row_scope: 'own' as const,
  };
  const created = await createEntity(USER, user, { uniques: userUniques(user) });
  const token = await issueAccessToken('user', created.id, abilitiesFor(user.roles));
  return { id: created.id, email, phone, token: token.plainText };
}
