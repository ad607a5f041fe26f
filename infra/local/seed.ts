import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { saveApiKey } from '../../shared/auth/api-keys';
import { hashPassword } from '../../shared/auth/hashing';
import { tableName } from '../../shared/config/env';
import { dynamo } from '../../shared/db/client';
import { createEntity } from '../../shared/db/entity-store';
import { CLIENT, type Client, clientUniques } from '../../shared/domain/clients/clients';
import { USER, type User } from '../../shared/domain/users/users';
import { allScopes, demoCredentials } from './demo-credentials';

const SEED_MARKER = { pk: 'SEED', sk: 'demo-v1' };

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

const emptyClient: Client = {
  name: '',
  phone: '',
  other_phone: null,
  email: null,
  type: 'individual',
  nationality_id: null,
  nationality: null,
  area_id: null,
  city_id: null,
  block_id: null,
  sale_support_user_id: null,
  national_id: null,
  national_id_end_date: null,
  date_of_birth: null,
  postal_code: null,
  gender: null,
  address: null,
  short_national_address: null,
  income: null,
  education_level: null,
  platform: null,
  avatar: null,
  iban_number: null,
  agency_name: null,
  agency_number: null,
  agency_end_at: null,
};

async function createClient(client: Client) {
  return createEntity(CLIENT, client, { uniques: clientUniques(client) });
}

async function createUser(user: User) {
  return createEntity(USER, user, {
    uniques: [
      { kind: 'USER_EMAIL', field: 'email', value: user.email.toLowerCase() },
      { kind: 'USER_PHONE', field: 'phone', value: user.phone === null ? null : String(user.phone) },
    ],
  });
}

/**
 * Writes the demo data set through the same data layer the handlers use (so counters and unique
 * markers hold). Runs once per table: a marker item makes it a no-op on a persisted table.
 */
export async function seedDemoData(log: (line: string) => void = () => undefined): Promise<void> {
  const seeded = await dynamo.send(new GetCommand({ TableName: tableName(), Key: SEED_MARKER }));
  if (seeded.Item) {
    log('demo data already present');
    return;
  }
  const credentials = demoCredentials();
  const passwordHash = await hashPassword(credentials.password);
  await saveApiKey(credentials.apiKey, credentials.secretKey, {
    name: 'local-demo',
    scopes: allScopes,
    enabled: true,
  });
  await saveApiKey(`${credentials.apiKey}-system-only`, credentials.secretKey, {
    name: 'local-system-only',
    scopes: ['system'],
    enabled: true,
  });

  const saudiArabia = await createEntity('COUNTRY', { name: 'Saudi Arabia' });
  await createEntity('COUNTRY', { name: 'Egypt' });
  const riyadh = await createEntity('CITY', {
    name: 'Riyadh',
    country_id: saudiArabia.id,
    parent_id: null,
    type: 'city',
  });
  const jeddah = await createEntity('CITY', {
    name: 'Jeddah',
    country_id: saudiArabia.id,
    parent_id: null,
    type: 'city',
  });
  const areas = [
    await createEntity('AREA', { name: 'Riyadh Region', type: 'region' }),
    await createEntity('AREA', { name: 'Makkah Region', type: 'region' }),
  ];
  const blocks = [
    await createEntity('BLOCK', { name: 'Al Malqa', type: 'district' }),
    await createEntity('BLOCK', { name: 'Al Rawdah', type: 'district' }),
  ];

  const staff = await createUser({
    name: 'Demo Staff',
    email: credentials.staffEmail,
    phone: 966500000001,
    job_title: 'Sales Manager',
    id_number: 1090000001,
    roles: ['admin'],
    password_hash: passwordHash,
  });
  const salesReps = [
    await createUser({
      name: 'Mona Al-Saud',
      email: 'mona.sales@example.com',
      phone: 966500000002,
      job_title: 'Sales Consultant',
      id_number: 1090000002,
      roles: ['sales'],
    }),
    await createUser({
      name: 'Turki Al-Fahad',
      email: 'turki.support@example.com',
      phone: null,
      job_title: 'Sales Support',
      id_number: 1090000003,
      roles: ['sales_support'],
    }),
  ];

  for (let i = 0; i < 24; i++) {
    const first = firstNames[i % firstNames.length] as string;
    const last = lastNames[i % lastNames.length] as string;
    const inRiyadh = i % 3 !== 0;
    await createClient({
      ...emptyClient,
      name: `${first} ${last}`,
      phone: `9665${String(51000000 + i * 7919).padStart(8, '0')}`,
      other_phone: i % 4 === 0 ? `9665${String(61000000 + i).padStart(8, '0')}` : null,
      email: `${first}.${last}.${i + 1}@example.com`.toLowerCase().replace(/[^a-z0-9.@-]/g, ''),
      nationality_id: saudiArabia.id,
      nationality: 'Saudi',
      area_id: (inRiyadh ? areas[0] : areas[1])?.id ?? null,
      city_id: inRiyadh ? riyadh.id : jeddah.id,
      block_id: blocks[i % 2]?.id ?? null,
      sale_support_user_id: (i % 5 === 4 ? null : salesReps[i % 2]?.id) ?? null,
      national_id: 1010000000 + i * 131,
      national_id_end_date: new Date(Date.UTC(2028, i % 12, 1 + (i % 27))).toISOString(),
      date_of_birth: new Date(Date.UTC(1970 + (i % 30), (i * 5) % 12, 1 + (i % 28))).toISOString(),
      postal_code: 12000 + i * 17,
      gender: i % 2 === 0 ? 'male' : 'female',
      address: `${100 + i} King Fahd Road, ${inRiyadh ? 'Riyadh' : 'Jeddah'}`,
      income: ['10000-15000', '15000-25000', '25000+'][i % 3] ?? null,
      education_level: ['bachelor', 'master', 'secondary'][i % 3] ?? null,
      platform: ['website', 'instagram', 'walk-in', 'call-centre'][i % 4] ?? null,
    });
  }
  // The demo client is created last so it is the first row of the (newest first) client list.
  await createClient({
    ...emptyClient,
    name: 'Demo Client',
    phone: '966555000111',
    email: credentials.clientEmail,
    nationality_id: saudiArabia.id,
    nationality: 'Saudi',
    area_id: areas[0]?.id ?? null,
    city_id: riyadh.id,
    block_id: blocks[0]?.id ?? null,
    sale_support_user_id: staff.id,
    national_id: 1098765432,
    gender: 'female',
    platform: 'website',
    password_hash: passwordHash,
  });
  await dynamo.send(
    new PutCommand({ TableName: tableName(), Item: { ...SEED_MARKER, seeded_at: new Date().toISOString() } }),
  );
  log('demo data seeded: 25 clients, 3 staff users, places, 2 API key pairs');
}
