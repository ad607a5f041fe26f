/**
 * Staff abilities: the typed set every staff route names one of, and the roles that bundle them.
 * A staff token carries its user's abilities; `*` grants everything.
 */
export const abilities = [
  'acceptances.view',
  'attendance.manage',
  'attention-requests.manage',
  'bookings.manage',
  'clients.manage',
  'clients.view',
  'complaints.manage',
  'hr.manage',
  'maintenance-requests.manage',
  'materials.manage',
  'purchase-orders.manage',
  'purchase-requests.manage',
  'sales.manage',
] as const;

export type Ability = (typeof abilities)[number];

export const roleAbilities: Record<string, ReadonlyArray<Ability | '*'>> = {
  admin: ['*'],
  sales: [
    'clients.view',
    'clients.manage',
    'acceptances.view',
    'attention-requests.manage',
    'bookings.manage',
  ],
  sales_support: ['clients.view', 'acceptances.view', 'bookings.manage', 'sales.manage'],
  purchasing: ['purchase-requests.manage', 'purchase-orders.manage', 'materials.manage'],
  maintenance: ['maintenance-requests.manage'],
  hr: ['hr.manage', 'attendance.manage'],
};

/** Every ability the given roles grant, without duplicates. */
export function abilitiesFor(roles: string[]): string[] {
  return [...new Set(roles.flatMap((role) => roleAbilities[role] ?? []))];
}
