/** Projects, buildings and units, and what the browse screens filter them by. */
export const propertyAttributes = {
  project_id: 'المشروع',
  project_ids: 'المشاريع',
  building_id: 'المبنى',
  unit_id: 'الوحدة',
  unit_ids: 'الوحدات',
  rooms: 'عدد الغرف',
  room_count: 'عدد الغرف',
  min_price: 'أدنى سعر',
  max_price: 'أعلى سعر',
  price_from: 'السعر من',
  price_to: 'السعر إلى',
};
