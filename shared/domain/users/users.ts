import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../config/env';
import { dynamo } from '../../db/client';
import { findEntity, type StoredEntity } from '../../db/entity-store';
import { keys } from '../../db/keys';

/** A staff member (or supplier / developer account) of the back office. */
export interface User {
  name: string;
  email: string;
  phone: number | null;
  job_title: string | null;
  id_number: number | null;
  roles: string[];
  password_hash?: string;
}

export type UserEntity = User & StoredEntity;

export interface UserSimple {
  id: number;
  name: string;
  email: string;
  phone: number | null;
  job_title: string | null;
  id_number: number | null;
}

export const USER = 'USER';

/** The UserSimple summary nested in other records. */
export const userSimple = (user: UserEntity | undefined): UserSimple | null =>
  user
    ? {
        id: user.id,
        name: user.name,
        email: user.email,
        phone: user.phone ?? null,
        job_title: user.job_title ?? null,
        id_number: user.id_number ?? null,
      }
    : null;

/** Digits only, so "+966 50-123 4567" and "966501234567" are the same phone. */
export const normalizePhone = (phone: string): string => phone.replace(/[^\d]/g, '');

/** Finds an entity of `type` through its unique e-mail or phone marker. */
export async function findByEmailOrPhone<T>(
  type: string,
  emailOrPhone: string,
): Promise<(T & StoredEntity) | undefined> {
  const value = emailOrPhone.trim();
  const marker = value.includes('@')
    ? keys.unique(`${type}_EMAIL`, value.toLowerCase())
    : keys.unique(`${type}_PHONE`, normalizePhone(value));
  if (!value.includes('@') && normalizePhone(value) === '') return undefined;
  const result = await dynamo.send(new GetCommand({ TableName: tableName(), Key: marker }));
  const ownerId = result.Item?.owner_id;
  return typeof ownerId === 'number' ? findEntity<T>(type, ownerId) : undefined;
}
