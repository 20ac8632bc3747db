import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toaster } from '../../components/ui/toaster';
import { ViewerCanQuery } from '../../components/viewer-can.queries';
import type { Role, UserAction } from '../../gql/graphql';
import { grantableRolesMock, graphqlError, mockFetch, renderWithProviders, restoreFetch, settle, viewerCanMock, wideScreen } from '../../test-utils';
import { UsersPage } from './UsersPage';
import { ChangeUserEmailMutation, DisableUserMutation, EnableUserMutation, ResetUserTotpMutation, UpdateUserRoleMutation, UsersPageQuery } from './users.queries';

const SUPERVISOR = { listUsers: true, inviteUsers: true, listInvitations: true, grantRoles: ['OFFICER', 'DISPATCH', 'READONLY'] as Role[] };

const row = (id: string, firstName: string, lastName: string, actions: UserAction[], over: Record<string, unknown> = {}) => ({
  __typename: 'User',
  id,
  email: `${firstName.toLowerCase()}@example.org`,
  firstName,
  lastName,
  role: 'OFFICER',
  profileImageUrl: null,
  isTestUser: false,
  createdAt: '2026-01-15T10:00:00.000Z',
  lastLoginAt: null,
  disabledAt: null,
  actions,
  ...over,
});

const ADA = row('u2', 'Ada', 'Admin', [], { role: 'ADMIN', lastLoginAt: new Date(Date.now() - 3 * 3600_000).toISOString() });
const OLIVE = row('u3', 'Olive', 'Officer', ['CHANGE_ROLE', 'CHANGE_EMAIL', 'RESET_TOTP', 'DISABLE']);
const DEE = row('u4', 'Dee', 'Disabled', ['CHANGE_ROLE', 'ENABLE'], { role: 'DISPATCH', disabledAt: '2026-02-01T00:00:00.000Z' });
const TESS = row('u5', 'Tess', 'Tester', ['CHANGE_ROLE'], { role: 'READONLY', isTestUser: true });

const list = (users: unknown[]) => ({ request: { query: UsersPageQuery }, result: { data: { users } }, maxUsageCount: 5 });

function renderUsers(mocks: unknown[]) {
  renderWithProviders(<UsersPage />, { route: '/users', mocks: [viewerCanMock(SUPERVISOR), grantableRolesMock(SUPERVISOR.grantRoles), ...mocks] as never });
}

/** The card (phones and jsdom: the list renders as cards below `lg`) of the user named `name`. */
const card = (name: string) => screen.getByText(name).closest('[data-user-id]') as HTMLElement;

async function choose(name: string, item: string) {
  fireEvent.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  const entry = within(await screen.findByRole('menu')).getByRole('menuitem', { name: item });
  fireEvent.pointerDown(entry);
  fireEvent.click(entry);
}

async function menuOf(name: string): Promise<string[]> {
  fireEvent.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
  return items.map((item) => item.textContent?.trim() ?? '');
}

let toast: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  toast = jest.spyOn(toaster, 'create');
  mockFetch({});
});
afterEach(() => {
  toast.mockRestore();
  restoreFetch();
});

describe('User Management list (access-and-identity §2, access-and-identity §6)', () => {
  it('heads the page with the count and shows each user with name, email, role badge and description, and last login', async () => {
    renderUsers([list([ADA, OLIVE, DEE, TESS])]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Users (4)' })).toBeTruthy();
    const olive = card('Olive Officer');
    expect(within(olive).getByText('olive@example.org')).toBeTruthy();
    expect(within(olive).getByText('Officer').getAttribute('data-role')).toBe('OFFICER');
    expect(within(olive).getByText('Invitations, reports, animal locations and report processing')).toBeTruthy();
    expect(within(olive).getByText('Never')).toBeTruthy();
    expect(within(card('Ada Admin')).getByText('Administrator')).toBeTruthy();
    expect(within(card('Ada Admin')).getByText('3 hours ago')).toBeTruthy();
  });

  it('names every role with its access-and-identity §6 label and description', async () => {
    const roles: [string, string, string][] = [
      ['SUPER_ADMIN', 'Super Administrator', 'Full system administration'],
      ['ADMIN', 'Administrator', 'User management, document processing and all reports'],
      ['SUPERVISOR', 'Supervisor', 'User list, all reports and animal location data'],
      ['OFFICER', 'Officer', 'Invitations, reports, animal locations and report processing'],
      ['DISPATCH', 'Dispatcher', 'Report access and animal location data'],
      ['READONLY', 'Read-Only User', 'Read-only access to reports and animal location data'],
    ];
    renderUsers([list(roles.map(([role], index) => row(`r${index}`, `Person${index}`, role, [], { role })))]);
    await screen.findByRole('heading', { level: 1, name: 'Users (6)' });
    roles.forEach(([role, label, description], index) => {
      const person = card(`Person${index} ${role}`);
      expect(within(person).getByText(label).getAttribute('data-role')).toBe(role);
      expect(within(person).getByText(description)).toBeTruthy();
    });
  });

  it('shows initials where a user has no photo, and the photo where there is one (access-and-identity §3)', async () => {
    renderUsers([list([OLIVE, { ...ADA, profileImageUrl: '/uploads/ada.png' }])]);
    await screen.findByRole('heading', { level: 1, name: 'Users (2)' });
    // The initials are drawn by CSS from data-initials (UserAvatar), so they are not part of a button's text.
    expect(card('Olive Officer').querySelector('[data-initials="OO"]')).not.toBeNull();
    expect(card('Olive Officer').querySelector('img')).toBeNull();
    expect(card('Ada Admin').querySelector('img')?.getAttribute('src')).toBe('/uploads/ada.png');
  });

  it('marks test users and disabled users', async () => {
    renderUsers([list([OLIVE, DEE, TESS])]);
    await screen.findByRole('heading', { level: 1, name: 'Users (3)' });
    expect(within(card('Tess Tester')).getByText('Test')).toBeTruthy();
    expect(within(card('Dee Disabled')).getByText('Disabled')).toBeTruthy();
    expect(within(card('Olive Officer')).queryByText('Disabled')).toBeNull();
    expect(within(card('Olive Officer')).queryByText('Test')).toBeNull();
  });

  it('offers on each row exactly the actions the server lists, and no menu where it lists none', async () => {
    renderUsers([list([ADA, OLIVE, DEE, TESS])]);
    await screen.findByRole('heading', { level: 1, name: 'Users (4)' });
    expect(screen.queryByRole('button', { name: 'Actions for Ada Admin' })).toBeNull();
    expect(await menuOf('Olive Officer')).toEqual(['Edit Role', 'Change email', 'Reset 2FA', 'Disable']);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(await menuOf('Tess Tester')).toEqual(['Edit Role']);
  });

  it('an empty list says No users found, with Invite User', async () => {
    renderUsers([list([])]);
    expect(await screen.findByText('No users found')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Users (0)' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Invite User' })).toHaveLength(2);
  });

  it('links to Manage Invites at /users/invitations', async () => {
    renderUsers([list([OLIVE])]);
    expect((await screen.findByRole('link', { name: 'Manage Invites' })).getAttribute('href')).toBe('/users/invitations');
  });

  it('a refused list says the role has no access, with nothing to retry', async () => {
    renderUsers([{ request: { query: UsersPageQuery }, result: { errors: [graphqlError('Forbidden resource', 'FORBIDDEN')] } }]);
    expect(await screen.findByRole('heading', { name: 'Your role does not have access to user management' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Try again/ })).toBeNull();
  });

  it('a failed list can be loaded again', async () => {
    renderUsers([{ request: { query: UsersPageQuery }, error: new TypeError('Failed to fetch') }, list([OLIVE])]);
    expect(await screen.findByRole('heading', { name: 'Could not load user management' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByText('Olive Officer')).toBeTruthy();
  });
});

describe('Edit User Role (access-and-identity §2, access-and-identity §5)', () => {
  it('offers only the roles the server lets the viewer grant, starting from the current role', async () => {
    renderUsers([list([OLIVE])]);
    await screen.findByText('Olive Officer');
    await choose('Olive Officer', 'Edit Role');
    const drawer = await screen.findByRole('dialog', { name: 'Edit User Role' });
    const select = within(drawer).getByLabelText(/^Role/) as HTMLSelectElement;
    await waitFor(() => expect([...select.options].map((option) => option.text)).toEqual(['Officer', 'Dispatcher', 'Read-Only User']));
    expect(select.value).toBe('OFFICER');
    expect(within(drawer).getByText('olive@example.org')).toBeTruthy();
    // Nothing to update until another role is chosen.
    expect((within(drawer).getByRole('button', { name: 'Update Role' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(select, { target: { value: 'READONLY' } });
    expect(await within(drawer).findByText('Read-Only User permissions')).toBeTruthy();
    expect((within(drawer).getByRole('button', { name: 'Update Role' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('updates the role, says so, closes, and the row shows the new badge', async () => {
    const update = {
      request: { query: UpdateUserRoleMutation, variables: { userId: 'u3', role: 'DISPATCH' } },
      result: { data: { updateUserRole: { ...OLIVE, role: 'DISPATCH' } } },
    };
    renderUsers([list([OLIVE]), update]);
    await screen.findByText('Olive Officer');
    await choose('Olive Officer', 'Edit Role');
    const drawer = await screen.findByRole('dialog', { name: 'Edit User Role' });
    const select = within(drawer).getByLabelText(/^Role/) as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBe(3));
    fireEvent.change(select, { target: { value: 'DISPATCH' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Update Role' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Success', description: 'User role updated successfully' })));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit User Role' })).toBeNull());
    expect(within(card('Olive Officer')).getByText('Dispatcher')).toBeTruthy();
  });

  it("shows the server's refusal and keeps the drawer open", async () => {
    const refused = {
      request: { query: UpdateUserRoleMutation, variables: { userId: 'u3', role: 'READONLY' } },
      result: { errors: [graphqlError('You cannot change the role of this user', 'FORBIDDEN')] },
    };
    renderUsers([list([OLIVE]), refused]);
    await screen.findByText('Olive Officer');
    await choose('Olive Officer', 'Edit Role');
    const drawer = await screen.findByRole('dialog', { name: 'Edit User Role' });
    const select = within(drawer).getByLabelText(/^Role/) as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBe(3));
    fireEvent.change(select, { target: { value: 'READONLY' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Update Role' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', description: 'You cannot change the role of this user' })));
    expect(screen.getByRole('dialog', { name: 'Edit User Role' })).toBeTruthy();
  });
});

describe('Disable, Enable and Reset 2FA ask first', () => {
  it('Disable says what happens, sends the user id on confirm, then the row shows Disabled and offers Enable', async () => {
    const result = jest.fn(() => ({ data: { disableUser: { ...OLIVE, disabledAt: '2026-03-01T00:00:00.000Z', actions: ['CHANGE_ROLE', 'ENABLE'] } } }));
    renderUsers([list([OLIVE]), { request: { query: DisableUserMutation, variables: { userId: 'u3' } }, result }]);
    await screen.findByText('Olive Officer');
    await choose('Olive Officer', 'Disable');
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable Olive Officer?' });
    expect(within(dialog).getByText(/sessions end at once and they cannot sign in until re-enabled/)).toBeTruthy();
    expect(within(dialog).getByText('(olive@example.org)')).toBeTruthy();
    expect(result).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'User disabled' })));
    expect(result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(card('Olive Officer')).getByText('Disabled')).toBeTruthy());
    expect(await menuOf('Olive Officer')).toEqual(['Edit Role', 'Enable']);
  });

  it('dismissing the confirmation sends nothing', async () => {
    const result = jest.fn(() => ({ data: { disableUser: OLIVE } }));
    renderUsers([list([OLIVE]), { request: { query: DisableUserMutation, variables: { userId: 'u3' } }, result }]);
    await screen.findByText('Olive Officer');
    await choose('Olive Officer', 'Disable');
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable Olive Officer?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await settle();
    expect(result).not.toHaveBeenCalled();
  });

  it('Enable is a plain confirmation (not destructive) and re-enables', async () => {
    const result = jest.fn(() => ({ data: { enableUser: { ...DEE, disabledAt: null, actions: ['CHANGE_ROLE', 'DISABLE'] } } }));
    renderUsers([list([DEE]), { request: { query: EnableUserMutation, variables: { userId: 'u4' } }, result }]);
    await screen.findByText('Dee Disabled');
    await choose('Dee Disabled', 'Enable');
    const dialog = await screen.findByRole('dialog', { name: 'Enable Dee Disabled?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'User enabled', description: 'Dee Disabled can sign in again.' })));
    await waitFor(() => expect(within(card('Dee Disabled')).queryByText('Disabled')).toBeNull());
  });

  it('Reset 2FA warns, resets and says the user sets it up again', async () => {
    const result = jest.fn(() => ({ data: { resetUserTotp: OLIVE } }));
    renderUsers([list([OLIVE]), { request: { query: ResetUserTotpMutation, variables: { userId: 'u3' } }, result }]);
    await screen.findByText('Olive Officer');
    await choose('Olive Officer', 'Reset 2FA');
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset two-factor authentication of Olive Officer?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset 2FA' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'success', title: 'Two-factor authentication reset', description: 'Olive Officer sets it up again at their next sign-in.' }),
      ),
    );
    expect(result).toHaveBeenCalledTimes(1);
  });

  it('a failure names the action and keeps the dialog', async () => {
    renderUsers([list([OLIVE]), { request: { query: DisableUserMutation, variables: { userId: 'u3' } }, result: { errors: [graphqlError('You cannot disable yourself', 'FORBIDDEN')] } }]);
    await screen.findByText('Olive Officer');
    await choose('Olive Officer', 'Disable');
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable Olive Officer?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Failed to disable user', description: 'You cannot disable yourself' })));
    expect(screen.getByRole('alertdialog', { name: 'Disable Olive Officer?' })).toBeTruthy();
  });
});

describe('Change email', () => {
  async function openChangeEmail(mocks: unknown[]) {
    renderUsers([list([OLIVE]), ...mocks]);
    await screen.findByText('Olive Officer');
    await choose('Olive Officer', 'Change email');
    return screen.findByRole('dialog', { name: 'Change email' });
  }

  it('checks the new address before sending it', async () => {
    const dialog = await openChangeEmail([]);
    expect(within(dialog).getByText(/signs in with olive@example.org/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^New email/), { target: { value: 'olive@' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change email' }));
    expect(await within(dialog).findByText('Invalid email address')).toBeTruthy();
  });

  it('changes the email, says so, and the row shows the new address', async () => {
    const result = jest.fn(() => ({ data: { changeUserEmail: { ...OLIVE, email: 'olive.o@example.org' } } }));
    const dialog = await openChangeEmail([{ request: { query: ChangeUserEmailMutation, variables: { userId: 'u3', input: { email: 'olive.o@example.org' } } }, result }]);
    fireEvent.change(within(dialog).getByLabelText(/^New email/), { target: { value: ' olive.o@example.org ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change email' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Email changed', description: 'Olive Officer now signs in with olive.o@example.org.' })),
    );
    await waitFor(() => expect(within(card('Olive Officer')).getByText('olive.o@example.org')).toBeTruthy());
  });

  it('shows an address already in use beside the field', async () => {
    const taken = {
      request: { query: ChangeUserEmailMutation, variables: { userId: 'u3', input: { email: 'ada@example.org' } } },
      result: { errors: [graphqlError('Email is already in use', 'CONFLICT', { email: 'Email is already in use' })] },
    };
    const dialog = await openChangeEmail([taken]);
    fireEvent.change(within(dialog).getByLabelText(/^New email/), { target: { value: 'ada@example.org' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change email' }));
    expect(await within(dialog).findByText('Email is already in use')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Failed to change email' }));
  });
});

describe('what the page offers comes from the server (me.can)', () => {
  it('waits for me.can, and says so when it cannot be read, with Try again', async () => {
    renderWithProviders(<UsersPage />, {
      route: '/users',
      mocks: [{ request: { query: ViewerCanQuery }, error: new TypeError('Failed to fetch') }, viewerCanMock(SUPERVISOR), list([OLIVE])] as never,
    });
    expect(screen.getByRole('status').textContent).toBe('Loading users…');
    expect(screen.queryByRole('button', { name: 'Invite User' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Could not load user management' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByText('Olive Officer')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invite User' })).toBeTruthy();
  });

  it('a viewer who may list users but not invite gets no Invite User, anywhere', async () => {
    renderWithProviders(<UsersPage />, { route: '/users', mocks: [viewerCanMock({ listUsers: true }), list([])] as never });
    expect(await screen.findByText('No users found')).toBeTruthy();
    await settle();
    expect(screen.queryByRole('button', { name: 'Invite User' })).toBeNull();
    expect(screen.queryByText('Invite a colleague to give them access to BETI.')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Manage Invites' })).toBeNull();
  });

  it('Invite User opens the invitation sheet with the roles the viewer may grant', async () => {
    renderUsers([list([OLIVE])]);
    await screen.findByText('Olive Officer');
    fireEvent.click(screen.getByRole('button', { name: 'Invite User' }));
    const drawer = await screen.findByRole('dialog', { name: 'Invite User' });
    const role = within(drawer).getByLabelText(/^Role/) as HTMLSelectElement;
    await waitFor(() => expect([...role.options].map((option) => option.value)).toEqual(['OFFICER', 'DISPATCH', 'READONLY']));
  });
});

describe('on a wide screen the list is a table (access-and-identity §2)', () => {
  let narrow: () => void;
  beforeEach(() => {
    narrow = wideScreen();
  });
  afterEach(() => narrow());

  it('has the columns User, Role, Joined and Last login, one row per user, and the same menus', async () => {
    renderUsers([list([ADA, OLIVE, TESS])]);
    const table = await screen.findByRole('table', { name: 'Users, their roles and recent activity' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['User', 'Role', 'Joined', 'Last login', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((tableRow) => tableRow.getAttribute('data-user-id'))).toEqual(['u2', 'u3', 'u5']);
    const [ada, , tess] = rows;
    expect(within(ada).getByText('Ada Admin')).toBeTruthy();
    expect(within(ada).getByText('ada@example.org')).toBeTruthy();
    expect(within(ada).getByText('Administrator')).toBeTruthy();
    expect(within(tess).getByText('Test')).toBeTruthy();
    const olive = rows[1];
    expect(within(olive).getByText('Officer')).toBeTruthy();
    expect(within(olive).getByText('Never')).toBeTruthy();
    expect(within(rows[0]).queryByRole('button', { name: /Actions for/ })).toBeNull();
    expect(await menuOf('Olive Officer')).toEqual(['Edit Role', 'Change email', 'Reset 2FA', 'Disable']);
  });
});
