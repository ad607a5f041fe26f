import { createEntity } from '../../../shared/db/entity-store';
import { halalasOfSar } from '../../../shared/domain/money';
import { PROJECT_ITEM, type ProjectItem } from '../../../shared/domain/projects/project-items';
import { PROJECT } from '../../../shared/domain/projects/projects';
import { SUPPLIER_CR_KIND } from '../../../shared/domain/purchasing/add-supplier';
import { SUPPLIER_PROFILE, SUPPLY_AGREEMENT } from '../../../shared/domain/purchasing/suppliers';
import type { SeededPeople } from './people';
import type { SeededProperty } from './property';
import { daysFromNow } from './time';

const riyadhDate = (offsetDays: number) => daysFromNow(offsetDays).slice(0, 10);

/** The budget lines of demo project 1 (SAR), at ids 1-4; project 2 has two. */
const PROJECT_ITEMS: Array<{ project: 0 | 1; code: string; ar: string; en: string; budget: number }> = [
  {
    project: 0,
    code: 'STR-01',
    ar: 'الهيكل الخرساني والحديد',
    en: 'Structure: concrete and steel',
    budget: 1_500_000,
  },
  { project: 0, code: 'MAS-01', ar: 'أعمال البلك واللياسة', en: 'Masonry and plaster', budget: 420_000 },
  { project: 0, code: 'SITE-01', ar: 'أعمال الموقع والتسوير', en: 'Site works and fencing', budget: 50_000 },
  {
    project: 0,
    code: 'MEP-01',
    ar: 'الأعمال الكهروميكانيكية',
    en: 'Mechanical, electrical and plumbing',
    budget: 1_200_000,
  },
  {
    project: 1,
    code: 'STR-01',
    ar: 'الهيكل الخرساني والحديد',
    en: 'Structure: concrete and steel',
    budget: 2_100_000,
  },
  { project: 1, code: 'FIN-01', ar: 'أعمال التشطيبات', en: 'Finishing works', budget: 900_000 },
];

/**
 * Purchasing's reference data (STAFF-DOMAIN-2 1.9): the projects' budget lines, a supplier profile
 * for each of the three demo suppliers (the third blocked from nothing; each serving its categories)
 * and one supply agreement with the steel supplier. Nothing is committed yet: the seeded orders
 * commit their subtotals through the purchasing seed.
 */
export async function seedPurchasingReference(people: SeededPeople, property: SeededProperty) {
  const items: Array<ProjectItem & { id: number }> = [];
  for (const item of PROJECT_ITEMS) {
    const project = property.projects[item.project] as { id: number };
    const budget = halalasOfSar(item.budget);
    items.push(
      await createEntity(
        PROJECT_ITEM,
        {
          project_id: project.id,
          code: item.code,
          name_ar: item.ar,
          name_en: item.en,
          budget,
          committed: 0,
          remaining: budget,
          is_active: true,
        },
        { links: [{ type: PROJECT, id: project.id }] },
      ),
    );
  }
  const { supplier, supplier2, supplier3 } = people.users;
  const profiles = [
    {
      user: supplier,
      cr_number: '7009988776',
      vat_number: '300998877600003',
      iban: 'SA0380000000608010167519',
      national_address: 'RJDA1234, King Fahd Road, Al Olaya, Riyadh 12214',
      material_category_ids: [1, 2, 3],
    },
    {
      user: supplier2,
      cr_number: '7001234561',
      vat_number: '310123456100003',
      iban: 'SA4420000001234567891234',
      national_address: 'RIYA7788, Second Industrial City, Riyadh 14331',
      material_category_ids: [2],
    },
    {
      user: supplier3,
      cr_number: '7004567892',
      vat_number: '310456789200003',
      iban: null,
      national_address: 'DHAA4455, Industrial Area 2, Dammam 34326',
      material_category_ids: [1, 3],
    },
  ];
  for (const profile of profiles)
    await createEntity(
      SUPPLIER_PROFILE,
      {
        name: profile.user.name,
        email: profile.user.email ?? null,
        cr_number: profile.cr_number,
        vat_number: profile.vat_number,
        iban: profile.iban,
        national_address: profile.national_address,
        material_category_ids: profile.material_category_ids,
        is_blocked: false,
      },
      {
        id: profile.user.id,
        uniques: [{ kind: SUPPLIER_CR_KIND, field: 'cr_number', value: profile.cr_number }],
      },
    );
  const agreement = await createEntity(SUPPLY_AGREEMENT, {
    number: `SA-${riyadhDate(0).slice(0, 4)}-000001`,
    supplier_id: supplier2.id,
    title: 'Rebar and binding wire, framework price',
    lines: [
      { material_id: 205, unit_price: halalasOfSar(1750), max_qty: 300, ordered_qty: 0, remaining_qty: 300 },
      { material_id: 207, unit_price: halalasOfSar(42), max_qty: 500, ordered_qty: 0, remaining_qty: 500 },
    ],
    valid_from: riyadhDate(-60),
    valid_to: riyadhDate(305),
    status: 'active',
  });
  return { projectItems: items, agreement };
}
