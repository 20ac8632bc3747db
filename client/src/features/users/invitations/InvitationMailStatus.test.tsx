import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import type { InvitationRowFragment } from '../../../gql/graphql';
import { renderWithProviders, wideScreen } from '../../../test-utils';
import { InvitationList } from './InvitationList';

const NOW = Date.parse('2026-03-01T00:00:00.000Z');

const invitation = (id: string, firstName: string, over: Partial<InvitationRowFragment> = {}): InvitationRowFragment => ({
  id,
  email: `${firstName.toLowerCase()}@example.org`,
  firstName,
  lastName: 'Invitee',
  role: 'OFFICER',
  acceptedAt: null,
  cancelledAt: null,
  cancelReason: null,
  expiresAt: '2026-03-10T00:00:00.000Z',
  createdAt: '2026-02-24T00:00:00.000Z',
  mailState: 'QUEUED',
  mailError: null,
  mailAttempts: 0,
  actions: ['RESEND', 'EXTEND', 'CANCEL'],
  ...over,
});

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('invitation mail state', () => {
  let narrow: () => void;
  beforeEach(() => {
    narrow = wideScreen();
  });
  afterEach(() => narrow());

  it('shows where each mail is, with the delivery error in plain text and a hint to Resend', () => {
    renderWithProviders(
      <InvitationList
        now={NOW}
        onAction={() => undefined}
        invitations={[
          invitation('i1', 'Quinn'),
          invitation('i2', 'Rita', { mailAttempts: 2, mailError: 'connect ECONNREFUSED 127.0.0.1:25' }),
          invitation('i3', 'Sam', { mailState: 'SENT', mailAttempts: 1 }),
          invitation('i4', 'Fay', { mailState: 'FAILED', mailAttempts: 5, mailError: '550 5.1.1 mailbox unavailable' }),
          invitation('i5', 'Ann', { mailState: 'SENT', acceptedAt: '2026-02-25T00:00:00.000Z', actions: [] }),
        ]}
      />,
    );
    expect(within(rowOf('Quinn Invitee')).getByText('Mail: Queued')).toBeTruthy();
    expect(within(rowOf('Rita Invitee')).getByText('Mail: Sending (attempt 3)')).toBeTruthy();
    expect(within(rowOf('Rita Invitee')).getByText('Last try: connect ECONNREFUSED 127.0.0.1:25')).toBeTruthy();
    expect(within(rowOf('Sam Invitee')).getByText('Mail: Sent')).toBeTruthy();
    const failed = rowOf('Fay Invitee');
    expect(within(failed).getByText('Mail: Failed')).toBeTruthy();
    expect(within(failed).getByText('550 5.1.1 mailbox unavailable')).toBeTruthy();
    expect(within(failed).getByText('Use Resend to mail a new link.')).toBeTruthy();
    // Accepted: no mail state, no actions.
    expect(within(rowOf('Ann Invitee')).queryByText(/^Mail:/)).toBeNull();
    expect(within(rowOf('Ann Invitee')).queryByRole('button')).toBeNull();
  });

  it('offers Resend, Extend and Cancel only on invitations the server lets you manage', () => {
    const onAction = jest.fn();
    const mine = invitation('i1', 'Quinn');
    renderWithProviders(
      <InvitationList
        now={NOW}
        onAction={onAction}
        invitations={[mine, invitation('i2', 'Vic', { role: 'ADMIN', actions: [], mailState: 'FAILED', mailError: 'timeout' })]}
      />,
    );
    const above = rowOf('Vic Invitee');
    expect(within(above).queryByRole('button')).toBeNull();
    // No Resend hint where Resend is not yours to use.
    expect(within(above).queryByText('Use Resend to mail a new link.')).toBeNull();
    expect(within(rowOf('Quinn Invitee')).queryByRole('button', { name: /Copy link/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Resend invitation of Quinn Invitee' }));
    expect(onAction).toHaveBeenCalledWith('resend', mine);
    expect(screen.getByRole('button', { name: 'Extend invitation of Quinn Invitee' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel invitation of Quinn Invitee' })).toBeTruthy();
  });

  it('offers exactly the actions the server lists, each on its own', () => {
    renderWithProviders(
      <InvitationList now={NOW} onAction={() => undefined} invitations={[invitation('i1', 'Quinn', { actions: ['CANCEL'], mailState: 'FAILED', mailError: 'x' })]} />,
    );
    const row = rowOf('Quinn Invitee');
    expect(within(row).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Cancel invitation of Quinn Invitee']);
    expect(within(row).queryByText('Use Resend to mail a new link.')).toBeNull();
  });
});

describe('invitation cards (phones)', () => {
  it('show a pending invitation mail as a field beside its expiry, and an accepted one without mail, its acceptance under Status', () => {
    renderWithProviders(
      <InvitationList
        now={NOW}
        onAction={() => undefined}
        invitations={[invitation('i1', 'Quinn'), invitation('i5', 'Ann', { mailState: 'SENT', acceptedAt: '2026-02-25T00:00:00.000Z', actions: [] })]}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const [quinn, ann] = within(screen.getByRole('list', { name: 'Invitations' })).getAllByRole('listitem');
    expect(within(quinn).getByText('Mail')).toBeTruthy();
    expect(within(quinn).getByText('Mail: Queued')).toBeTruthy();
    expect(within(quinn).getByText('Expires')).toBeTruthy();
    expect(within(quinn).getByRole('button', { name: 'Resend invitation of Quinn Invitee' })).toBeTruthy();
    expect(within(ann).queryByText('Mail')).toBeNull();
    expect(within(ann).getByText('Status')).toBeTruthy();
    expect(within(ann).queryByRole('button')).toBeNull();
  });
});
