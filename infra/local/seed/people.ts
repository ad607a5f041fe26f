import { hashPassword } from '../../../shared/auth/hashing';
import { createEntity, updateEntity } from '../../../shared/db/entity-store';
import {
  CLIENT,
  type Client,
  clientSearchValues,
  clientUniques,
  emptyClient,
} from '../../../shared/domain/clients/clients';
import { withSaudiIdCheckDigit } from '../../../shared/domain/clients/saudi-national-id';
import { LAND_OWNER } from '../../../shared/domain/projects/projects';
import { setLineManager } from '../../../shared/domain/users/line-manager';
import { USER, type User, userUniques } from '../../../shared/domain/users/users';
import { demoCredentials } from '../demo-credentials';
import { seedCompany } from './company';
import { seedPlaces } from './places';

const firstNames = [
  'Ahmed',
  'Fatimah',
  'Omar',
  'Noura',
  'Khalid',
  'Sara',
  'Yousef',
  'Layla',
  'Faisal',
  'Huda',
  'Majed',
  'Reem',
];
const lastNames = [
  'Al-Harbi',
  'Al-Qahtani',
  'Al-Otaibi',
  'Al-Ghamdi',
  'Al-Zahrani',
  'Al-Shehri',
  'Al-Dosari',
  'Al-Mutairi',
];

/** Creates a client with its unique markers and search text, as the API's own writes do. */
export function createClient(client: Client) {
  return createEntity(CLIENT, client, { uniques: clientUniques(client), search: clientSearchValues(client) });
}

function createUser(user: User) {
  return createEntity(USER, user, { uniques: userUniques(user) });
}

/**
 * One demo staff member per role of shared/auth/abilities.ts (admin is the demo staff user), all
 * with the demo password, so each role can be tried: `demo.<role, dashed>@example.com`.
 * Departments are numbers until the HR issue brings their records: 1 sales, 2 finance,
 * 3 procurement, 4 projects, 5 human resources, 6 management.
 */
const DEMO_ROLE_USERS: Array<
  { role: string; name: string; title: string } & Pick<User, 'row_scope'> & {
      department: number;
    }
> = [
  { role: 'employee', name: 'Amal Al-Juhani', title: 'Office Assistant', row_scope: 'own', department: 6 },
  { role: 'sales_agent', name: 'Fahad Al-Anazi', title: 'Sales Agent', row_scope: 'own', department: 1 },
  {
    role: 'sales_manager',
    name: 'Demo Staff',
    title: 'Sales Manager',
    row_scope: 'department',
    department: 1,
  },
  {
    role: 'sales_director',
    name: 'Waleed Al-Harthi',
    title: 'Sales Director',
    row_scope: 'all',
    department: 1,
  },
  {
    role: 'collections_officer',
    name: 'Nada Al-Shammari',
    title: 'Collections Officer',
    row_scope: 'own',
    department: 2,
  },
  {
    role: 'accountant',
    name: 'Sultan Al-Balawi',
    title: 'Accountant',
    row_scope: 'department',
    department: 2,
  },
  {
    role: 'finance_manager',
    name: 'Rana Al-Amri',
    title: 'Finance Manager',
    row_scope: 'department',
    department: 2,
  },
  {
    role: 'general_manager',
    name: 'Abdulaziz Al-Rasheed',
    title: 'General Manager',
    row_scope: 'all',
    department: 6,
  },
  {
    role: 'procurement_officer',
    name: 'Hatem Al-Shahri',
    title: 'Procurement Officer',
    row_scope: 'own',
    department: 3,
  },
  {
    role: 'procurement_manager',
    name: 'Mishari Al-Tamimi',
    title: 'Procurement Manager',
    row_scope: 'department',
    department: 3,
  },
  {
    role: 'project_manager',
    name: 'Lama Al-Khaldi',
    title: 'Project Manager',
    row_scope: 'projects',
    department: 4,
  },
  {
    role: 'warehouse_keeper',
    name: 'Ibrahim Al-Sulami',
    title: 'Warehouse Keeper',
    row_scope: 'projects',
    department: 4,
  },
  { role: 'hr_officer', name: 'Ghada Al-Omari', title: 'HR Officer', row_scope: 'department', department: 5 },
  { role: 'hr_manager', name: 'Tariq Al-Juaid', title: 'HR Manager', row_scope: 'all', department: 5 },
  // His role reaches the maintenance of his projects (roleFamilyScopes); his leads stay his own.
  {
    role: 'technician',
    name: 'Yousef Al-Ghamdi',
    title: 'Maintenance Technician',
    row_scope: 'own',
    department: 4,
  },
  // The fallback reviewer of a step no one else can review (four-eyes compares persons: the demo staff
  // user and demo.sales-manager are one person, so a discount either of them asks for goes here).
  { role: 'admin', name: 'Nasser Al-Harbi', title: 'System Administrator', row_scope: 'all', department: 6 },
];

/** The demo staff member's e-mail for a role (`sales_manager` -> `demo.sales-manager@example.com`). */
export const demoRoleEmail = (role: string): string => `demo.${role.replaceAll('_', '-')}@example.com`;

const staffUser = (
  name: string,
  email: string,
  phone: number | null,
  jobTitle: string,
  idNumber: number,
  roles: string[],
): User => ({
  name,
  email,
  phone,
  job_title: jobTitle,
  id_number: idNumber,
  roles,
});

/** Places, staff and partner users, land owners and 25 clients (the demo client last, so first in lists). */
export async function seedPeople() {
  const credentials = demoCredentials();
  const passwordHash = await hashPassword(credentials.password);
  const places = await seedPlaces();
  await seedCompany();
  const { saudiArabia, riyadh, jeddah, areas, blocks } = places;

  const demoStaff = await createUser({
    ...staffUser('Demo Staff', credentials.staffEmail, 966500000001, 'Sales Manager', 1090000001, [
      'admin',
      // A reviewer of the seeded discounts' first step, so the approval examples decide as this user.
      'sales_manager',
    ]),
    password_hash: passwordHash,
    row_scope: 'all',
  });
  // A person's accounts share a person id: the id of their first account (switch-account).
  const staff = await updateEntity(USER, demoStaff.id, { person_id: demoStaff.id }, { recordName: 'user' });
  const salesRep = await createUser(
    staffUser('Mona Al-Saud', 'mona.sales@example.com', 966500000002, 'Sales Consultant', 1090000002, [
      'sales_agent',
    ]),
  );
  const supportRep = await createUser(
    staffUser('Turki Al-Fahad', 'turki.support@example.com', null, 'Sales Support', 1090000003, [
      'sales_agent',
    ]),
  );
  const developer = await createUser(
    staffUser(
      'Rakan Development Co.',
      'projects@rakan-dev.example.com',
      966114000100,
      'Developer Representative',
      7001234567,
      [],
    ),
  );
  const government = await createUser(
    staffUser(
      'Saad Al-Mansour',
      'saad.mansour@momrah.example.gov.sa',
      966114000200,
      'Municipal Liaison',
      1022334455,
      [],
    ),
  );
  // The demo projects' manager (their approvals' project-manager steps): signs in with the demo password.
  const projectManager = await createUser({
    ...staffUser('Hind Al-Rashid', 'hind.pm@example.com', 966500000004, 'Project Manager', 1090000004, [
      'project_manager',
    ]),
    password_hash: passwordHash,
  });
  const salesOnMap = await createUser(
    staffUser('Bandar Al-Saleh', 'bandar.map@example.com', 966500000005, 'Off-plan Sales Lead', 1090000005, [
      'sales_agent',
    ]),
  );
  const supplier = await createUser(
    staffUser(
      'Gulf Building Supplies',
      'orders@gulf-supplies.example.com',
      966126500300,
      'Supplier',
      7009988776,
      [],
    ),
  );
  const roleUsers: Record<string, User & { id: number }> = {};
  for (const [index, demo] of DEMO_ROLE_USERS.entries()) {
    roleUsers[demo.role] = await createUser({
      ...staffUser(
        demo.name,
        demoRoleEmail(demo.role),
        966500000101 + index,
        demo.title,
        1090000101 + index,
        [demo.role],
      ),
      password_hash: passwordHash,
      row_scope: demo.row_scope,
      department_id: demo.department,
      // Every demo member works on both demo projects; what they reach of them is their scope's.
      project_ids: [1, 2],
      // The demo staff user's second account: the same person, as sales manager.
      person_id: demo.role === 'sales_manager' ? staff.id : null,
    });
  }

  // Line managers (the approval chains' `requester_manager`): each demo role user reports to the
  // head of their department, heads to the general manager; the sales agents to the demo staff user.
  const managers: Record<string, number | undefined> = {
    employee: roleUsers.hr_manager?.id,
    sales_agent: roleUsers.sales_manager?.id,
    sales_manager: roleUsers.sales_director?.id,
    sales_director: roleUsers.general_manager?.id,
    collections_officer: roleUsers.finance_manager?.id,
    accountant: roleUsers.finance_manager?.id,
    finance_manager: roleUsers.general_manager?.id,
    procurement_officer: roleUsers.procurement_manager?.id,
    procurement_manager: roleUsers.general_manager?.id,
    project_manager: roleUsers.general_manager?.id,
    warehouse_keeper: roleUsers.project_manager?.id,
    technician: roleUsers.project_manager?.id,
    hr_officer: roleUsers.hr_manager?.id,
    hr_manager: roleUsers.general_manager?.id,
  };
  for (const [role, managerId] of Object.entries(managers)) {
    const user = roleUsers[role];
    if (user && managerId) await setLineManager(user.id, managerId);
  }
  for (const agent of [salesRep, supportRep, salesOnMap]) await setLineManager(agent.id, staff.id);

  // Two more suppliers, so a request can be quoted by three (STAFF-DOMAIN-2 1.9);
  // made after the role users, whose ids the tests and examples know.
  const supplier2 = await createUser(
    staffUser('Najd Steel Trading', 'sales@najd-steel.example.com', 966114400210, 'Supplier', 7001234561, []),
  );
  const supplier3 = await createUser(
    staffUser('Al-Bina Ready Mix', 'quotes@albina-rmc.example.com', 966138800450, 'Supplier', 7004567892, []),
  );

  const landOwners = [
    await createEntity(LAND_OWNER, {
      name: 'Abdullah Al-Subaie',
      email: 'a.subaie@example.com',
      phone: 966505551234,
      type: 'individual',
    }),
    await createEntity(LAND_OWNER, {
      name: 'Al Waha Holding',
      email: 'land@alwaha.example.com',
      phone: 966126661122,
      type: 'company',
    }),
  ];

  const clients = [];
  for (let i = 0; i < 24; i++) {
    const first = firstNames[i % firstNames.length] as string;
    const last = lastNames[i % lastNames.length] as string;
    const inRiyadh = i % 3 !== 0;
    clients.push(
      await createClient({
        ...emptyClient,
        name: `${first} ${last}`,
        phone: `9665${String(51000000 + i * 7919).padStart(8, '0')}`,
        other_phone: i % 4 === 0 ? `9665${String(61000000 + i).padStart(8, '0')}` : null,
        email: `${first}.${last}.${i + 1}@example.com`.toLowerCase(),
        nationality_id: saudiArabia.id,
        nationality: 'Saudi',
        area_id: (inRiyadh ? areas[0] : areas[1])?.id ?? null,
        city_id: inRiyadh ? riyadh.id : jeddah.id,
        block_id: blocks[i % 2]?.id ?? null,
        sale_support_user_id: (i % 5 === 4 ? null : [salesRep, supportRep][i % 2]?.id) ?? null,
        // Nine leading digits and the check digit that makes a valid Saudi id (the demo's first nine kept).
        national_id: withSaudiIdCheckDigit(101000000 + Math.floor((i * 131) / 10)),
        national_id_end_date: new Date(Date.UTC(2028, i % 12, 1 + (i % 27))).toISOString(),
        date_of_birth: new Date(Date.UTC(1970 + (i % 30), (i * 5) % 12, 1 + (i % 28))).toISOString(),
        postal_code: 12000 + i * 17,
        gender: i % 2 === 0 ? 'male' : 'female',
        address: `${100 + i} King Fahd Road, ${inRiyadh ? 'Riyadh' : 'Jeddah'}`,
        short_national_address: `RR${String(1000 + i)}`,
        income: ['10000-15000', '15000-25000', '25000+'][i % 3] ?? null,
        education_level: ['bachelor', 'master', 'secondary'][i % 3] ?? null,
        platform: ['website', 'instagram', 'walk-in', 'call-centre'][i % 4] ?? null,
      }),
    );
  }
  const demoClient = await createClient({
    ...emptyClient,
    name: 'Demo Client',
    phone: credentials.clientPhone,
    email: credentials.clientEmail,
    nationality_id: saudiArabia.id,
    nationality: 'Saudi',
    area_id: areas[0]?.id ?? null,
    city_id: riyadh.id,
    block_id: blocks[0]?.id ?? null,
    sale_support_user_id: staff.id,
    national_id: 1098765439, // 109876543 and its check digit
    national_id_end_date: '2029-03-01T00:00:00.000Z',
    date_of_birth: '1990-06-15T00:00:00.000Z',
    postal_code: 13521,
    gender: 'female',
    address: '12 Anas Ibn Malik Road, Riyadh',
    income: '25000+',
    education_level: 'master',
    platform: 'website',
    password_hash: passwordHash,
  });
  return {
    places,
    users: {
      staff,
      salesRep,
      supportRep,
      developer,
      government,
      projectManager,
      salesOnMap,
      supplier,
      supplier2,
      supplier3,
    },
    roleUsers,
    landOwners,
    clients,
    demoClient,
  };
}

export type SeededPeople = Awaited<ReturnType<typeof seedPeople>>;
