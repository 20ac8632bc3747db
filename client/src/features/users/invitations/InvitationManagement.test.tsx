import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toaster } from '../../../components/ui/toaster';
import type { InvitationAction, Role } from '../../../gql/graphql';
import { grantableRolesMock, graphqlError, mockFetch, renderWithProviders, restoreFetch, settle, viewerCanMock, wideScreen } from '../../../test-utils';
import { InvitationsPage } from './InvitationsPage';
import { CancelInvitationMutation, CreateInvitationMutation, ExtendInvitationMutation, InvitationsPageQuery, ResendInvitationMutation } from './invitations.queries';

const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
/** A local calendar day `days` from today, as a date input holds it. */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
/** The last moment of that local day, as the server receives it. */
const endOf = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d, 23, 59, 59, 999).toISOString();
};

const invitation = (id: string, firstName: string, actions: InvitationAction[], over: Record<string, unknown> = {}) => ({
  __typename: 'Invitation',
  id,
  email: `${firstName.toLowerCase()}@example.org`,
  firstName,
  lastName: 'Invitee',
  role: 'OFFICER',
  acceptedAt: null,
  cancelledAt: null,
  cancelReason: null,
  expiresAt: new Date(Date.now() + 5 * DAY).toISOString(),
  createdAt: new Date(Date.now() - 2 * DAY).toISOString(),
  mailState: 'SENT',
  mailError: null,
  mailAttempts: 1,
  actions,
  ...over,
});

const ALL: InvitationAction[] = ['RESEND', 'EXTEND', 'CANCEL'];
const PENDING = invitation('i1', 'Quinn', ALL);
const EXPIRED = invitation('i2', 'Rex', ALL, { expiresAt: new Date(Date.now() - 2 * DAY).toISOString() });
const ACCEPTED = invitation('i3', 'Ann', [], { acceptedAt: new Date(Date.now() - DAY).toISOString() });
const ABOVE = invitation('i4', 'Vic', [], { role: 'ADMIN' });

const SUPERVISOR = { listUsers: true, inviteUsers: true, listInvitations: true, grantRoles: ['OFFICER', 'DISPATCH', 'READONLY'] as Role[] };
const list = (invitations: unknown[]) => ({ request: { query: InvitationsPageQuery }, result: { data: { invitations } } });

function renderPage(mocks: unknown[], can: Partial<typeof SUPERVISOR> = SUPERVISOR) {
  renderWithProviders(<InvitationsPage />, {
    route: '/users/invitations',
    mocks: [viewerCanMock(can), grantableRolesMock(can.grantRoles ?? []), ...mocks] as never,
  });
}

const card = (name: string) => screen.getByText(name).closest('[data-invitation-id]') as HTMLElement;
const buttonsOf = (name: string) => within(card(name)).queryAllByRole('button').map((button) => button.getAttribute('aria-label'));

let toast: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  toast = jest.spyOn(toaster, 'create');
  mockFetch({});
});
afterEach(() => {
  toast.mockRestore();
  restoreFetch();
});

describe('Invitation management list (access-and-identity §2, access-and-identity §4)', () => {
  it('titles the page with the count and shows each invitation with its status, role and expiry', async () => {
    renderPage([list([PENDING, EXPIRED, ACCEPTED])]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitations (3)' })).toBeTruthy();
    expect(within(card('Quinn Invitee')).getByText('Pending')).toBeTruthy();
    expect(within(card('Quinn Invitee')).getByText('quinn@example.org')).toBeTruthy();
    expect(within(card('Quinn Invitee')).getByText('Officer')).toBeTruthy();
    expect(within(card('Quinn Invitee')).getByText('in 5 days')).toBeTruthy();
    expect(within(card('Rex Invitee')).getByText('Expired')).toBeTruthy();
    expect(within(card('Ann Invitee')).getByText('Accepted')).toBeTruthy();
    expect(within(card('Ann Invitee')).getByText(/^Accepted \w/)).toBeTruthy();
    expect(within(card('Ann Invitee')).queryByText(/^Mail:/)).toBeNull();
    expect(within(card('Quinn Invitee')).getByText('Mail: Sent')).toBeTruthy();
  });

  it('filters by All, Pending and Accepted, with counts on the tabs', async () => {
    renderPage([list([PENDING, EXPIRED, ACCEPTED])]);
    await screen.findByRole('heading', { level: 1, name: 'Invitations (3)' });
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['All3', 'Pending2', 'Accepted1']);
    fireEvent.click(screen.getByRole('tab', { name: /Pending/ }));
    await waitFor(() => expect(screen.queryByText('Ann Invitee')).toBeNull());
    expect(screen.getByText('Quinn Invitee')).toBeTruthy();
    expect(screen.getByText('Rex Invitee')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /Accepted/ }));
    await waitFor(() => expect(screen.queryByText('Quinn Invitee')).toBeNull());
    expect(screen.getByText('Ann Invitee')).toBeTruthy();
  });

  it('an invitation cancelled because its inviter lost the authority shows Cancelled with the reason, in All only, with no action', async () => {
    const reason = 'The inviter (ada@example.org) is now READONLY, who cannot invite OFFICER';
    const CANCELLED = invitation('i5', 'Cal', [], { cancelledAt: new Date(Date.now() - DAY).toISOString(), cancelReason: reason, mailState: 'QUEUED', mailAttempts: 0 });
    renderPage([list([PENDING, ACCEPTED, CANCELLED])]);
    await screen.findByRole('heading', { level: 1, name: 'Invitations (3)' });
    expect(within(card('Cal Invitee')).getByText('Cancelled')).toBeTruthy();
    expect(within(card('Cal Invitee')).getByText(/^Cancelled \w/)).toBeTruthy();
    expect(within(card('Cal Invitee')).getByText(reason)).toBeTruthy();
    expect(within(card('Cal Invitee')).queryByText(/^Mail:/)).toBeNull();
    expect(buttonsOf('Cal Invitee')).toEqual([]);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All3', 'Pending1', 'Accepted1']);
  });

  it('reads the list again every 5 s while a mail is queued, and stops once it is sent', async () => {
    const sent = jest.fn(() => ({ data: { invitations: [{ ...PENDING, mailState: 'SENT' }] } }));
    renderPage([list([{ ...PENDING, mailState: 'QUEUED', mailAttempts: 0 }]), { request: { query: InvitationsPageQuery }, result: sent, maxUsageCount: 5 }]);
    expect(await screen.findByText('Mail: Queued')).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();
    expect(await screen.findByText('Mail: Sent', undefined, { timeout: 8000 })).toBeTruthy();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('a failed mail says why and points to Resend', async () => {
    renderPage([list([{ ...PENDING, mailState: 'FAILED', mailAttempts: 5, mailError: '550 mailbox unavailable' }])]);
    expect(await screen.findByText('Mail: Failed')).toBeTruthy();
    expect(within(card('Quinn Invitee')).getByText('550 mailbox unavailable')).toBeTruthy();
    expect(within(card('Quinn Invitee')).getByText('Use Resend to mail a new link.')).toBeTruthy();
  });

  it('an empty filter says so', async () => {
    renderPage([list([ACCEPTED])]);
    await screen.findByRole('heading', { level: 1, name: 'Invitations (1)' });
    fireEvent.click(screen.getByRole('tab', { name: /Pending/ }));
    expect(await screen.findByText('No pending invitations')).toBeTruthy();
  });

  it('offers Resend, Extend and Cancel only where the invitation lists them; accepted ones have none', async () => {
    renderPage([list([PENDING, ACCEPTED, ABOVE, invitation('i5', 'Cy', ['CANCEL'])])]);
    await screen.findByRole('heading', { level: 1, name: 'Invitations (4)' });
    expect(buttonsOf('Quinn Invitee')).toEqual(['Resend invitation of Quinn Invitee', 'Extend invitation of Quinn Invitee', 'Cancel invitation of Quinn Invitee']);
    expect(buttonsOf('Ann Invitee')).toEqual([]);
    expect(buttonsOf('Vic Invitee')).toEqual([]);
    expect(buttonsOf('Cy Invitee')).toEqual(['Cancel invitation of Cy Invitee']);
  });

  it('links back to Users for a viewer who may list them', async () => {
    renderPage([list([])]);
    expect((await screen.findByRole('link', { name: 'Users' })).getAttribute('href')).toBe('/users');
    expect(await screen.findByText('No invitations yet')).toBeTruthy();
  });

  it('a viewer who may neither list nor invite gets an explanation and no button', async () => {
    renderPage([], {});
    expect(await screen.findByText('Ask a supervisor or administrator to invite a colleague.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite User' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Users' })).toBeNull();
  });
});

describe('Resend, Extend and Cancel', () => {
  it('Resend confirms, mails a new link, reads the list again, and shows the link outside production', async () => {
    const result = jest.fn(() => ({
      data: {
        resendInvitation: {
          __typename: 'CreatedInvitation',
          id: 'i1',
          email: 'quinn@example.org',
          firstName: 'Quinn',
          lastName: 'Invitee',
          inviteLink: 'http://localhost/invite/new-token',
          mailState: 'QUEUED',
        },
      },
    }));
    const reread = jest.fn(() => ({ data: { invitations: [{ ...PENDING, mailState: 'SENT', mailAttempts: 2 }] } }));
    renderPage([list([PENDING]), { request: { query: ResendInvitationMutation, variables: { id: 'i1' } }, result }, { request: { query: InvitationsPageQuery }, result: reread }]);
    await screen.findByText('Quinn Invitee');
    fireEvent.click(screen.getByRole('button', { name: 'Resend invitation of Quinn Invitee' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Resend invitation?' });
    expect(within(dialog).getByText(/The link they have now stops working at once/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Invitation resent', description: 'A new link is on its way to quinn@example.org.' })));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Development Mode', description: 'Invite link: http://localhost/invite/new-token' }));
    await waitFor(() => expect(reread).toHaveBeenCalled());
  });

  it('Keep current link sends nothing', async () => {
    const result = jest.fn(() => ({ data: { resendInvitation: null } }));
    renderPage([list([PENDING]), { request: { query: ResendInvitationMutation, variables: { id: 'i1' } }, result }]);
    await screen.findByText('Quinn Invitee');
    fireEvent.click(screen.getByRole('button', { name: 'Resend invitation of Quinn Invitee' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep current link' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await settle();
    expect(result).not.toHaveBeenCalled();
  });

  it('Extend proposes 14 days past the current expiry and sends the end of the chosen day', async () => {
    const proposed = dayFromToday(5 + 14);
    const result = jest.fn(() => ({ data: { extendInvitation: { ...PENDING, expiresAt: endOf(proposed) } } }));
    renderPage([list([PENDING]), { request: { query: ExtendInvitationMutation, variables: { id: 'i1', expiresAt: endOf(proposed) } }, result }]);
    await screen.findByText('Quinn Invitee');
    fireEvent.click(screen.getByRole('button', { name: 'Extend invitation of Quinn Invitee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend invitation' });
    const input = within(dialog).getByLabelText(/^Expiration date/) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe(proposed));
    expect(input.min).toBe(dayFromToday(0));
    expect(input.max).toBe(dayFromToday(90));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Invitation extended' })));
    expect(result).toHaveBeenCalledTimes(1);
  });

  it('an expired invitation is proposed 14 days from today', async () => {
    renderPage([list([EXPIRED])]);
    await screen.findByText('Rex Invitee');
    fireEvent.click(screen.getByRole('button', { name: 'Extend invitation of Rex Invitee' }));
    const input = within(await screen.findByRole('dialog', { name: 'Extend invitation' })).getByLabelText(/^Expiration date/) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe(dayFromToday(14)));
  });

  it('Extend needs a date, not in the past, and not past the server limit (access-and-identity §5)', async () => {
    renderPage([list([PENDING])]);
    await screen.findByText('Quinn Invitee');
    fireEvent.click(screen.getByRole('button', { name: 'Extend invitation of Quinn Invitee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend invitation' });
    const input = within(dialog).getByLabelText(/^Expiration date/);
    await waitFor(() => expect((input as HTMLInputElement).value).not.toBe(''));
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    expect(await within(dialog).findByText('Expiration date is required')).toBeTruthy();
    fireEvent.change(input, { target: { value: dayFromToday(-1) } });
    expect(await within(dialog).findByText('Expiration date must be in the future')).toBeTruthy();
    fireEvent.change(input, { target: { value: dayFromToday(91) } });
    expect(await within(dialog).findByText('Expiration date must be within 90 days from today')).toBeTruthy();
  });

  it('Cancel confirms, deletes the invitation and it leaves the list', async () => {
    const result = jest.fn(() => ({ data: { cancelInvitation: { __typename: 'InvitationSuccess', success: true } } }));
    renderPage([list([PENDING, EXPIRED]), { request: { query: CancelInvitationMutation, variables: { id: 'i1' } }, result }]);
    await screen.findByText('Quinn Invitee');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel invitation of Quinn Invitee' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel invitation?' });
    expect(within(dialog).getByText(/will no longer be able to create an account with this invitation link/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel invitation' }));
    await waitFor(() => expect(screen.queryByText('Quinn Invitee')).toBeNull());
    expect(screen.getByText('Rex Invitee')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Invitation cancelled' }));
  });

  it('a failed cancel says Failed to cancel invitation and keeps the row', async () => {
    renderPage([list([PENDING]), { request: { query: CancelInvitationMutation, variables: { id: 'i1' } }, result: { errors: [graphqlError('Invitation already accepted', 'CONFLICT')] } }]);
    await screen.findByText('Quinn Invitee');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel invitation of Quinn Invitee' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel invitation' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Failed to cancel invitation', description: 'Invitation already accepted' })));
    expect(screen.getByText('Quinn Invitee')).toBeTruthy();
  });
});

describe('Invite User drawer (access-and-identity §2, access-and-identity §5, access-and-identity §8)', () => {
  async function openDrawer(mocks: unknown[], can: Partial<typeof SUPERVISOR> = SUPERVISOR) {
    renderPage(mocks, can);
    fireEvent.click(await screen.findByRole('button', { name: 'Invite User' }));
    const drawer = await screen.findByRole('dialog', { name: 'Invite User' });
    const role = within(drawer).getByLabelText(/^Role/) as HTMLSelectElement;
    await waitFor(() => expect(role.options.length).toBe(can.grantRoles?.length ?? 0));
    return { drawer, role };
  }
  const fill = (drawer: HTMLElement, values: { email: string; firstName: string; lastName: string }) => {
    fireEvent.change(within(drawer).getByLabelText(/^Email/), { target: { value: values.email } });
    fireEvent.change(within(drawer).getByLabelText(/^First name/), { target: { value: values.firstName } });
    fireEvent.change(within(drawer).getByLabelText(/^Last name/), { target: { value: values.lastName } });
  };

  it('offers only grantable roles and defaults to Officer when it is one of them', async () => {
    const { role } = await openDrawer([list([])]);
    expect([...role.options].map((option) => option.text)).toEqual(['Officer', 'Dispatcher', 'Read-Only User']);
    expect(role.value).toBe('OFFICER');
  });

  it('defaults to the first grantable role when Officer is not grantable', async () => {
    const { role } = await openDrawer([], { inviteUsers: true, grantRoles: ['DISPATCH', 'READONLY'] as Role[] });
    expect([...role.options].map((option) => option.value)).toEqual(['DISPATCH', 'READONLY']);
    await waitFor(() => expect(role.value).toBe('DISPATCH'));
  });

  it('an officer, who may invite but not list, invites with the roles below theirs', async () => {
    const OFFICER = { inviteUsers: true, grantRoles: ['DISPATCH', 'READONLY'] as Role[] };
    const input = { email: 'dan@example.org', firstName: 'Dan', lastName: 'Dispatch', role: 'READONLY' };
    const result = jest.fn(() => ({ data: { createInvitation: { __typename: 'CreatedInvitation', id: 'i8', email: input.email, firstName: 'Dan', lastName: 'Dispatch', inviteLink: null } } }));
    const { drawer, role } = await openDrawer([{ request: { query: CreateInvitationMutation, variables: { input } }, result }], OFFICER);
    expect(screen.getByText('The invitations sent are kept for supervisors and administrators')).toBeTruthy();
    fill(drawer, input);
    fireEvent.change(role, { target: { value: 'READONLY' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Send Invite' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Invite sent to Dan Dispatch (dan@example.org)' })));
    expect(result).toHaveBeenCalledTimes(1);
  });

  it('a viewer who may grant no role cannot send', async () => {
    const { drawer, role } = await openDrawer([list([])], { ...SUPERVISOR, grantRoles: [] });
    expect(role.disabled).toBe(true);
    expect(within(drawer).getByText('Your role cannot grant any role.')).toBeTruthy();
    expect((within(drawer).getByRole('button', { name: 'Send Invite' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('gives the spec messages for a bad email and missing names', async () => {
    const { drawer } = await openDrawer([list([])]);
    fill(drawer, { email: 'nia@', firstName: ' ', lastName: '' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Send Invite' }));
    expect(await within(drawer).findByText('Invalid email address')).toBeTruthy();
    expect(within(drawer).getByText('First name is required')).toBeTruthy();
    expect(within(drawer).getByText('Last name is required')).toBeTruthy();
  });

  it('sends the invitation with the chosen role, says so, closes and reads the list again', async () => {
    const input = { email: 'nia@example.org', firstName: 'Nia', lastName: 'Hire', role: 'DISPATCH' };
    const result = jest.fn(() => ({ data: { createInvitation: { __typename: 'CreatedInvitation', id: 'i9', email: input.email, firstName: 'Nia', lastName: 'Hire', inviteLink: null } } }));
    const reread = jest.fn(() => ({ data: { invitations: [invitation('i9', 'Nia', ALL, { lastName: 'Hire', email: input.email, role: 'DISPATCH' })] } }));
    const { drawer, role } = await openDrawer([list([]), { request: { query: CreateInvitationMutation, variables: { input } }, result }, { request: { query: InvitationsPageQuery }, result: reread }]);
    fill(drawer, { email: ' nia@example.org ', firstName: 'Nia', lastName: 'Hire' });
    fireEvent.change(role, { target: { value: 'DISPATCH' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Send Invite' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Invite sent to Nia Hire (nia@example.org)' })));
    expect(result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite User' })).toBeNull());
    expect(await screen.findByText('Nia Hire')).toBeTruthy();
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Development Mode' }));
  });

  it("shows the server's field message and keeps the drawer open", async () => {
    const input = { email: 'olive@example.org', firstName: 'Olive', lastName: 'Again', role: 'OFFICER' };
    const refused = {
      request: { query: CreateInvitationMutation, variables: { input } },
      result: { errors: [graphqlError('A user with this email already exists', 'CONFLICT', { email: 'A user with this email already exists' })] },
    };
    const { drawer } = await openDrawer([list([]), refused]);
    fill(drawer, input);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Send Invite' }));
    expect(await within(drawer).findByText('A user with this email already exists')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Error', description: 'A user with this email already exists' }));
    expect(screen.getByRole('dialog', { name: 'Invite User' })).toBeTruthy();
  });
});

describe('the Development Mode link (access-and-identity §8)', () => {
  async function devToastAction() {
    const created = { __typename: 'CreatedInvitation', id: 'i9', email: 'nia@example.org', firstName: 'Nia', lastName: 'Hire', inviteLink: 'http://localhost/invite/dev-token' };
    const input = { email: 'nia@example.org', firstName: 'Nia', lastName: 'Hire', role: 'OFFICER' };
    renderPage([list([]), { request: { query: CreateInvitationMutation, variables: { input } }, result: { data: { createInvitation: created } } }, list([])]);
    fireEvent.click(await screen.findByRole('button', { name: 'Invite User' }));
    const drawer = await screen.findByRole('dialog', { name: 'Invite User' });
    await waitFor(() => expect((within(drawer).getByLabelText(/^Role/) as HTMLSelectElement).options.length).toBe(3));
    fireEvent.change(within(drawer).getByLabelText(/^Email/), { target: { value: input.email } });
    fireEvent.change(within(drawer).getByLabelText(/^First name/), { target: { value: input.firstName } });
    fireEvent.change(within(drawer).getByLabelText(/^Last name/), { target: { value: input.lastName } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Send Invite' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Development Mode', description: 'Invite link: http://localhost/invite/dev-token' })));
    type ToastOptions = { title?: string; action?: { label: string; onClick: () => void } };
    const options = (toast.mock.calls as unknown[][]).map((call) => call[0] as ToastOptions).find((call) => call.title === 'Development Mode');
    expect(options?.action?.label).toBe('Copy link');
    return options!.action!.onClick;
  }

  it('Copy link copies the invite link and says so', async () => {
    const writeText = jest.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const copy = await devToastAction();
    copy();
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Link copied' })));
    expect(writeText).toHaveBeenCalledWith('http://localhost/invite/dev-token');
  });

  it('says Failed to copy to clipboard when the browser refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async () => Promise.reject(new Error('denied')) }, configurable: true });
    const copy = await devToastAction();
    copy();
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Failed to copy to clipboard' })));
  });
});

describe('on a wide screen the invitations are a table', () => {
  let narrow: () => void;
  beforeEach(() => {
    narrow = wideScreen();
  });
  afterEach(() => narrow());

  it('has the columns Invited, Role, Status and Expires, and the same actions per row', async () => {
    renderPage([list([PENDING, ACCEPTED])]);
    const table = await screen.findByRole('table', { name: 'Invitations, their status, mail and expiry' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Invited', 'Role', 'Status', 'Expires', 'Actions']);
    const [pending, accepted] = within(table).getAllByRole('row').slice(1);
    expect(within(pending).getByText('Quinn Invitee')).toBeTruthy();
    expect(within(pending).getByText('Pending')).toBeTruthy();
    expect(within(pending).getByText('Mail: Sent')).toBeTruthy();
    expect(within(pending).getAllByRole('button').map((button) => button.textContent?.trim())).toEqual(['Resend', 'Extend', 'Cancel']);
    expect(within(accepted).getByText('Accepted')).toBeTruthy();
    expect(within(accepted).queryAllByRole('button')).toHaveLength(0);
  });
});
