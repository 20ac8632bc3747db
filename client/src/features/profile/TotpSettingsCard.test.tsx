import { describe, expect, it } from '@jest/globals';
import { GraphQLError } from 'graphql';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../test-utils';
import { TotpResetMutation } from './profile.queries';
import { TotpSettingsCard } from './TotpSettingsCard';

const refused = {
  request: { query: TotpResetMutation, variables: { input: { currentPassword: 'Wrong!pass1' } } },
  result: {
    errors: [
      new GraphQLError('Current password is incorrect', {
        extensions: { code: 'BAD_REQUEST', fields: { currentPassword: 'Current password is incorrect' } },
      }),
    ],
  },
};
const accepted = {
  request: { query: TotpResetMutation, variables: { input: { currentPassword: 'Right!pass1' } } },
  result: { data: { totpReset: { __typename: 'MessageResult', message: 'TOTP reset' } } },
};

async function renderCard(mocks: unknown[]) {
  renderWithProviders(
    <Routes>
      <Route path="/profile-settings" element={<TotpSettingsCard totpEnabled canReset />} />
      <Route path="/setup/totp" element={<p>Setup page</p>} />
    </Routes>,
    { route: '/profile-settings', mocks: mocks as never },
  );
  fireEvent.click(screen.getByRole('button', { name: /Reset TOTP/ }));
  return screen.findByRole('alertdialog');
}

describe('TOTP reset step-up', () => {
  it('asks for the current password before sending anything', async () => {
    const dialog = await renderCard([]);
    const password = within(dialog).getByLabelText(/Current password/);
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset TOTP' }));
    expect(await within(dialog).findByText('Current password is required')).toBeTruthy();
  });

  it("shows the server's refusal beside the field and keeps the dialog open", async () => {
    const dialog = await renderCard([refused]);
    fireEvent.change(within(dialog).getByLabelText(/Current password/), { target: { value: 'Wrong!pass1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset TOTP' }));
    expect(await within(dialog).findByText('Current password is incorrect')).toBeTruthy();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('sends the password, then goes to /setup/totp?reset=true after 1.5 s', async () => {
    const dialog = await renderCard([accepted]);
    fireEvent.change(within(dialog).getByLabelText(/Current password/), { target: { value: 'Right!pass1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset TOTP' }));
    expect(await within(dialog).findByText(/TOTP has been reset/)).toBeTruthy();
    expect(screen.queryByText('Setup page')).toBeNull();
    expect(await screen.findByText('Setup page', undefined, { timeout: 3000 })).toBeTruthy();
  });
});
