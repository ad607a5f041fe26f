import { abilities, abilitiesFor, roleAbilities } from '../../auth/abilities';
import { listPage } from '../../db/entity-store';
import {
  type RowScope,
  rowScopeOf,
  USER,
  type UserEntity,
  type UserSimple,
  userSimple,
} from '../users/users';

/** Another staff account of the same person, as switch-account offers it. */
export interface StaffAccountSummary {
  id: number;
  name: string;
  email: string;
  job_title: string | null;
  roles: string[];
}

/** The signed-in staff member as the profile shows them. */
export interface StaffProfile extends UserSimple {
  roles: string[];
  abilities: string[];
  row_scope: { scope: RowScope; project_ids: number[]; department_id: number | null };
  person_id: number | null;
  /** The person's other accounts (switch-account moves to one of them). */
  accounts: StaffAccountSummary[];
}

/** A person holds a handful of accounts: one page of their list covers them. */
const MAX_ACCOUNTS = 50;

/** The accounts of one person (at most 50), read from the declared `person_id` list of USER. */
export async function accountsOfPerson(personId: number | null | undefined): Promise<UserEntity[]> {
  if (personId === null || personId === undefined) return [];
  return (await listPage(USER, 1, MAX_ACCOUNTS, { filters: { person_id: personId } })).items;
}

/**
 * The signed-in staff member's profile: employee data, roles with the abilities they grant (a
 * session's token keeps those of its sign-in), row scope and the person's other accounts.
 */
export async function staffProfileOf(user: UserEntity): Promise<StaffProfile> {
  const roles = user.roles ?? [];
  const others = (await accountsOfPerson(user.person_id)).filter((account) => account.id !== user.id);
  return {
    ...userSimple(user),
    roles,
    abilities: abilitiesFor(roles),
    row_scope: rowScopeOf(user),
    person_id: user.person_id ?? null,
    accounts: others.map((account) => ({
      id: account.id,
      name: account.name,
      email: account.email,
      job_title: account.job_title ?? null,
      roles: account.roles ?? [],
    })),
  };
}

/** One ability as the role screens show it: its name and the three parts of `<module>.<resource>.<action>`. */
export interface AbilityDescription {
  name: string;
  module: string;
  resource: string;
  action: string;
}

const describe = (name: string): AbilityDescription => {
  const [module = '', resource = '', action = ''] = name.split('.');
  return { name, module, resource, action };
};

/** Every staff ability (shared/auth/abilities.ts), in declaration order. */
export function listAbilities(): { abilities: AbilityDescription[] } {
  return { abilities: abilities.map(describe) };
}

/**
 * What the app's role screens need: each role with the abilities it grants (`*` spelled out as
 * every ability, with `all: true`), and the whole list of abilities to pick from.
 */
export function roleFormData() {
  return {
    roles: Object.entries(roleAbilities).map(([name, granted]) => ({
      name,
      all: granted.includes('*'),
      abilities: granted.includes('*') ? [...abilities] : [...granted],
    })),
    abilities: abilities.map(describe),
  };
}
