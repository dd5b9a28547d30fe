import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { DiscoveryRequest } from './discovery-request';

function renderRequest() {
  const router = createMemoryRouter([{ path: '/', element: <DiscoveryRequest /> }]);
  return renderWithProviders(<RouterProvider router={router} />);
}

async function fill(user = userEvent.setup()) {
  await user.type(screen.getByLabelText('First Name'), 'Morgan');
  await user.type(screen.getByLabelText('Last Name'), 'Reyes');
  await user.type(screen.getByLabelText('Work Email'), 'morgan@bank.example');
  await user.type(screen.getByLabelText('Company'), 'Harbor Regional Bank');
  await user.type(screen.getByLabelText('Job Title'), 'CISO');
  await user.selectOptions(screen.getByLabelText('Company Size'), '1001-5000');
  await user.selectOptions(screen.getByLabelText('Industry'), 'finance');
  await user.selectOptions(screen.getByLabelText('Deployment Type'), 'air-gapped');
  await user.selectOptions(screen.getByLabelText('Timeline'), '3-6months');
  await user.selectOptions(screen.getByLabelText('Budget Range'), '250k-500k');
  return user;
}

describe('DiscoveryRequest (enterprise form)', () => {
  it('shows the spec messages for short or missing fields', async () => {
    const fetchMock = mockFetch({});
    renderRequest();
    await userEvent.type(screen.getByLabelText('First Name'), 'M');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    expect(await screen.findByText('First name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Last name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Company name is required')).toBeInTheDocument();
    expect(screen.getByText('Job title is required')).toBeInTheDocument();
    expect(screen.getByText('Please select your industry')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('submits with the defaults, shows Thank You, and goes back to the form', async () => {
    const fetchMock = mockFetch({
      'GET /api/csrf-token': () => jsonResponse({ token: 't' }),
      'POST /api/enterprise/lead': () => jsonResponse({ success: true, message: 'ok' }, 201),
    });
    renderRequest();
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    expect(await screen.findByRole('heading', { name: 'Thank You' })).toBeInTheDocument();
    // The toast area loads with the first toast (app/provider.tsx), so it appears a moment later.
    expect(await screen.findByText('Thank you for your interest')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Demo' })).toHaveAttribute('href', '/demo');
    const body = JSON.parse(String(fetchMock.mock.calls.at(-1)![1]!.body));
    expect(body).toEqual({
      firstName: 'Morgan',
      lastName: 'Reyes',
      email: 'morgan@bank.example',
      company: 'Harbor Regional Bank',
      jobTitle: 'CISO',
      employeeCount: '1001-5000',
      useCase: 'finance',
      deploymentType: 'air-gapped',
      timeline: '3-6months',
      budget: '250k-500k',
      complianceRequirements: [],
      rfpProcess: false,
    });
    await user.click(screen.getByRole('button', { name: 'Submit Another Inquiry' }));
    expect(screen.getByLabelText('First Name')).toHaveValue('');
  });

  it('keeps the form and toasts "Submission failed" on an error', async () => {
    mockFetch({
      'GET /api/csrf-token': () => jsonResponse({ token: 't' }),
      'POST /api/enterprise/lead': () => jsonResponse({ statusCode: 400, message: ['x'] }, 400),
    });
    renderRequest();
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    expect(await screen.findByText('Submission failed')).toBeInTheDocument();
    expect(screen.getByText('Please try again or contact us directly.')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Morgan');
  });
});
