import { type CreateOptions, createEntity } from '../../../shared/db/entity-store';
import { AREA, BLOCK, CITY, COUNTRY } from '../../../shared/domain/locations/locations';

/** An English and an Arabic name. */
type Names = readonly [en: string, ar: string];

interface RegionPlan {
  names: Names;
  cities: Names[];
}

// The 13 regions of Saudi Arabia in their official order, each with its main cities (the region's
// seat first). Riyadh and Makkah come first: their records kept ids 1 and 2 from earlier seeds.
const saudiRegions: RegionPlan[] = [
  {
    names: ['Riyadh Region', 'منطقة الرياض'],
    cities: [
      ['Riyadh', 'الرياض'],
      ['Al Kharj', 'الخرج'],
      ['Ad Diriyah', 'الدرعية'],
      ["Al Majma'ah", 'المجمعة'],
    ],
  },
  {
    names: ['Makkah Region', 'منطقة مكة المكرمة'],
    cities: [
      ['Jeddah', 'جدة'],
      ['Makkah', 'مكة المكرمة'],
      ['Taif', 'الطائف'],
      ['Rabigh', 'رابغ'],
    ],
  },
  {
    names: ['Madinah Region', 'منطقة المدينة المنورة'],
    cities: [
      ['Madinah', 'المدينة المنورة'],
      ['Yanbu', 'ينبع'],
      ['Al Ula', 'العلا'],
    ],
  },
  {
    names: ['Qassim Region', 'منطقة القصيم'],
    cities: [
      ['Buraydah', 'بريدة'],
      ['Unaizah', 'عنيزة'],
      ['Ar Rass', 'الرس'],
    ],
  },
  {
    names: ['Eastern Province', 'المنطقة الشرقية'],
    cities: [
      ['Dammam', 'الدمام'],
      ['Al Khobar', 'الخبر'],
      ['Dhahran', 'الظهران'],
      ['Al Ahsa', 'الأحساء'],
      ['Jubail', 'الجبيل'],
      ['Hafar Al Batin', 'حفر الباطن'],
    ],
  },
  {
    names: ['Asir Region', 'منطقة عسير'],
    cities: [
      ['Abha', 'أبها'],
      ['Khamis Mushait', 'خميس مشيط'],
      ['Bisha', 'بيشة'],
    ],
  },
  {
    names: ['Tabuk Region', 'منطقة تبوك'],
    cities: [
      ['Tabuk', 'تبوك'],
      ['Umluj', 'أملج'],
    ],
  },
  { names: ['Hail Region', 'منطقة حائل'], cities: [['Hail', 'حائل']] },
  {
    names: ['Northern Borders Region', 'منطقة الحدود الشمالية'],
    cities: [
      ['Arar', 'عرعر'],
      ['Rafha', 'رفحاء'],
    ],
  },
  {
    names: ['Jazan Region', 'منطقة جازان'],
    cities: [
      ['Jazan', 'جازان'],
      ['Sabya', 'صبيا'],
    ],
  },
  {
    names: ['Najran Region', 'منطقة نجران'],
    cities: [
      ['Najran', 'نجران'],
      ['Sharurah', 'شرورة'],
    ],
  },
  {
    names: ['Al Bahah Region', 'منطقة الباحة'],
    cities: [
      ['Al Bahah', 'الباحة'],
      ['Baljurashi', 'بلجرشي'],
    ],
  },
  {
    names: ['Al Jouf Region', 'منطقة الجوف'],
    cities: [
      ['Sakaka', 'سكاكا'],
      ['Dumat Al Jandal', 'دومة الجندل'],
      ['Al Qurayyat', 'القريات'],
    ],
  },
];

// Al Malqa and Al Shati first: they kept block ids 1 and 2 from earlier seeds.
const riyadhDistricts: Names[] = [
  ['Al Malqa', 'الملقا'],
  ['Al Olaya', 'العليا'],
  ['Al Sahafa', 'الصحافة'],
  ['Al Yasmin', 'الياسمين'],
  ['Al Nakheel', 'النخيل'],
  ['Hittin', 'حطين'],
  ['Al Narjis', 'النرجس'],
  ['Al Rawdah', 'الروضة'],
  ['Al Malaz', 'الملز'],
  ['Al Wurud', 'الورود'],
  ['Al Muruj', 'المروج'],
  ['Al Aqiq', 'العقيق'],
  ['Qurtubah', 'قرطبة'],
  ['Al Sulimaniyah', 'السليمانية'],
];
const jeddahDistricts: Names[] = [
  ['Al Shati', 'الشاطئ'],
  ['Al Rawdah', 'الروضة'],
  ['Al Salamah', 'السلامة'],
  ['Al Zahra', 'الزهراء'],
  ['Al Hamra', 'الحمراء'],
  ['Al Andalus', 'الأندلس'],
  ['Al Naeem', 'النعيم'],
  ['Al Basateen', 'البساتين'],
  ['Obhur Al Shamaliyah', 'أبحر الشمالية'],
  ['Al Safa', 'الصفا'],
  ['Al Marwah', 'المروة'],
  ['Al Balad', 'البلد'],
];

// A second country, so the filters by country mean something.
const egyptGovernorates: RegionPlan[] = [
  {
    names: ['Cairo Governorate', 'محافظة القاهرة'],
    cities: [
      ['Cairo', 'القاهرة'],
      ['New Cairo', 'القاهرة الجديدة'],
    ],
  },
  {
    names: ['Giza Governorate', 'محافظة الجيزة'],
    cities: [
      ['Giza', 'الجيزة'],
      ['6th of October City', 'مدينة السادس من أكتوبر'],
    ],
  },
  { names: ['Alexandria Governorate', 'محافظة الإسكندرية'], cities: [['Alexandria', 'الإسكندرية']] },
];
const cairoDistricts: Names[] = [
  ['Nasr City', 'مدينة نصر'],
  ['Maadi', 'المعادي'],
  ['Zamalek', 'الزمالك'],
  ['Heliopolis', 'مصر الجديدة'],
];

type CityEntity = Awaited<ReturnType<typeof createCity>>;

function createCity(names: Names, countryId: number, areaId: number, sortOrder: number) {
  return createEntity(CITY, {
    name: names[0],
    name_ar: names[1],
    country_id: countryId,
    area_id: areaId,
    parent_id: null,
    type: 'city',
    sort_order: sortOrder,
  });
}

const createBlock = (names: Names, cityId: number, sortOrder: number) =>
  createEntity(BLOCK, {
    name: names[0],
    name_ar: names[1],
    city_id: cityId,
    type: 'district',
    sort_order: sortOrder,
  });

/**
 * The lookups every address uses, in Arabic and English: Saudi Arabia's 13 regions with their main
 * cities and the districts of Riyadh and Jeddah, and Egypt's three largest governorates. Written
 * one by one, so ids are stable: Saudi Arabia 1, Egypt 2, Riyadh Region 1, Makkah Region 2,
 * Riyadh 1, Jeddah 2, Al Malqa 1, Al Shati 2 (clients, units and rentals name these).
 * `firstWrite` goes with the first record's create (Saudi Arabia): a unique marker there makes a
 * second writer of the set fail before it writes anything (`npm run first-deploy`).
 */
export async function seedPlaces(firstWrite: Pick<CreateOptions, 'uniques'> = {}) {
  const saudiArabia = await createEntity(
    COUNTRY,
    { name: 'Saudi Arabia', name_ar: 'المملكة العربية السعودية', code: 'SA', sort_order: 1 },
    firstWrite,
  );
  const egypt = await createEntity(COUNTRY, { name: 'Egypt', name_ar: 'مصر', code: 'EG', sort_order: 2 });
  const areaOf = (plan: RegionPlan, countryId: number, type: string, sortOrder: number) =>
    createEntity(AREA, {
      name: plan.names[0],
      name_ar: plan.names[1],
      country_id: countryId,
      type,
      sort_order: sortOrder,
    });

  // Riyadh and Makkah regions, then their seats, then the two districts earlier seeds named.
  const [riyadhRegion, makkahRegion] = saudiRegions as [RegionPlan, RegionPlan, ...RegionPlan[]];
  const areas = [
    await areaOf(riyadhRegion, saudiArabia.id, 'region', 1),
    await areaOf(makkahRegion, saudiArabia.id, 'region', 2),
  ];
  const [areaRiyadh, areaMakkah] = areas as [(typeof areas)[number], (typeof areas)[number]];
  const riyadh = await createCity(riyadhRegion.cities[0] as Names, saudiArabia.id, areaRiyadh.id, 100);
  const jeddah = await createCity(makkahRegion.cities[0] as Names, saudiArabia.id, areaMakkah.id, 200);
  const blocks = [
    await createBlock(riyadhDistricts[0] as Names, riyadh.id, 1),
    await createBlock(jeddahDistricts[0] as Names, jeddah.id, 1),
  ];

  const cities: CityEntity[] = [riyadh, jeddah];
  for (const [index, plan] of saudiRegions.entries()) {
    const area =
      index === 0
        ? areaRiyadh
        : index === 1
          ? areaMakkah
          : await areaOf(plan, saudiArabia.id, 'region', index + 1);
    if (index > 1) areas.push(area);
    for (const [position, names] of plan.cities.entries()) {
      if (position === 0 && index < 2) continue;
      cities.push(await createCity(names, saudiArabia.id, area.id, (index + 1) * 100 + position));
    }
  }
  for (const [position, names] of riyadhDistricts.slice(1).entries())
    blocks.push(await createBlock(names, riyadh.id, position + 2));
  for (const [position, names] of jeddahDistricts.slice(1).entries())
    blocks.push(await createBlock(names, jeddah.id, position + 2));

  for (const [index, plan] of egyptGovernorates.entries()) {
    const area = await areaOf(plan, egypt.id, 'governorate', 100 + index);
    for (const [position, names] of plan.cities.entries())
      cities.push(await createCity(names, egypt.id, area.id, 10_000 + index * 100 + position));
  }
  const cairo = cities.find((city) => city.name === 'Cairo') as CityEntity;
  for (const [position, names] of cairoDistricts.entries()) await createBlock(names, cairo.id, position + 1);

  return { saudiArabia, egypt, riyadh, jeddah, areas, blocks, cities };
}
