import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { generatePassword } from '../modules/accounts/password';
import { addStaffAccount, newStaffSchema } from '../modules/accounts/staff-accounts';
import { openConfiguredDatabase } from '../db/open-from-config';

/**
 * `npm run db:add-staff -- --username amina --email amina@shop.pk --role order_confirmation`: opens a
 * staff account on the configured database (migrating it first, so it works before the first start).
 * The password comes from STAFF_PASSWORD (never the command line, which other users of the machine can
 * read); without it one is generated and shown once. Until the users screen exists this is how the
 * super admin's colleagues get an account; the end-to-end tests use it for their staff of each role.
 */
const { values } = parseArgs({
  options: { username: { type: 'string' }, email: { type: 'string' }, role: { type: 'string' } },
});
const password = process.env.STAFF_PASSWORD || generatePassword();
const parsed = newStaffSchema.safeParse({ ...values, password });
if (!parsed.success) {
  console.error(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
  process.exit(2);
}
const staff = parsed.data;

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  await addStaffAccount(database.db, staff);
  console.log(
    `Staff account ${staff.username} (${staff.role}) added` +
      (process.env.STAFF_PASSWORD ? '.' : `; password: ${password} (shown only this once)`),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error); // a taken name: 409's words
  process.exitCode = 1;
} finally {
  await database.close();
}
