import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SessionUser } from '../../app/session';
import { toaster } from '../../components/ui/toaster';
import { graphqlError, meMock, mockFetch, renderWithProviders, restoreFetch, sessionUser, settle, viewerCanMock, wideScreen, type FetchCall, type FetchRoute } from '../../test-utils';
import { ChangePasswordMutation, UpdateProfileMutation } from './profile.queries';
import { ProfileSettingsPage } from './ProfileSettingsPage';

const updated = (over: Partial<SessionUser>) => ({ data: { updateProfile: sessionUser(over) } });

function renderProfile(
  { user = {}, can = {}, mocks = [], routes = {}, route = '/profile-settings' }: { user?: Partial<SessionUser> | null; can?: Parameters<typeof viewerCanMock>[0]; mocks?: unknown[]; routes?: Record<string, FetchRoute>; route?: string } = {},
): FetchCall[] {
  const calls = mockFetch({ Me: { body: { data: { me: sessionUser(user ?? {}) } } }, ...routes });
  renderWithProviders(<ProfileSettingsPage />, { route, mocks: [...(user ? [meMock(user)] : []), viewerCanMock(can), ...mocks] as never });
  return calls;
}

const saveButton = () => screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
const image = (name: string, type: string, size = 1024) => new File([new Uint8Array(size)], name, { type });

let toast: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  toast = jest.spyOn(toaster, 'create');
  URL.createObjectURL = jest.fn(() => 'blob:preview') as typeof URL.createObjectURL;
  URL.revokeObjectURL = jest.fn() as typeof URL.revokeObjectURL;
});
afterEach(() => {
  toast.mockRestore();
  restoreFetch();
});

describe('Profile Settings page (access-and-identity §2)', () => {
  it('has the two tabs, Profile Information first', async () => {
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Profile Information' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Password & Security' }).getAttribute('aria-selected')).toBe('false');
    expect(await screen.findByRole('form', { name: 'Profile information' })).toBeTruthy();
  });

  it('says the profile could not be loaded when nobody is signed in', () => {
    renderProfile({ user: null });
    expect(screen.getByRole('heading', { name: 'Your profile could not be loaded' })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});

describe('Profile Information (access-and-identity §2, access-and-identity §5, access-and-identity §8)', () => {
  it('shows names to edit, and the email and role read-only with who may change them', async () => {
    renderProfile({ user: { firstName: 'Sam', lastName: 'Rivera', email: 'sam@example.org', role: 'SUPERVISOR' } });
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Sam');
    expect((screen.getByLabelText(/^Last name/) as HTMLInputElement).value).toBe('Rivera');
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('sam@example.org');
    expect(email.readOnly).toBe(true);
    expect(screen.getByText('Only an administrator can change your email.')).toBeTruthy();
    expect((screen.getByLabelText('Role') as HTMLInputElement).value).toBe('Supervisor');
    const roleCard = screen.getByRole('region', { name: 'Supervisor' });
    expect(within(roleCard).getByText('User list viewing')).toBeTruthy();
    expect(within(roleCard).getByText('TOTP required for login')).toBeTruthy();
    expect(screen.getByText('JPG, PNG or GIF, max 5MB')).toBeTruthy();
  });

  it('links a permission to its screen when the server says the viewer may use it', async () => {
    renderProfile({ user: { role: 'OFFICER' }, can: { inviteUsers: true } });
    const link = await screen.findByRole('link', { name: /Invite a colleague/ });
    expect(link.getAttribute('href')).toBe('/users');
    expect(screen.queryByRole('link', { name: /Open Users/ })).toBeNull();
  });

  it('Save is off until something changes; Discard changes puts the names back', async () => {
    renderProfile();
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Samuel' } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Sam'));
    expect(saveButton().disabled).toBe(true);
  });

  it('requires both names (access-and-identity §5)', async () => {
    renderProfile();
    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: '' } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
  });

  it('saves the names, says so and re-reads the session', async () => {
    const result = jest.fn(() => updated({ firstName: 'Samuel' }));
    const calls = renderProfile({ mocks: [{ request: { query: UpdateProfileMutation, variables: { input: { firstName: 'Samuel', lastName: 'Rivera' } } }, result }] });
    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: ' Samuel ' } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Profile updated', description: 'Your profile has been updated successfully.' })));
    expect(result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(calls.some((call) => call.operationName === 'Me')).toBe(true));
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Profile image uploaded' }));
  });

  it('a refused save says Update failed and shows the field message', async () => {
    const refused = {
      request: { query: UpdateProfileMutation, variables: { input: { firstName: 'X'.repeat(3), lastName: 'Rivera' } } },
      result: { errors: [graphqlError('First name contains invalid characters', 'VALIDATION_FAILED', { firstName: 'First name contains invalid characters' })] },
    };
    renderProfile({ mocks: [refused] });
    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'XXX' } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    expect(await screen.findByText('First name contains invalid characters')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Update failed' }));
  });
});

describe('Profile photo (access-and-identity §5, access-and-identity §7, access-and-identity §8)', () => {
  const pick = (file: File) => fireEvent.change(screen.getByLabelText('Profile photo'), { target: { files: [file] } });

  it('refuses a file that is not an image, and one over 5 MB, with the spec messages', async () => {
    renderProfile();
    pick(image('notes.txt', 'text/plain'));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid file type: Please select an image file.');
    pick(image('huge.png', 'image/png', 5 * 1024 * 1024 + 1));
    expect((await screen.findByRole('alert')).textContent).toBe('File too large: Profile image must be less than 5MB.');
    expect(saveButton().disabled).toBe(true);
  });

  it('uploads the chosen photo first, then saves its url with the profile', async () => {
    const result = jest.fn(() => updated({ profileImageUrl: '/uploads/sam.png' }));
    const calls = renderProfile({
      routes: { '/api/upload/profile-image': { body: { url: '/uploads/sam.png' } } },
      mocks: [{ request: { query: UpdateProfileMutation, variables: { input: { firstName: 'Sam', lastName: 'Rivera', profileImageUrl: '/uploads/sam.png' } } }, result }],
    });
    pick(image('sam.png', 'image/png'));
    expect(await screen.findByText(/New photo selected: save to apply it\./)).toBeTruthy();
    fireEvent.click(saveButton());
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Profile image uploaded' })));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Profile updated' }));
    const upload = calls.find((call) => call.url === '/api/upload/profile-image');
    expect(upload?.method).toBe('POST');
    expect((upload?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(result).toHaveBeenCalledTimes(1);
  });

  it('a failed upload stops the save (access-and-identity §7)', async () => {
    const result = jest.fn(() => updated({}));
    renderProfile({
      routes: { '/api/upload/profile-image': { status: 413, body: { message: 'Payload Too Large' } } },
      mocks: [{ request: { query: UpdateProfileMutation, variables: (() => true) as never }, result }],
    });
    pick(image('sam.png', 'image/png'));
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Upload failed', description: 'Failed to upload profile image. Please try again.' })),
    );
    await settle();
    expect(result).not.toHaveBeenCalled();
  });

  it('previews the chosen photo, and Undo goes back to the current one', async () => {
    renderProfile({ user: { profileImageUrl: '/uploads/old.png' } });
    pick(image('new.png', 'image/png'));
    expect(await screen.findByText(/New photo selected/)).toBeTruthy();
    expect(document.querySelector('img[src="blob:preview"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Undo/ }));
    await waitFor(() => expect(screen.queryByText(/New photo selected/)).toBeNull());
    expect(saveButton().disabled).toBe(true);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('removing the current photo saves profileImageUrl null', async () => {
    const result = jest.fn(() => updated({ profileImageUrl: null }));
    renderProfile({
      user: { profileImageUrl: '/uploads/old.png' },
      mocks: [{ request: { query: UpdateProfileMutation, variables: { input: { firstName: 'Sam', lastName: 'Rivera', profileImageUrl: null } } }, result }],
    });
    fireEvent.click(screen.getByRole('button', { name: /Remove photo/ }));
    expect(await screen.findByText(/The photo is removed when you save\./)).toBeTruthy();
    fireEvent.click(saveButton());
    await waitFor(() => expect(result).toHaveBeenCalledTimes(1));
  });
});

describe('Password & Security (access-and-identity §2, access-and-identity §5, access-and-identity §6)', () => {
  const openSecurity = async (options: Parameters<typeof renderProfile>[0] = {}) => {
    const calls = renderProfile({ ...options, route: '/profile-settings?tab=security' });
    expect(await screen.findByRole('form', { name: 'Change password' })).toBeTruthy();
    return calls;
  };
  const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const update = () => fireEvent.click(screen.getByRole('button', { name: 'Update password' }));

  it('opens from the tab, with the session note', async () => {
    renderProfile();
    fireEvent.click(screen.getByRole('tab', { name: 'Password & Security' }));
    expect(await screen.findByRole('form', { name: 'Change password' })).toBeTruthy();
    expect(screen.getByText('Session-based Authentication')).toBeTruthy();
  });

  it('gives the spec messages for each missing field', async () => {
    await openSecurity();
    update();
    expect(await screen.findByText('Current password is required')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('Please confirm your password')).toBeTruthy();
  });

  it('follows the new password with the checklist, and a mismatch as soon as a confirmation is typed', async () => {
    await openSecurity();
    type(/^New password/, 'abcdefgh');
    await waitFor(() => expect(screen.getByText('At least 8 characters').textContent).toContain('(met)'));
    expect(screen.getByText('Contains special character').textContent).toContain('(not met)');
    // The one rule (issue 38): the account's email is known here, so its parts are checked as typed.
    expect(screen.getByText('Does not contain a part of your email address').textContent).toContain('(met)');
    type(/^Confirm new password/, 'abcdefgX');
    update();
    expect(await screen.findByText('Password must contain at least one special character')).toBeTruthy();
    expect(screen.getAllByText("Passwords don't match")).toHaveLength(2);
  });

  it('changes the password, says so and empties the form', async () => {
    const input = { currentPassword: 'old!pass1', newPassword: 'new!pass22', confirmPassword: 'new!pass22' };
    const result = jest.fn(() => ({ data: { changePassword: { __typename: 'MessageResult', message: 'ok' } } }));
    await openSecurity({ mocks: [{ request: { query: ChangePasswordMutation, variables: { input } }, result }] });
    type(/^Current password/, input.currentPassword);
    type(/^New password/, input.newPassword);
    type(/^Confirm new password/, input.confirmPassword);
    update();
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Password updated', description: 'Your password has been changed successfully.' })));
    expect(result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect((screen.getByLabelText(/^Current password/) as HTMLInputElement).value).toBe(''));
  });

  it('a wrong current password shows beside the field and says Password change failed', async () => {
    const input = { currentPassword: 'wrong!1', newPassword: 'new!pass22', confirmPassword: 'new!pass22' };
    const refused = {
      request: { query: ChangePasswordMutation, variables: { input } },
      result: { errors: [graphqlError('Current password is incorrect', 'BAD_REQUEST', { currentPassword: 'Current password is incorrect' })] },
    };
    await openSecurity({ mocks: [refused] });
    type(/^Current password/, input.currentPassword);
    type(/^New password/, input.newPassword);
    type(/^Confirm new password/, input.confirmPassword);
    update();
    expect(await screen.findByText('Current password is incorrect')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Password change failed' }));
  });

  it('on a wide screen the tabs stand on the side, and the address follows the tab', async () => {
    const narrow = wideScreen();
    try {
      renderProfile();
      expect(screen.getByRole('tablist', { name: 'Profile settings sections' }).getAttribute('aria-orientation')).toBe('vertical');
      fireEvent.click(screen.getByRole('tab', { name: 'Password & Security' }));
      expect(await screen.findByRole('form', { name: 'Change password' })).toBeTruthy();
      expect(screen.getByRole('tab', { name: 'Password & Security' }).getAttribute('aria-selected')).toBe('true');
    } finally {
      narrow();
    }
  });

  it('has no TOTP card for roles outside ADMIN and SUPERVISOR', async () => {
    await openSecurity({ user: { role: 'OFFICER' } });
    await settle();
    expect(screen.queryByText('Security Settings')).toBeNull();
    expect(screen.queryByText('Two-factor authentication (TOTP)')).toBeNull();
  });

  it('an administrator with TOTP on sees Enabled, and Reset TOTP when the server allows it', async () => {
    await openSecurity({ user: { role: 'ADMIN', totpEnabled: true }, can: { resetOwnTotp: true } });
    expect(screen.getByText('Security Settings')).toBeTruthy();
    expect(screen.getByText('Enabled')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Reset TOTP/ })).toBeTruthy();
  });

  it('without the server flag there is no Reset TOTP', async () => {
    await openSecurity({ user: { role: 'ADMIN', totpEnabled: true }, can: { resetOwnTotp: false } });
    expect(screen.getByText('Enabled')).toBeTruthy();
    await settle();
    expect(screen.queryByRole('button', { name: /Reset TOTP/ })).toBeNull();
  });

  it('a supervisor without TOTP is offered to set it up', async () => {
    await openSecurity({ user: { role: 'SUPERVISOR', totpEnabled: false }, can: { resetOwnTotp: true } });
    expect(screen.getByText('Not set up')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up TOTP' }).getAttribute('href')).toBe('/setup/totp');
    expect(screen.queryByRole('button', { name: /Reset TOTP/ })).toBeNull();
  });
});

describe('the role card says what each role may do (access-and-identity §6)', () => {
  const ROLES: [string, string, string[]][] = [
    [
      'SUPER_ADMIN',
      'Super Administrator',
      ['Full system administration', 'User management and invitations', 'API key management', 'Document processing and reprocessing', 'Organization management', 'All report access', 'Security settings'],
    ],
    ['ADMIN', 'Administrator', ['User management and invitations', 'API key management', 'Document processing and reprocessing', 'Organization management', 'All report access', 'TOTP required for login']],
    ['SUPERVISOR', 'Supervisor', ['User list viewing', 'All report access', 'Animal location data', 'TOTP required for login']],
    ['OFFICER', 'Officer', ['User invitations', 'All report access', 'Animal location data', 'Report processing']],
    ['DISPATCH', 'Dispatcher', ['Report access', 'Animal location data']],
    ['READONLY', 'Read-Only User', ['Read-only access to reports and animal location data']],
    ['VOLUNTEER', 'Team Member', ['Custom role with limited access']],
  ];

  it.each(ROLES)('%s reads %s with its permissions', (role, name, permissions) => {
    renderProfile({ user: { role: role as SessionUser['role'] } });
    expect((screen.getByLabelText('Role') as HTMLInputElement).value).toBe(name);
    const roleCard = screen.getByRole('region', { name });
    expect(within(roleCard).getAllByRole('listitem').map((item) => item.textContent)).toEqual(permissions);
  });

  it('links User list viewing to /users for a viewer the server lets list users', async () => {
    renderProfile({ user: { role: 'SUPERVISOR' }, can: { listUsers: true } });
    const link = await screen.findByRole('link', { name: /Open Users/ });
    expect(link.getAttribute('href')).toBe('/users');
    expect(link.closest('li')?.textContent).toContain('User list viewing');
    expect(screen.queryByRole('link', { name: /Invite a colleague/ })).toBeNull();
  });
});
