import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { OrganizationStep } from './organization-step';

const SLUG_ERROR = /Slug must be 3 to 50 characters/;

function renderStep(slugError?: string, initial = { organizationName: '', slug: '' }) {
  mockFetch({
    'GET /api/organizations/slug-availability?slug=acme-health': () =>
      jsonResponse({ available: true, suggestion: null }),
    'GET /api/organizations/slug-availability?slug=acme-clinic': () =>
      jsonResponse({ available: true, suggestion: null }),
  });
  const onContinue = vi.fn();
  renderWithProviders(
    <OrganizationStep
      initial={initial}
      slugError={slugError}
      onBack={() => undefined}
      onContinue={onContinue}
    />,
  );
  return onContinue;
}

const slugBox = () => screen.getByLabelText('Organization address (slug)');

describe('OrganizationStep slug errors', () => {
  it('clears "Slug must be 3 to 50 characters" once the name gives a valid slug', async () => {
    renderStep();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(SLUG_ERROR)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Organization name'), 'Acme Health');
    expect(slugBox()).toHaveValue('acme-health');
    await waitFor(() => expect(screen.queryByText(SLUG_ERROR)).toBeNull());
    expect(slugBox()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('clears the error as soon as the slug typed by hand is valid', async () => {
    renderStep();
    await userEvent.type(screen.getByLabelText('Organization name'), 'Acme Health');
    await userEvent.clear(slugBox());
    await userEvent.type(slugBox(), 'ac');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(SLUG_ERROR)).toBeInTheDocument();
    await userEvent.type(slugBox(), 'me-clinic');
    await waitFor(() => expect(screen.queryByText(SLUG_ERROR)).toBeNull());
  });

  it("clears the server's refusal once the slug is changed", async () => {
    renderStep('Slug must be 3 to 50 characters: lowercase letters, digits and single hyphens', {
      organizationName: 'Acme Health',
      slug: 'acme-health',
    });
    expect(screen.getByText(SLUG_ERROR)).toBeInTheDocument();
    await userEvent.clear(slugBox());
    await userEvent.type(slugBox(), 'acme-clinic');
    await waitFor(() => expect(screen.queryByText(SLUG_ERROR)).toBeNull());
  });
});
