import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { SystemSettingsPage } from './SystemSettingsPage';
import { AppSettingsQuery, SystemSettingsPageQuery, ZoneCapacityQuery } from './settings.queries';
import { renderWithProviders, viewerCanMock } from '../../test-utils';

const item = (envVar: string, name: string, provider: string, required: boolean, present: boolean, neededInProduction = required) => ({
  __typename: 'ConfigPresenceItem' as const,
  envVar,
  name,
  provider,
  required,
  neededInProduction,
  present,
  description: `What ${name} does.`,
});
const items = [
  item('ANTHROPIC_API_KEY', 'Anthropic API key', 'AI', false, false),
  item('ANTHROPIC_MODEL', 'Anthropic model', 'AI', false, true),
  item('DATABASE_URL', 'PostgreSQL URL', 'DATABASE', true, true),
  item('REDIS_URL', 'Redis URL', 'QUEUE', true, false),
];

const capacityMocks = [
  viewerCanMock({ readSettings: true }),
  { request: { query: ZoneCapacityQuery }, result: { data: { zoneOccupancy: [] } } },
  { request: { query: AppSettingsQuery }, result: { data: { appSettings: { __typename: 'AppSettings' as const, longStayDays: 30, strayHoldDays: 7, behaviorAlertSeverity: '3A' } } } },
];

describe('SystemSettingsPage', () => {
  it('shows the counts and one badge per item, grouped by provider', async () => {
    renderWithProviders(<SystemSettingsPage />, {
      mocks: [{ request: { query: SystemSettingsPageQuery }, result: { data: { configPresence: items } } }, ...capacityMocks],
    });
    const keys = await screen.findByRole('group', { name: 'Keys Present' });
    expect(within(keys).getByText('2')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Required Present' })).getByText('1')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Required Missing' })).getByText('1')).toBeTruthy();

    const ai = screen.getByRole('list', { name: 'AI' });
    expect(within(ai).getByRole('listitem', { name: 'Anthropic API key' }).textContent).toContain('Optional');
    expect(within(ai).getByRole('listitem', { name: 'Anthropic model' }).textContent).toContain('Present');
    const redis = screen.getByRole('listitem', { name: 'Redis URL' });
    expect(within(redis).getByText('Missing')).toBeTruthy();
    expect(within(redis).getByText('Required')).toBeTruthy();
    expect(within(redis).getByText('REDIS_URL')).toBeTruthy();
    expect(screen.getByRole('note', { name: 'Security notice' })).toBeTruthy();
  });

  it('on a working embedded install, counts nothing missing and says the default is in use', async () => {
    // What the server answers without DATABASE_URL, REDIS_URL, GCS_BUCKET or SMTP_URL (config-presence.ts).
    const embedded = [
      item('ANTHROPIC_API_KEY', 'Anthropic API key', 'AI', false, false),
      item('GCS_BUCKET', 'Cloud Storage bucket', 'STORAGE', false, false, true),
      item('SMTP_URL', 'SMTP server URL', 'MAIL', false, false, true),
      item('DATABASE_URL', 'PostgreSQL URL', 'DATABASE', false, false, true),
      item('REDIS_URL', 'Redis URL', 'QUEUE', false, false, true),
      item('SESSION_SECRET', 'Session secret', 'SECURITY', false, true, true),
    ];
    renderWithProviders(<SystemSettingsPage />, {
      mocks: [{ request: { query: SystemSettingsPageQuery }, result: { data: { configPresence: embedded } } }, ...capacityMocks],
    });
    const missing = await screen.findByRole('group', { name: 'Required Missing' });
    expect(within(missing).getByText('0')).toBeTruthy();
    expect(missing.textContent).not.toContain('degraded');
    expect(within(screen.getByRole('group', { name: 'Required Present' })).getByText(/needs no key/)).toBeTruthy();
    const database = screen.getByRole('listitem', { name: 'PostgreSQL URL' });
    expect(database.textContent).toContain('Default in use');
    expect(database.textContent).toContain('Needed in production');
    expect(database.textContent).not.toContain('Missing');
    expect(screen.queryByText('Missing')).toBeNull();
  });

  it('says so when the role is not allowed, without a retry', async () => {
    renderWithProviders(<SystemSettingsPage />, {
      mocks: [
        {
          request: { query: SystemSettingsPageQuery },
          result: { errors: [new GraphQLError('Your role does not allow this', { extensions: { code: 'FORBIDDEN' } })] },
        },
        ...capacityMocks,
      ],
    });
    expect(await screen.findByText('Your role does not have access to system settings')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /try again/i })).toBeNull();
  });
});
