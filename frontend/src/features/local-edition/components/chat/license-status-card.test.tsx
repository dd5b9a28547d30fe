import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { LocalLicense } from '../../api/verify-local-license';
import { LicenseStatusCard } from './license-status-card';

const renderCard = (license: LocalLicense) =>
  render(
    <MemoryRouter>
      <LicenseStatusCard state={{ license, reason: null }} hasStoredKey />
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
