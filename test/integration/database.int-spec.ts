import 'reflect-metadata';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../server/common/database/data-source-options.js';
import { AppError, ErrorCode } from '../../server/common/errors/error-codes.js';
import { loadConfig } from '../../server/config/config.js';
import { verifyPassword } from '../../server/common/auth/password.js';
import { Role } from '../../server/common/auth/role.js';
import { ENTITIES } from '../../server/entities.js';
import { UsersService } from '../../server/modules/users/users.service.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

describe('database on real PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('the clone carries every migration, recorded once', async () => {
    const ds = t.app.get<DataSource>(getDataSourceToken());
    const rows = await ds.query('SELECT name FROM migrations ORDER BY id');
    expect(rows.map((r: { name: string }) => r.name)).toEqual(ds.migrations.map((m) => m.name));
    expect(await ds.showMigrations()).toBe(false);
  });

  it('the migrations build exactly the schema the entities describe (no drift)', async () => {
    const ds = new DataSource({ ...dataSourceOptions(loadConfig({ DATABASE_URL: t.config.DATABASE_URL, DATA_DIR: t.config.dataDir }), ENTITIES), migrationsRun: false });
    await ds.initialize();
    try {
      const pending = await ds.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((q) => q.query)).toEqual([]);
    } finally {
      await ds.destroy();
    }
  });

  it('the app loads exactly the entities the CLI knows', () => {
    const ds = t.app.get<DataSource>(getDataSourceToken());
    expect(ds.entityMetadatas.map((m) => m.target).sort()).toEqual([...ENTITIES].sort());
  });

  it('creates a user with a lower-cased email and a scrypt hash, and refuses a duplicate', async () => {
    const users = t.app.get(UsersService);
    const user = await users.create({ email: ' Ada@Example.ORG ', password: 'secret!1', role: Role.SUPER_ADMIN, firstName: 'Ada' });
    expect(user.email).toBe('ada@example.org');
    expect(await verifyPassword('secret!1', user.passwordHash)).toBe(true);
    const again = await users.create({ email: 'ada@example.org', password: 'x!xxxxx', role: Role.OFFICER }).catch((e) => e);
    expect(again).toBeInstanceOf(AppError);
    expect((again as AppError).code).toBe(ErrorCode.CONFLICT);
  });

  it('the database refuses a role outside the six', async () => {
    const ds = t.app.get<DataSource>(getDataSourceToken());
    await expect(
      ds.query(`INSERT INTO users (email, password_hash, role) VALUES ('x@y.z', 'h', 'KING')`),
    ).rejects.toThrow(/CK_users_role/);
  });
});
