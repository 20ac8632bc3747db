import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { QueueDownAlert } from './QueueDownAlert';

describe('QueueDownAlert (upload screen, issue 16)', () => {
  it('warns while the job queue is down, with a link to the status page', () => {
    renderWithProviders(<QueueDownAlert health={{ checks: { queue: { status: 'fail' } } }} />);
    expect(screen.getByText('Reports cannot be parsed right now')).toBeTruthy();
    expect(screen.getByText(/The job queue is down/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See system status' }).getAttribute('href')).toBe('/status');
  });

  it('shows nothing while the queue works or health is not known yet', () => {
    const { rerender } = renderWithProviders(<QueueDownAlert health={{ checks: { queue: { status: 'ok' } } }} />);
    expect(screen.queryByTestId('queue-down-alert')).toBeNull();
    rerender(<QueueDownAlert health={undefined} />);
    expect(screen.queryByTestId('queue-down-alert')).toBeNull();
  });
});
