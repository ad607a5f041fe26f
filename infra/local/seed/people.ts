import { hashPassword } from '../../../shared/auth/hashing';
import { createEntity } from '../../../shared/db/entity-store';
import {
  CLIENT,
  type Client,
  clientSearchValues,
  clientUniques,
  emptyClient,
} from '../../../shared/domain/clients/clients';
import { LAND_OWNER } from '../../../shared/domain/projects/projects';
import { USER, type User } from '../../../shared/domain/users/users';
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
  return createEntity(USER, user, {
    uniques: [
      { kind: 'USER_EMAIL', field: 'email', value: user.email.toLowerCase() },
      { kind: 'USER_PHONE', field: 'phone', value: user.phone === null ? null : String(user.phone) },
    ],
  });
}

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

  const staff = await createUser({
    ...staffUser('Demo Staff', credentials.staffEmail, 966500000001, 'Sales Manager', 1090000001, ['admin']),
    password_hash: passwordHash,
  });
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
  const projectManager = await createUser(
    staffUser('Hind Al-Rashid', 'hind.pm@example.com', 966500000004, 'Project Manager', 1090000004, [
      'project_manager',
    ]),
  );
  const salesOnMap = await createUser(
    staffUser('Bandar Al-Saleh', 'bandar.map@example.com', 966500000005, 'Off-plan Sales Lead', 1090000005, [
      'sales',
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
        national_id: 1010000000 + i * 131,
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
    national_id: 1098765432,
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
    users: { staff, salesRep, supportRep, developer, government, projectManager, salesOnMap, supplier },
    landOwners,
    clients,
    demoClient,
  };
}

export type SeededPeople = Awaited<ReturnType<typeof seedPeople>>;
