import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render-route';
import { writeSessionHint } from '@/lib/session';
import { TOUR_SEEN_KEY } from '../hooks/use-guided-tour';

const SAMPLES = ['Q1?', 'Q2?', 'Q3?', 'Q4?', 'Q5?', 'Q6?'];
const assistants = [
  { id: 'brain', name: 'Intelligence Assistant', sampleQuestions: SAMPLES },
  { id: 'deploy', name: 'Operations Manager', sampleQuestions: SAMPLES },
];
const alice = { id: 'u1', username: 'alice', role: 'user', isActive: true };

const answer = (text: string) =>
  new Response(
    [
      { type: 'metadata', sources: [], confidence: 'high' },
      { type: 'chunk', content: text },
      { type: 'complete' },
    ]
      .map((e) => `data: ${JSON.stringify(e)}\n\n`)
      .join(''),
    { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
  );

async function ask(question: string) {
  renderRoute('/demo/unified');
  const input = await screen.findByRole('textbox', { name: 'Your question' }, { timeout: 15_000 });
  await userEvent.type(input, `${question}{Enter}`);
}

beforeEach(() => {
  localStorage.setItem(TOUR_SEEN_KEY, 'true');
  // This browser signed in before (lib/session-hint): the chat asks who is signed in.
  writeSessionHint(true);
});
afterEach(() => localStorage.clear());

describe('assistant chat of a signed-in user', () => {
  it('asks through the memory-aware route with the session cookie and the CSRF token', async () => {
    const fetchMock = mockFetch({
      'GET /api/demo/assistants': () => jsonResponse(assistants),
      'GET /api/auth/me': () => jsonResponse({ success: true, user: alice }),
      'GET /api/csrf-token': () => jsonResponse({ token: 'csrf-1' }),
      'POST /api/assistants/brain/stream': () => answer('Remembered answer.'),
    });
    await ask('What did I ask before?');
    expect(await screen.findByText('Remembered answer.', {}, { timeout: 15_000 })).toBeVisible();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/assistants/brain/stream')!;
    expect(new Headers(init!.headers).get('X-CSRF-Token')).toBe('csrf-1');
    expect(init!.credentials).toBe('include');
    expect(JSON.parse(init!.body as string)).toMatchObject({ query: 'What did I ask before?' });
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/demo/ai/brain/stream')).toBe(false);
  });

  it('falls back to the visitor route when the session has ended (401)', async () => {
    const fetchMock = mockFetch({
      'GET /api/demo/assistants': () => jsonResponse(assistants),
      'GET /api/auth/me': () => jsonResponse({ success: true, user: alice }),
      'GET /api/csrf-token': () => jsonResponse({ token: 'csrf-1' }),
      'POST /api/assistants/brain/stream': () => new Response('', { status: 401 }),
      'POST /api/demo/ai/brain/stream': () => answer('Visitor answer.'),
    });
    await ask('Hello?');
    expect(await screen.findByText('Visitor answer.', {}, { timeout: 15_000 })).toBeVisible();
    const visitorCall = fetchMock.mock.calls.find(([url]) => url === '/api/demo/ai/brain/stream')!;
    expect(visitorCall[1]!.credentials).toBe('omit');
  });

  it('a browser that never signed in asks nothing of /api/auth/me (no 401 in its console)', async () => {
    writeSessionHint(false);
    const fetchMock = mockFetch({
      'GET /api/demo/assistants': () => jsonResponse(assistants),
      'POST /api/demo/ai/brain/stream': () => answer('Visitor answer.'),
    });
    await ask('Hi?');
    expect(await screen.findByText('Visitor answer.', {}, { timeout: 15_000 })).toBeVisible();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/me')).toBe(false);
  });

  it('a browser whose session has ended (401) uses the visitor route', async () => {
    const fetchMock = mockFetch({
      'GET /api/demo/assistants': () => jsonResponse(assistants),
      'GET /api/auth/me': () => new Response('', { status: 401 }),
      'POST /api/demo/ai/brain/stream': () => answer('Visitor answer.'),
    });
    await ask('Hi?');
    expect(await screen.findByText('Visitor answer.', {}, { timeout: 15_000 })).toBeVisible();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/assistants/brain/stream')).toBe(
      false,
    );
  });
});
