import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { license } from '@/testing/organization-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { LicenseCard } from './license-card';

// A key that ends at 06:00 UTC ends on the evening before in Honolulu (UTC−10). Its expiry is a
// calendar date written in UTC, so every reader sees the same day, and the same day /download
// shows for that key (QA: this card said Dec 18 where /download said Dec 19, west of UTC).
const zoneBefore = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Pacific/Honolulu';
});
afterAll(() => {
  process.env.TZ = zoneBefore;
});

it('reads the expiry and the period end in UTC, whatever the reader’s zone', async () => {
  mockFetch({
    'GET /api/licenses/current': () =>
      jsonResponse({
        ...license,
        expiresAt: '2026-03-22T06:00:00.000Z',
        periodEnd: '2026-03-15T06:00:00.000Z',
      }),
  });
  renderWithProviders(
    <MemoryRouter>
      <LicenseCard isOwner={false} />
    </MemoryRouter>,
  );
  expect(await screen.findByText('Valid until Mar 22, 2026')).toBeInTheDocument();
  expect(screen.getByTestId('license-validity')).toHaveTextContent('ends (Mar 15, 2026)');
});
