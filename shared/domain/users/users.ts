import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../config/env';
import { dynamo } from '../../db/client';
import { findEntity, type UniqueValue } from '../../db/entity-store';
import { type EntityOf, type EntityType, entityType, type StoredEntity } from '../../db/entity-type';
import { keys } from '../../db/keys';

/**
 * A user's one stored row scope: their own records, their projects', their department's, all. It
 * applies to every record family (shared/domain/callers) until roles grant scopes per family.
 */
export const ROW_SCOPES = ['own', 'projects', 'department', 'all'] as const;
export type RowScope = (typeof ROW_SCOPES)[number];

/** A staff member (or supplier / developer account) of the back office. */
export interface User {
  name: string;
  email: string;
  phone: number | null;
  job_title: string | null;
  id_number: number | null;
  roles: string[];
  password_hash?: string;
  /** The person behind the account: the accounts of one person share it (switch-account). */
  person_id?: number | null;
  /** Row scope; absent on accounts written before it: `own`. */
  row_scope?: RowScope;
  /** The projects a `projects` scope covers. */
  project_ids?: number[];
  /** The department a `department` scope covers (the HR issue brings the departments). */
  department_id?: number | null;
  /** The warehouses a `warehouses` scope covers. */
  warehouse_ids?: number[];
  /** The user's line manager (a `requester_manager` approval step); absent or null: none. */
  manager_user_id?: number | null;
  /**
   * The members whose `manager_user_id` is this user, kept with it by `setLineManager`, so a
   * `team` scope reads them from the caller's own record instead of a query that grows with staff.
   */
  report_ids?: number[];
  /** Set when the account was deleted by its owner: its personal data is gone, the record stays. */
  anonymised_at?: string;
  /** False when the account is deactivated: its tokens are refused (shared/auth/access-tokens.ts). */
  is_active?: boolean;
}

/** The name a deleted account keeps, for the records that name it. */
export const DELETED_USER_NAME = 'Deleted user';

/** Staff accounts, and the accounts of one person (switch-account lists and checks them). */
export const USER = entityType<User>('USER', { lists: [['person_id']] });

export type UserEntity = EntityOf<typeof USER>;

/**
 * A staff member who can still act and be addressed: not soft-deleted (a batch read returns the kept
 * item) and not deactivated.
 */
export const isLiveUser = (user: object): boolean => {
  const { deleted_at, is_active } = user as { deleted_at?: unknown; is_active?: unknown };
  return deleted_at === undefined && is_active !== false;
};

export interface UserSimple {
  id: number;
  name: string;
  /** Null once the account was deleted by its owner (the record stays, anonymised). */
  email: string | null;
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
        email: user.email ?? null,
        phone: user.phone ?? null,
        job_title: user.job_title ?? null,
        id_number: user.id_number ?? null,
      }
    : null;
}

/** The unique markers of a user's e-mail and phone (login finds the user through them). */
export function userUniques(user: Pick<User, 'email' | 'phone'>): UniqueValue[] {
  return [
    { kind: 'USER_EMAIL', field: 'email', value: user.email.toLowerCase() },
    { kind: 'USER_PHONE', field: 'phone', value: user.phone === null ? null : String(user.phone) },
  ];
}

/** A user's row scope with its defaults (accounts written before scopes: their own records). */
export function rowScopeOf(user: User): {
  scope: RowScope;
  project_ids: number[];
  department_id: number | null;
} {
  return {
    scope: user.row_scope ?? 'own',
    project_ids: user.project_ids ?? [],
    department_id: user.department_id ?? null,
  };
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
  /** Leads of this agent whose follow-up came due and was not logged yet (the due-follow-up job). */
  followUpsDue: 'FOLLOW_UP_DUE',
} as const;
