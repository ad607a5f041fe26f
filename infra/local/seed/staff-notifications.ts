import { transact } from '../../../shared/db/transactions';
import { staffNotificationWrites } from '../../../shared/domain/notifications/staff-notifications';
import type { SeededPeople } from './people';

/**
 * Three notifications of the demo staff member (ids 1 to 3 on a fresh table: seeded right after the
 * people), so the notification examples have something to list and mark read.
 */
export async function seedStaffNotifications(people: SeededPeople): Promise<void> {
  const staff = people.users.staff.id;
  const messages = [
    {
      module: 'acceptances',
      type: 'acceptance_requested',
      title: { en: 'Approval requested', ar: 'طلب موافقة' },
      body: { en: 'A discount waits for your approval.', ar: 'خصم بانتظار موافقتك.' },
    },
    {
      module: 'acceptances',
      type: 'acceptance_decided',
      title: { en: 'Approval decided', ar: 'تم البت في الموافقة' },
      body: { en: 'Your request was approved.', ar: 'تمت الموافقة على طلبك.' },
    },
    {
      module: 'bookings',
      type: 'booking_expiring',
      title: { en: 'Booking expiring', ar: 'حجز على وشك الانتهاء' },
      body: { en: 'A booking expires today.', ar: 'ينتهي حجز اليوم.' },
    },
  ];
  for (const message of messages) {
    await transact(
      await staffNotificationWrites([staff], message),
      () => new Error('seed notification refused'),
    );
  }
}
