import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { EnterpriseLead } from '../api/lead-lists';
import { EnterpriseLeadsTable } from './lead-tables';

const lead: EnterpriseLead = {
  id: 'l1',
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'dana@example.com',
  company: 'Reyes Law',
  jobTitle: 'CIO',
  phone: null,
  employeeCount: '1-50',
  useCase: 'legal',
  deploymentType: 'on-premise',
  complianceRequirements: [],
  timeline: 'immediate',
  budget: 'under-50k',
  currentSolution: null,
  specificRequirements: null,
  rfpProcess: false,
  status: 'new',
  createdAt: '2025-03-01T09:00:00.000Z',
};

describe('EnterpriseLeadsTable', () => {
  it("shows the request in the enterprise form's words, not its codes", () => {
    renderWithProviders(<EnterpriseLeadsTable rows={[lead]} canUpdate={false} />);
    expect(
      screen.getByText(
        'Legal · On-Premise · 1-50 employees · Immediate (within 1 month) · Under $50,000',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/under-50k/)).not.toBeInTheDocument();
  });
});
