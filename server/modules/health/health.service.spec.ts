import { overall } from './health.service.js';

const all = (status: string) => ({ storage: { status }, db: { status }, ai: { status }, queue: { status }, mail: { status } });

describe('overall health', () => {
  it('is ok when every check is ok or not configured', () => {
    expect(overall(all('ok'))).toBe('ok');
    expect(overall({ ...all('ok'), ai: { status: 'not_configured' } })).toBe('ok');
  });

  it('is fail when storage, db or ai fails', () => {
    for (const k of ['storage', 'db', 'ai']) expect(overall({ ...all('ok'), [k]: { status: 'fail' } })).toBe('fail');
  });

  it('is warn when a check warns, or when the queue or mail fails', () => {
    expect(overall({ ...all('ok'), storage: { status: 'warn' } })).toBe('warn');
    expect(overall({ ...all('ok'), queue: { status: 'fail' } })).toBe('warn');
    expect(overall({ ...all('ok'), mail: { status: 'fail' } })).toBe('warn');
  });
});
