import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../config/env';
import { dynamo } from '../../db/client';
import { findEntity } from '../../db/entity-store';
import { type EntityOf, type EntityType, entityType, type StoredEntity } from '../../db/entity-type';
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

export const USER = entityType<User>('USER');

export type UserEntity = EntityOf<typeof USER>;

export interface UserSimple {
  id: number;
  name: string;
  email: string;
  phone: number | null;
  job_title: string | null;
  id_number: number | null;
}

/** The UserSimple summary nested in other records (null for a user that is not there). */
export function userSimple(user: UserEntity): UserSimple;
export function userSimple(user: UserEntity | undefined): UserSimple | null;
export function userSimple(user: UserEntity | undefined): UserSimple | null {
  return user
    ? {
        id: user.id,
        name: user.name,
        email: user.email,
        phone: user.phone ?? null,
        job_title: user.job_title ?? null,
        id_number: user.id_number ?? null,
      }
    : null;
}

/** Digits only, so "+966 50-123 4567" and "966501234567" are the same phone. */
export const normalizePhone = (phone: string): string => phone.replace(/[^\d]/g, '');

/** Finds an entity of `type` through one of its unique-value markers (`<TYPE>_EMAIL`, `_PHONE`, ...). */
export async function findByUnique<T extends object>(
  type: EntityType<T>,
  kind: string,
  value: string,
): Promise<(T & StoredEntity) | undefined> {
  if (value === '') return undefined;
  const result = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.unique(`${type}_${kind}`, value) }),
  );
  const ownerId = result.Item?.owner_id;
  return typeof ownerId === 'number' ? findEntity(type, ownerId) : undefined;
}

/** Finds an entity of `type` by e-mail (any case) or by phone (any formatting). */
export function findByEmailOrPhone<T extends object>(
  type: EntityType<T>,
  emailOrPhone: string,
): Promise<(T & StoredEntity) | undefined> {
  const value = emailOrPhone.trim();
  return value.includes('@')
    ? findByUnique(type, 'EMAIL', value.toLowerCase())
    : findByUnique(type, 'PHONE', normalizePhone(value));
}

/**
 * Counters on a staff member's `COUNTS` item (`countsOf([{ type: USER, id }])`), moved in the same
 * transaction as what they count; the home summary and the unread badge read them, never a query.
 */
export const USER_COUNTERS = {
  /** In-app notifications not read yet (shared/domain/notifications). */
  unreadNotifications: 'NOTIFICATION_UNREAD',
  /** Approval steps waiting for this user's decision (the acceptance engine). */
  waitingAcceptances: 'ACCEPTANCE_WAITING',
} as const;
