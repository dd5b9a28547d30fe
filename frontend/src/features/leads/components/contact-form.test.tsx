import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CONTACT_SENT_MS, ContactForm } from './contact-form';

const csrf = () => jsonResponse({ token: 't' });

function renderForm() {
  return renderWithProviders(<ContactForm />);
}

async function fillValid(user = userEvent.setup()) {
  await user.type(screen.getByLabelText('Name'), 'Ada King Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@analytical.example');
  await user.type(screen.getByLabelText('Company (optional)'), 'Analytical Engines');
  await user.type(screen.getByLabelText('Message'), 'We need an air-gapped pilot.');
  return user;
}

describe('ContactForm', () => {
  afterEach(() => {
    vi.useRealTimers();
    delete window._hsq;
  });

  it('carries the spec maxlength attributes and a live counter', async () => {
    renderForm();
    expect(screen.getByLabelText('Name')).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxlength', '254');
    expect(screen.getByLabelText('Company (optional)')).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText('Message')).toHaveAttribute('maxlength', '1000');
    expect(screen.getByText('0/1000')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    expect(screen.getByText('5/1000')).toBeInTheDocument();
  });

  it('shows the spec validation messages without calling the server', async () => {
    const fetchMock = mockFetch({});
    renderForm();
    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    await userEvent.type(screen.getByLabelText('Message'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Valid email is required')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes Sending... → Message Sent! (5 s) → idle, resets, toasts and tracks', async () => {
    window._hsq = [];
    let release!: () => void;
    const fetchMock = mockFetch({
      'GET /api/csrf-token': csrf,
      'POST /api/contact': () =>
        new Promise((resolve) => {
          release = () => resolve(jsonResponse({ success: true, message: 'Thanks, Ada.' }, 201));
        }),
    });
    renderForm();
    await fillValid();
    fireEvent.submit(screen.getByRole('button', { name: 'Send Message' }).closest('form')!);
    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    const body = JSON.parse(String(fetchMock.mock.calls.at(-1)![1]!.body));
    expect(body).toEqual({
      name: 'Ada King Lovelace',
      email: 'ada@analytical.example',
      company: 'Analytical Engines',
      message: 'We need an air-gapped pilot.',
      website: '',
      phone: '',
    });

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => release());
    const sent = await screen.findByRole('button', { name: 'Message Sent!' });
    expect(sent).toBeDisabled();
    expect(screen.getByText('Message sent successfully!')).toBeInTheDocument();
    expect(screen.getByText('Thanks, Ada.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(window._hsq).toEqual([
      [
        'identify',
        {
          email: 'ada@analytical.example',
          firstname: 'Ada',
          lastname: 'King Lovelace',
          company: 'Analytical Engines',
        },
      ],
      ['trackCustomBehavioralEvent', { name: 'contact-form-submitted' }],
    ]);
    await act(async () => vi.advanceTimersByTime(CONTACT_SENT_MS));
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it.each([
    [
      429,
      { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many requests.' },
      'Too many requests. Please wait a few minutes before trying again.',
    ],
    [
      400,
      { statusCode: 400, code: 'VALIDATION_FAILED', message: ['Message is too long'] },
      'Please check your input and try again.',
    ],
    [
      500,
      { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' },
      'Internal server error',
    ],
    // A proxy's 429 page has no code: the status's generic code still applies.
    [429, 'Too Many Requests', 'Too many requests. Please wait a few minutes before trying again.'],
    [502, '', 'An error occurred while sending your message. Please try again.'],
  ])('on %i shows "Failed to send message" with the spec text', async (status, body, text) => {
    mockFetch({
      'GET /api/csrf-token': csrf,
      'POST /api/contact': () =>
        typeof body === 'string' ? new Response(body, { status }) : jsonResponse(body, status),
    });
    renderForm();
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    // 5xx answers are retried once (spec §8) after the library's 1 s back-off.
    expect(
      await screen.findByText('Failed to send message', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled());
    expect(screen.getByLabelText('Name')).toHaveValue('Ada King Lovelace');
  });
});
