import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { dataSourceOptions } from '../common/database/data-source-options.js';
import { claimEmbeddedDatabase, EmbeddedDatabaseBusy } from '../common/database/embedded-lock.js';
import { AppError } from '../common/errors/error-codes.js';
import { passwordProblem } from '../common/validation/password.js';
import { ConfigError, loadConfig } from '../config/config.js';
import { Role } from '../common/auth/role.js';
import { UserEntity } from '../modules/users/user.entity.js';
import { createUser } from '../modules/users/users.service.js';

const USAGE = 'usage: npm run user:create -- --email E --password P --role SUPER_ADMIN [--first F --last L]';

/** The server's one password rule (common/validation/password.ts), checked again by createUser with the email. */
const args = z.object({
  email: z.string().email({ message: 'Valid email is required' }),
  password: z.string().superRefine((p, ctx) => {
    const problem = passwordProblem(p);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  role: z.enum(Role, { message: `role must be one of ${Object.values(Role).join(', ')}` }),
  first: z.string().optional(),
  last: z.string().optional(),
});

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      first: { type: 'string' },
      last: { type: 'string' },
    },
  });
  const parsed = args.safeParse(values);
  if (!parsed.success) {
    console.error(`${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n')}\n${USAGE}`);
    return 2;
  }
  const { email, password, role, first, last } = parsed.data;
  const config = loadConfig();
  claimEmbeddedDatabase(config, 'npm run user:create');
  const db = new DataSource({ ...dataSourceOptions(config, [UserEntity]), logging: ['error'] });
  await db.initialize(); // runs pending migrations, like the server does
  try {
    const user = await createUser(db.getRepository(UserEntity), { email, password, role, firstName: first, lastName: last });
    console.log(`created ${user.role} ${user.email} (${user.id})`);
    return 0;
  } finally {
    await db.destroy();
  }
}

try {
  process.exitCode = await main();
} catch (e) {
  if (e instanceof EmbeddedDatabaseBusy) {
    console.error(
      `${e.message}\nNothing was created: PGlite serves one process, so the running server would never see this user. Instead:\n` +
        `  - no user yet: open the setup link the server printed at start${e.holder.url ? ` (${e.holder.url}/setup#token=…)` : ''}\n` +
        '  - otherwise: sign in and use Users > Invite User\n' +
        '  - or stop the server and run this command again',
    );
    process.exitCode = 1;
  } else if (e instanceof ConfigError || e instanceof AppError) {
    console.error(e.message);
    process.exitCode = 1;
  } else throw e;
}
