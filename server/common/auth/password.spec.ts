import { hashPassword, verifyPassword } from './password.js';

describe('password hashing (scrypt)', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('c0rrect horse!');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    await expect(verifyPassword('c0rrect horse!', stored)).resolves.toBe(true);
    await expect(verifyPassword('c0rrect horse?', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same!pass')).not.toBe(await hashPassword('same!pass'));
  });

  it('hashes the whole password, never a truncated prefix', async () => {
    const long = 'x'.repeat(200) + '!';
    const stored = await hashPassword(long);
    await expect(verifyPassword('x'.repeat(200) + '?', stored)).resolves.toBe(false);
    await expect(verifyPassword(long, stored)).resolves.toBe(true);
  });

  it('refuses malformed stored values', async () => {
    await expect(verifyPassword('x', 'md5$abc')).resolves.toBe(false);
  });
});
