import { afterEach, describe, expect, it } from '@jest/globals';
import { toaster } from '../../../components/ui/toaster';
import { showDevInviteLink } from './dev-invite-link';

const titles = () => toaster.getVisibleToasts().map((toast) => toast.title);

describe('the Development Mode invite link toast', () => {
  afterEach(() => toaster.remove());

  it('waits behind the action\'s own confirmation when both queue behind another toast', () => {
    // A toast already on screen (one at a time): e.g. another tab's report finished meanwhile.
    toaster.create({ id: 'earlier', title: 'report.pdf: 235 animals in the list now.', type: 'success' });
    // What InviteUserDrawer does after createInvitation answers.
    toaster.create({ title: 'Invite sent to Quinn Query (quinn@example.org)', type: 'success' });
    showDevInviteLink('http://localhost/invite/abc');
    expect(titles()).toEqual(['report.pdf: 235 animals in the list now.']);

    toaster.remove('earlier');
    expect(titles()).toEqual(['Invite sent to Quinn Query (quinn@example.org)']);
  });
});
