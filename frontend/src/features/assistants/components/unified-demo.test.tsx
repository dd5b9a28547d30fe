import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render-route';
import { TOUR_PROGRESS_KEY, TOUR_SEEN_KEY } from '../hooks/use-guided-tour';
import { FAILURE_MESSAGE } from '../lib/reveal-delay';

const SAMPLES = ['Q1 brain?', 'Q2 brain?', 'Q3 brain?', 'Q4 brain?', 'Q5 brain?', 'Q6 brain?'];
const assistants = [
  { id: 'brain', name: 'Intelligence Assistant', sampleQuestions: SAMPLES },
  {
    id: 'deploy',
    name: 'Operations Manager',
    sampleQuestions: SAMPLES.map((q) => q.replace('brain', 'deploy')),
  },
];

function sse(events: object[]) {
  const text = events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join('');
  return new Response(text, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

function mockDemo(stream: () => Response) {
  return mockFetch({
    'GET /api/demo/assistants': () => jsonResponse(assistants),
    'POST /api/demo/ai/brain/stream': stream,
  });
}

beforeEach(() => localStorage.clear());

describe('unified demo', () => {
  it('shows the first four sample questions and streams an answer with sources', async () => {
    localStorage.setItem(TOUR_SEEN_KEY, 'true');
    const fetchMock = mockDemo(() =>
      sse([
        { type: 'metadata', sources: ['Pricing Approach'], confidence: 'high' },
        { type: 'chunk', content: 'Priced per deployment.' },
        { type: 'complete' },
      ]),
    );
    renderRoute('/demo/unified');
    expect(await screen.findByText('Live Demo', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Q4 brain?' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Q5 brain?' })).not.toBeInTheDocument();

    const input = screen.getByRole('textbox', { name: 'Your question' });
    await userEvent.type(input, '   ');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '  How is it priced?  {Enter}');
    expect(
      await screen.findByText('Priced per deployment.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('How is it priced?')).toBeInTheDocument();
    expect(screen.getByText('Pricing Approach')).toBeInTheDocument();
    expect(screen.getByText('high confidence')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/demo/ai/brain/stream')!;
    expect(JSON.parse(init!.body as string)).toMatchObject({
      query: 'How is it priced?',
      sessionId: expect.stringMatching(/^demobrain\d+/),
    });
    expect(new Headers(init!.headers).get('X-CSRF-Token')).toBeNull();
    expect(init!.credentials).toBe('omit');

    await userEvent.click(screen.getByRole('switch', { name: 'Show sources' }));
    expect(screen.queryByText('Pricing Approach')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Helpful' }));
    expect(screen.getByRole('button', { name: 'Helpful' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the failure text with low confidence when the stream fails', async () => {
    localStorage.setItem(TOUR_SEEN_KEY, 'true');
    mockDemo(() => new Response('boom', { status: 500 }));
    renderRoute('/demo/unified');
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Your question' }),
      'Hello{Enter}',
    );
    expect(await screen.findByText(FAILURE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('low confidence')).toBeInTheDocument();
  });

  it('opens the tour on the first visit and walks it with its buttons', async () => {
    mockDemo(() => sse([{ type: 'complete' }]));
    renderRoute('/demo/unified');
    const tour = await screen.findByRole('dialog', { name: 'Guided tour' });
    expect(localStorage.getItem(TOUR_SEEN_KEY)).toBe('true');
    expect(within(tour).getByText('Step 1 of 6')).toBeInTheDocument();
    expect(within(tour).getByRole('button', { name: 'Previous' })).toBeDisabled();
    for (let step = 2; step <= 4; step += 1) {
      await userEvent.click(within(tour).getByRole('button', { name: 'Continue' }));
      expect(within(tour).getByText(`Step ${step} of 6`)).toBeInTheDocument();
    }
    // The monitoring step opens the monitor panel.
    await waitFor(() => expect(screen.getByTestId('monitor-panel')).toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem(TOUR_PROGRESS_KEY)!).currentStep).toBe(3);
    await userEvent.click(within(tour).getByRole('button', { name: 'Previous' }));
    expect(within(tour).getByText('Step 3 of 6')).toBeInTheDocument();
    await userEvent.click(within(tour).getByRole('button', { name: 'Skip' }));
    expect(screen.queryByRole('dialog', { name: 'Guided tour' })).not.toBeInTheDocument();
    expect(localStorage.getItem(TOUR_PROGRESS_KEY)).toBeNull();
  });

  it('does not reopen the tour once seen, unless tour=1', async () => {
    localStorage.setItem(TOUR_SEEN_KEY, 'true');
    mockDemo(() => sse([{ type: 'complete' }]));
    const { unmount } = renderRoute('/demo/unified');
    await screen.findByText('Live Demo');
    expect(screen.queryByRole('dialog', { name: 'Guided tour' })).not.toBeInTheDocument();
    unmount();
    renderRoute('/demo/unified?tour=1');
    expect(await screen.findByRole('dialog', { name: 'Guided tour' })).toBeInTheDocument();
    await act(async () => undefined);
  });
});
