import { roleMembers } from '../../shared/domain/acceptances/role-members';
import { outboxPut } from '../../shared/notifications/outbox';
import { createStaffUser, existingHolder, oneTimePassword } from './staff-users';
import { alreadyPresent, type FirstDeployStep } from './step';

/**
 * The first admin: a staff user holding `admin` (every ability), with a random one-time password
 * printed once, or mailed through the outbox (`--send-password`; the mail is queued in the user's
 * own transaction, so it goes if and only if the user was written). Skipped when the e-mail is
 * already an admin's, or any admin exists (the first admin makes the others).
 */
export const adminStep: FirstDeployStep = {
  name: 'admin',
  async run({ input, printOnce }) {
    const existing = await existingHolder(input.adminEmail, 'admin');
    if (existing) return alreadyPresent(`(user #${existing.id}, ${existing.email})`);
    const admins = await roleMembers('admin');
    if (admins.length > 0)
      return alreadyPresent(
        `(user #${admins.join(', #')} holds admin; ${input.adminEmail} was not made one)`,
      );
    const password = oneTimePassword();
    const mail = outboxPut({
      channel: 'email',
      to: input.adminEmail.toLowerCase(),
      subject: 'Your staff account',
      body:
        `Hello ${input.adminName},\n\nYour administrator account of the staff app is ready. Sign in with ` +
        `${input.adminEmail.toLowerCase()} and this one-time password:\n\n${password}\n\n` +
        'Keep it in a password manager, and change it as soon as the staff app offers it.\n',
    });
    const admin = await createStaffUser(
      { name: input.adminName, email: input.adminEmail, job_title: 'System Administrator', roles: ['admin'] },
      password,
      input.sendPassword ? [mail] : [],
    );
    if (input.sendPassword)
      return {
        written: 1,
        summary: `user #${admin.id} ${admin.email} written; its password was mailed to it`,
      };
    printOnce(`admin one-time password for ${admin.email} (shown once): ${password}`);
    return { written: 1, summary: `user #${admin.id} ${admin.email} written` };
  },
};
