import { describe, expect, it } from '@jest/globals';
import { invitationStatus, isPending, mailInFlight, mailStatus, matchesFilter } from './invitation-status';

const pending = { acceptedAt: null, mailState: 'QUEUED' as const, mailAttempts: 0, mailError: null };

describe('mailStatus', () => {
  it('reads Queued before the first try, Sending (attempt n) while the job retries, Sent, Failed with the error', () => {
    expect(mailStatus(pending)).toMatchObject({ label: 'Queued', error: null, failed: false });
    expect(mailStatus({ ...pending, mailAttempts: 1, mailError: 'connect ECONNREFUSED' })).toMatchObject({
      label: 'Sending (attempt 2)',
      error: 'connect ECONNREFUSED',
      failed: false,
    });
    expect(mailStatus({ ...pending, mailState: 'SENT', mailAttempts: 1 })).toMatchObject({ label: 'Sent', error: null });
    expect(mailStatus({ ...pending, mailState: 'FAILED', mailAttempts: 5, mailError: '550 mailbox unavailable' })).toMatchObject({
      label: 'Failed',
      error: '550 mailbox unavailable',
      failed: true,
    });
  });

  it('gives a failed mail without a recorded reason a reason to show', () => {
    expect(mailStatus({ ...pending, mailState: 'FAILED', mailError: null })?.error).toBe('The mail could not be delivered.');
  });

  it('has nothing to say about an accepted invitation', () => {
    expect(mailStatus({ ...pending, mailState: 'SENT', acceptedAt: '2026-01-01T00:00:00.000Z' })).toBeNull();
  });
});

describe('mailInFlight', () => {
  it('is true while a pending invitation still has its mail queued', () => {
    expect(mailInFlight([{ acceptedAt: null, mailState: 'SENT' }, { acceptedAt: null, mailState: 'QUEUED' }])).toBe(true);
  });

  it('is false once every pending mail is sent or failed (accepted ones do not count)', () => {
    expect(mailInFlight([{ acceptedAt: null, mailState: 'SENT' }, { acceptedAt: null, mailState: 'FAILED' }])).toBe(false);
    expect(mailInFlight([{ acceptedAt: '2026-01-01T00:00:00.000Z', mailState: 'QUEUED' }])).toBe(false);
    expect(mailInFlight([])).toBe(false);
  });
});

describe('a cancelled invitation (its inviter lost the authority, issue 38)', () => {
  const row = {
    id: 'i1',
    email: 'c@example.org',
    firstName: 'C',
    lastName: 'D',
    role: 'OFFICER' as const,
    acceptedAt: null,
    cancelledAt: '2026-01-02T00:00:00.000Z',
    cancelReason: 'The inviter (a@example.org) was disabled',
    expiresAt: '2099-01-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    mailState: 'QUEUED' as const,
    mailError: null,
    mailAttempts: 0,
    actions: [],
  };

  it('is Cancelled, neither pending nor accepted, and has no mail to wait for', () => {
    expect(invitationStatus(row, Date.parse('2026-06-01T00:00:00.000Z'))).toBe('cancelled');
    expect(isPending(row)).toBe(false);
    expect([matchesFilter(row, 'all'), matchesFilter(row, 'pending'), matchesFilter(row, 'accepted')]).toEqual([true, false, false]);
    expect(mailStatus(row)).toBeNull();
    expect(mailInFlight([row])).toBe(false);
  });
});
