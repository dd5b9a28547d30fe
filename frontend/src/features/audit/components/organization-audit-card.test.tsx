import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AUDIT_PAGE_SIZE, ORGANIZATION_AUDIT_PATH } from '../api/get-audit-entries';
import { OrganizationAuditCard } from './organization-audit-card';

const entry = {
  occurredAt: '2026-03-01T12:00:00.000Z',
  actor: { type: 'user', id: 'id-owner', username: 'olivia', auth: 'session' },
  action: 'member_added',
  outcome: 'success',
  target: { type: 'user', id: 'id-max' },
  organizationId: 'org-1',
  ipAddress: '10.0.0.7',
  userAgent: 'Firefox',
  details: { username: 'max' },
};

describe('OrganizationAuditCard', () => {
  it('counts one entry in the singular', async () => {
    mockFetch({
      [`GET ${ORGANIZATION_AUDIT_PATH}?page=1&limit=${AUDIT_PAGE_SIZE}`]: () =>
        jsonResponse({
          data: [entry],
          pagination: { page: 1, limit: 20, total: 1, totalPages: 1 },
        }),
    });
    renderWithProviders(<OrganizationAuditCard />);
    expect(await screen.findByText('Page 1 of 1 · 1 entry')).toBeInTheDocument();
  });
});
