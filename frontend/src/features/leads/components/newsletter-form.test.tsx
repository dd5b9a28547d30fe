import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { NewsletterForm } from './newsletter-form';

function renderForm(variant: 'standalone' | 'inline' = 'standalone') {
  return renderWithProviders(<NewsletterForm variant={variant} />);
}

describe('NewsletterForm', () => {
  afterEach(() => {
    delete window._hsq;
  });

  it('has the standalone and inline looks', () => {
    const { unmount } = renderForm('standalone');
    expect(screen.getByRole('button', { name: 'Subscribe to Newsletter' })).toBeInTheDocument();
    unmount();
    renderForm('inline');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('validates the address with the spec message', async () => {
    const fetchMock = mockFetch({});
    renderForm();
    await userEvent.type(screen.getByLabelText('Email address'), 'not-mail');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe to Newsletter' }));
    expect(await screen.findByText('Valid email is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('subscribes, resets, toasts the server message and tracks the signup', async () => {
    window._hsq = [];
    mockFetch({
      'GET /api/csrf-token': () => jsonResponse({ token: 't' }),
      'POST /api/newsletter': () => jsonResponse({ success: true, message: 'See you soon.' }, 201),
    });
    renderForm('inline');
    await userEvent.type(screen.getByLabelText('Email address'), 'cio@city.gov');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Successfully subscribed!')).toBeInTheDocument();
    expect(screen.getByText('See you soon.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('');
    expect(window._hsq).toEqual([
      ['identify', { email: 'cio@city.gov' }],
      ['trackCustomBehavioralEvent', { name: 'newsletter-signup' }],
    ]);
  });

  it.each([
    [409, 'ALREADY_SUBSCRIBED', "You're already subscribed to our newsletter."],
    // Another conflict is not "already subscribed": the code decides, not the status.
    [409, 'CONFLICT', 'Some other conflict'],
    [500, '', 'An error occurred while subscribing. Please try again.'],
  ])('on %i %s shows "Subscription failed" with the spec text', async (status, code, text) => {
    mockFetch({
      'GET /api/csrf-token': () => jsonResponse({ token: 't' }),
      'POST /api/newsletter': () =>
        code
          ? jsonResponse({ statusCode: status, code, message: 'Some other conflict' }, status)
          : new Response('', { status }),
    });
    renderForm();
    await userEvent.type(screen.getByLabelText('Email address'), 'cio@city.gov');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe to Newsletter' }));
    expect(
      await screen.findByText('Subscription failed', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
