import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { SessionUser } from '../session';
import { renderWithProviders } from '../../test-utils';
import type { ViewerCan } from '../../components/use-viewer-can';
import { MobileTabBar } from './MobileTabBar';
import { SidebarContent } from './Sidebar';

const user = (role: string) =>
  ({
    __typename: 'User',
    id: 'u1',
    email: 'someone@example.org',
    firstName: 'Sam',
    lastName: 'Someone',
    role,
    profileImageUrl: null,
    totpEnabled: true,
    isTestUser: false,
    isRestricted: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastLoginAt: null,
  }) as SessionUser;

const NONE: ViewerCan = { listUsers: false, inviteUsers: false, listInvitations: false, resetOwnTotp: false, loadSampleData: false, readSettings: false, updateSettings: false, readAlerts: false, updateAlerts: false, raiseAlerts: false, readAlertSettings: false, grantRoles: [], manageApiKeys: false, apiKeyRoles: [], apiKeyScopes: [] };

const sidebarLinks = () => within(screen.getByRole('navigation', { name: 'Main' })).queryAllByRole('link').map((l) => l.textContent);
const tabLinks = () => within(screen.getByRole('navigation', { name: 'Tabs' })).queryAllByRole('link').map((l) => l.textContent);

describe('navigation follows the served flags (issue 16)', () => {
  it('an OFFICER, who may invite but not list users, gets Users in the sidebar and the tab bar', () => {
    const can: ViewerCan = { ...NONE, inviteUsers: true, grantRoles: ['DISPATCH', 'READONLY'] as ViewerCan['grantRoles'] };
    renderWithProviders(
      <>
        <SidebarContent user={user('OFFICER')} can={can} collapsed={false} />
        <MobileTabBar user={user('OFFICER')} can={can} />
      </>,
    );
    expect(sidebarLinks()).toContain('Users');
    expect(sidebarLinks()).not.toContain('Settings');
    expect(tabLinks()).toContain('Users');
  });

  it('the served flag wins over the role: no invite and no list, no Users; no readSettings, no Settings', () => {
    // A SUPERVISOR whom the server serves nothing (say, the policy changed) sees no Users and no Settings …
    const { unmount } = renderWithProviders(<SidebarContent user={user('SUPERVISOR')} can={NONE} collapsed={false} />);
    expect(sidebarLinks()).not.toContain('Users');
    expect(sidebarLinks()).not.toContain('Settings');
    expect(sidebarLinks()).toContain('Dictionaries'); // no flag for it: the role decides
    unmount();
    // … and a DISPATCH who may neither list nor invite has no Users either.
    renderWithProviders(<MobileTabBar user={user('DISPATCH')} can={NONE} />);
    expect(tabLinks()).not.toContain('Users');
  });

  it('until me.can arrives the entries follow the role, as the policy table has them (no flicker on arrival)', () => {
    const served = (role: string, can: ViewerCan) => {
      const { unmount } = renderWithProviders(<SidebarContent user={user(role)} can={can} collapsed={false} />);
      const links = sidebarLinks();
      unmount();
      return links;
    };
    const guessed = (role: string) => {
      const { unmount } = renderWithProviders(<SidebarContent user={user(role)} can={undefined} collapsed={false} />);
      const links = sidebarLinks();
      unmount();
      return links;
    };
    // What the server serves each role today (viewer-can.int-spec.ts proves it is what it enforces).
    const officer: ViewerCan = { ...NONE, inviteUsers: true };
    const supervisor: ViewerCan = { ...NONE, listUsers: true, inviteUsers: true, listInvitations: true, readSettings: true };
    expect(guessed('OFFICER')).toEqual(served('OFFICER', officer));
    expect(guessed('SUPERVISOR')).toEqual(served('SUPERVISOR', supervisor));
    expect(guessed('DISPATCH')).toEqual(served('DISPATCH', NONE));
  });
});
