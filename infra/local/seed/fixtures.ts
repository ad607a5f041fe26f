import { storeClient } from '../../../shared/domain/clients/store-client';

/** Records that events/ changes for good, kept apart from the demo data others read. */
export async function seedEventFixtures(): Promise<void> {
  // events/system-clients-delete.json deletes her (no sales, no bookings).
  await storeClient({ name: 'Nora Al-Shehri', phone: '966500000026', email: 'nora.events@example.com' });
}
