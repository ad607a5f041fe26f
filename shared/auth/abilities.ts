/**
 * Staff roles and the abilities each grants. A staff token carries its user's abilities; a route
 * names the one it needs. `*` grants everything.
 */
export const roleAbilities: Record<string, string[]> = {
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
