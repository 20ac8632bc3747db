import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { ME_QUERY } from '../../app/session';
import { Toaster } from '../../components/ui/toaster';
import type { ViewerCan } from '../../components/use-viewer-can';
import { ViewerCanQuery } from '../../components/viewer-can.queries';
import { renderWithProviders } from '../../test-utils';
import { DashboardEmpty } from './DashboardEmpty';
import { SampleDataNotice } from './SampleDataNotice';
import { LoadSampleReportMutation } from './sample-data.queries';

const me = (role: string) => ({
  request: { query: ME_QUERY },
  result: {
    data: {
      me: {
        __typename: 'User',
        id: 'u1',
        email: 'someone@example.org',
        firstName: 'Sam',
        lastName: 'Someone',
        role,
        profileImageUrl: null,
        totpEnabled: false,
        isTestUser: false,
        isRestricted: false,
        createdAt: '2026-01-01T00:00:00.000Z',
        lastLoginAt: null,
      },
    },
  },
});

const settle = () => act(() => new Promise<void>((r) => setTimeout(r, 50)));

const NONE: ViewerCan = { listUsers: false, inviteUsers: false, listInvitations: false, resetOwnTotp: false, loadSampleData: false, readSettings: false, updateSettings: false, readAlerts: false, updateAlerts: false, raiseAlerts: false, readAlertSettings: false, grantRoles: [], manageApiKeys: false, apiKeyRoles: [], apiKeyScopes: [] };
const canMock = (loadSampleData: boolean) => ({
  request: { query: ViewerCanQuery },
  result: { data: { me: { __typename: 'User', id: 'u1', can: { __typename: 'ViewerCan', ...NONE, loadSampleData } } } },
});

describe('DashboardEmpty (issue 16: sample report)', () => {
  it('offers Load sample report exactly when the server serves loadSampleData, whatever the role', async () => {
    // The role alone would say the opposite in each case: the served flag decides.
    for (const [role, flag] of [['OFFICER', true], ['ADMIN', false], ['SUPER_ADMIN', true]] as const) {
      const { unmount } = renderWithProviders(<DashboardEmpty processing={false} />, { mocks: [me(role), canMock(flag)] });
      // Nothing is offered while me.can is on its way.
      expect(screen.queryByRole('button', { name: 'Load sample report' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Upload report' })).toBeTruthy();
      if (flag) expect(await screen.findByRole('button', { name: 'Load sample report' })).toBeTruthy();
      else {
        expect(await screen.findByText(/Upload a Salem/)).toBeTruthy();
        await settle(); // the answer has arrived
        expect(screen.queryByRole('button', { name: 'Load sample report' })).toBeNull();
      }
      unmount();
    }
  });

  it('the sample-data notice offers Remove sample data exactly when the server serves loadSampleData', async () => {
    for (const flag of [true, false]) {
      const { unmount } = renderWithProviders(<SampleDataNotice latestIsSample reportDate="2026-11-26T07:05:00" />, { mocks: [me(flag ? 'READONLY' : 'SUPER_ADMIN'), canMock(flag)] });
      expect(await screen.findByText(/Generated sample figures \(11\/26\/2026\), not your shelter's\./)).toBeTruthy();
      if (flag) expect(await screen.findByRole('button', { name: 'Remove sample data' })).toBeTruthy();
      else {
        await settle();
        expect(screen.queryByRole('button', { name: 'Remove sample data' })).toBeNull();
      }
      unmount();
    }
    // Figures of a real report: no notice.
    const { container } = renderWithProviders(<SampleDataNotice latestIsSample={false} reportDate="2026-11-26T07:05:00" />, { mocks: [me('SUPER_ADMIN'), canMock(true)] });
    await settle();
    expect(container.textContent).not.toMatch(/sample/i);
  });

  it('loads the sample through the server and says so', async () => {
    const load = {
      request: { query: LoadSampleReportMutation },
      result: { data: { loadSampleReport: { __typename: 'SampleReportLoad', tempId: 'tmp_1', state: 'complete', reportId: 'r1', reportDate: '2026-11-26T07:05:00' } } },
    };
    renderWithProviders(
      <>
        <DashboardEmpty processing={false} />
        <Toaster />
      </>,
      { mocks: [me('ADMIN'), canMock(true), load, canMock(true)] },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Load sample report' }));
    expect(await screen.findByText('Sample report loaded')).toBeTruthy();
  });
});
