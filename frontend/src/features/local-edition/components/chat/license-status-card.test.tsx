import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { LocalLicense, LocalLicenseState } from '../../api/verify-local-license';
import { createTestSigner } from '../../testing/license-keys';
import { LicenseStatusCard } from './license-status-card';

const renderCard = (license: LocalLicense) =>
  render(
    <MemoryRouter>
      <LicenseStatusCard state={{ license, reason: null }} storedKey="IRON-PRO-stored" />
    </MemoryRouter>,
  );

describe('LicenseStatusCard', () => {
  it('says "Up to 5 users" for a Pro license, without a doubled "Max users"', () => {
    renderCard({ tier: 'pro', maxUsers: 5, features: ['basic_chat'] });
    expect(screen.getByText('Up to 5 users')).toBeInTheDocument();
    expect(screen.queryByText(/Max users/)).toBeNull();
  });

  it('says "1 user" for a Starter license', () => {
    renderCard({ tier: 'starter', maxUsers: 1, features: ['basic_chat'] });
    expect(screen.getByText('1 user')).toBeInTheDocument();
    expect(screen.queryByText(/users/)).toBeNull();
  });
});

describe('LicenseStatusCard while the service cannot be reached (issue 34)', () => {
  const renderState = (state: LocalLicenseState, storedKey: string) =>
    render(
      <MemoryRouter>
        <LicenseStatusCard state={state} storedKey={storedKey} />
      </MemoryRouter>,
    );

  it('carries over the key validated on /download instead of saying "Not Licensed"', async () => {
    const signer = await createTestSigner();
    const key = await signer.issue({
      tier: 'pro',
      org: 'Acme Health',
      exp: '2027-03-01T00:00:00Z',
    });
    renderState({ license: null, reason: null, unreachable: true }, key);
    expect(screen.getByText('Not checked yet')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your Pro license, validated on the download page: up to 5 users, Acme Health, valid until Mar 1, 2027.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Not Licensed')).toBeNull();
  });

  it('says "Not Licensed" when the service answered and refused the key', () => {
    renderState({ license: null, reason: 'This license key has expired.' }, 'IRON-PRO-x');
    expect(screen.getByText('Not Licensed')).toBeInTheDocument();
    expect(screen.getByText('This license key has expired.')).toBeInTheDocument();
  });

  it('says "Not Licensed" with the way to a key when this browser holds none', () => {
    renderState({ license: null, reason: null, unreachable: true }, '');
    expect(screen.getByText('Not Licensed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter your license key' })).toBeInTheDocument();
  });
});
