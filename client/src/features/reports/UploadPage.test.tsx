import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { ME_QUERY } from '../../app/session';
import { renderWithProviders } from '../../test-utils';
import { ProcessingBannerPendingReportsQuery } from './processing-banner/processing-banner.queries';
import { UploadPageQuery } from './upload/upload.queries';
import { UploadPage } from './UploadPage';

const me = (role: string) => ({
  request: { query: ME_QUERY },
  result: {
    data: {
      me: {
        __typename: 'User',
        id: 'u1',
        email: 'officer@example.org',
        firstName: 'Olive',
        lastName: 'Officer',
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

const check = (status: string) => ({ __typename: 'HealthCheck', status, message: null, error: null });
const health = {
  request: { query: UploadPageQuery },
  result: {
    data: {
      health: {
        __typename: 'Health',
        status: 'ok',
        bootId: 'b',
        checkedAt: '2026-01-01T12:00:00.000Z',
        checks: { __typename: 'HealthChecks', storage: check('ok'), db: check('ok'), ai: check('fail'), queue: check('ok'), mail: check('ok'), deltaEnabled: true },
        config: { __typename: 'HealthConfig', REPORTS_SSE_ENABLED: true },
      },
    },
  },
};
const pending = { request: { query: ProcessingBannerPendingReportsQuery }, result: { data: { pendingReports: [] } }, maxUsageCount: 5 };

const pdf = (name: string, type: string, size = 2048) => new File([new Uint8Array(size)], name, { type });

describe('UploadPage', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the user, the steps, the flow and the system status with the upload rule', async () => {
    renderWithProviders(<UploadPage />, { mocks: [me('OFFICER'), health, pending], route: '/reports/uploads' });
    expect(await screen.findByText('officer@example.org')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Reports' }).getAttribute('href')).toBe('/reports');
    expect(screen.getByRole('heading', { name: 'Step 1: Select PDF File' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Step 2: Process Upload' })).toBeTruthy();
    expect(screen.getByText('1. Upload PDF to storage')).toBeTruthy();
    expect(await screen.findByText('Critical')).toBeTruthy();
    expect(screen.getByText('Email ingest')).toBeTruthy();
    expect(screen.getByText(/Last checked/)).toBeTruthy();
  });

  it('Upload File is enabled only with a valid PDF', async () => {
    renderWithProviders(<UploadPage />, { mocks: [me('OFFICER'), health, pending], route: '/reports/uploads' });
    await screen.findByText('officer@example.org');
    const upload = screen.getByRole('button', { name: /Upload File/ }) as HTMLButtonElement;
    expect(upload.disabled).toBe(true);
    const input = screen.getByLabelText('PDF file');
    fireEvent.change(input, { target: { files: [pdf('notes.txt', 'text/plain')] } });
    expect(await screen.findByText('Invalid file type: Only PDF files are allowed.')).toBeTruthy();
    expect(upload.disabled).toBe(true);
    fireEvent.change(input, { target: { files: [pdf('big.pdf', 'application/pdf', 10 * 1024 * 1024 + 1)] } });
    expect(await screen.findByText('File too large: File size must be less than 10MB.')).toBeTruthy();
    fireEvent.change(input, { target: { files: [pdf('salem.pdf', 'application/pdf')] } });
    expect(await screen.findByText('salem.pdf')).toBeTruthy();
    expect(upload.disabled).toBe(false);
  });

  it('roles below Officer get a notice and disabled controls', async () => {
    renderWithProviders(<UploadPage />, { mocks: [me('READONLY'), health, pending], route: '/reports/uploads' });
    expect(await screen.findByTestId('upload-role-notice')).toBeTruthy();
    expect((screen.getByLabelText('PDF file') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /Upload File/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
