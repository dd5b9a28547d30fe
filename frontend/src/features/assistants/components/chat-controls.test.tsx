import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { useDemoChat } from '../hooks/use-demo-chat';
import { ChatPanel } from './chat-panel';
import { MemberAssistants } from './member-assistants';

// Issue 42 items 3 and 8: the member's chat controls, on the visitor route (no session hint).
const PATH = 'POST /api/demo/ai/deploy/stream';
const encoder = new TextEncoder();
const sse = (event: object) => encoder.encode(`data: ${JSON.stringify(event)}\n\n`);
const META = { type: 'metadata', sources: ['Backups'], confidence: 'high' };

/** A whole answer. */
const answer = (text: string, meta: object = META) =>
  new Response(
    [meta, { type: 'chunk', content: text }, { type: 'complete' }]
      .map((e) => `data: ${JSON.stringify(e)}\n\n`)
      .join(''),
    { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
  );

/** An answer that sends `text` and then waits, until the request is aborted. */
function hanging(text: string, signal: AbortSignal | null | undefined) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(sse(META));
      controller.enqueue(sse({ type: 'chunk', content: text }));
      signal?.addEventListener('abort', () =>
        controller.error(new DOMException('The request was aborted', 'AbortError')),
      );
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

function Chat() {
  const chat = useDemoChat('deploy', 'testdeploy');
  return (
    <ChatPanel
      id="deploy-chat"
      title="Operations Manager"
      description="Runbooks"
      emptyText="Ask something"
      chat={chat}
      showSources
      controls
      fill
    />
  );
}

const bodies = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(init!.body as string) as { query: string });

async function askAndWait(text: string) {
  const composer = screen.getByRole('textbox', { name: 'Your question' });
  await userEvent.type(composer, `${text}{Enter}`);
}

afterEach(() => vi.unstubAllGlobals());

describe('member chat controls', () => {
  it('the composer is a text area: Enter sends, Shift+Enter breaks the line', async () => {
    const fetchMock = mockFetch({ [PATH]: () => answer('Done.') });
    renderWithProviders(<Chat />);
    const composer = screen.getByRole('textbox', { name: 'Your question' });
    expect(composer.tagName).toBe('TEXTAREA');
    await userEvent.type(composer, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(composer).toHaveValue('line one\nline two');
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(composer, '{Enter}');
    expect(await screen.findByText('Done.')).toBeVisible();
    expect(bodies(fetchMock)[0].query).toBe('line one\nline two');
    expect(composer).toHaveValue('');
  });

  it('Stop aborts the request and keeps the partial answer, marked stopped', async () => {
    let signal: AbortSignal | null | undefined;
    mockFetch({
      [PATH]: ({ init }) => {
        signal = init.signal;
        return hanging('Partial answer', init.signal);
      },
    });
    renderWithProviders(<Chat />);
    await askAndWait('How do I back up?');
    expect(await screen.findByText('Partial answer')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByTestId('answer-stopped')).toHaveTextContent('Stopped');
    expect(signal?.aborted).toBe(true);
    expect(screen.getByText('Partial answer')).toBeVisible();
    expect(screen.queryByText(/technical difficulties/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('Escape stops the answer under way', async () => {
    let signal: AbortSignal | null | undefined;
    mockFetch({
      [PATH]: ({ init }) => {
        signal = init.signal;
        return hanging('Half of it', init.signal);
      },
    });
    renderWithProviders(<Chat />);
    await askAndWait('How do I back up?');
    await screen.findByText('Half of it');
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByTestId('answer-stopped')).toBeVisible();
    expect(signal?.aborted).toBe(true);
  });

  it('Regenerate asks the last question again and replaces its answer', async () => {
    const replies = ['First answer.', 'Second answer.'];
    const fetchMock = mockFetch({ [PATH]: () => answer(replies.shift()!) });
    renderWithProviders(<Chat />);
    await askAndWait('How do I back up?');
    await screen.findByText('First answer.');
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate answer' }));
    expect(await screen.findByText('Second answer.')).toBeVisible();
    expect(screen.queryByText('First answer.')).toBeNull();
    expect(screen.getAllByText('How do I back up?')).toHaveLength(1);
    expect(bodies(fetchMock).map((b) => b.query)).toEqual([
      'How do I back up?',
      'How do I back up?',
    ]);
  });

  it('Edit and resend replaces the question and every later turn', async () => {
    const replies = ['Answer one.', 'Answer two.', 'Edited answer.'];
    const fetchMock = mockFetch({ [PATH]: () => answer(replies.shift()!) });
    renderWithProviders(<Chat />);
    await askAndWait('First question');
    await screen.findByText('Answer one.');
    await askAndWait('Second question');
    await screen.findByText('Answer two.');
    const first = screen.getByText('First question').closest('[data-role="user"]') as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: 'Edit' }));
    const edit = screen.getByRole('textbox', { name: 'Edit your question' });
    expect(edit).toHaveValue('First question');
    await userEvent.clear(edit);
    await userEvent.type(edit, 'Better question');
    await userEvent.click(screen.getByRole('button', { name: 'Save and resend' }));
    expect(await screen.findByText('Edited answer.')).toBeVisible();
    for (const gone of ['First question', 'Answer one.', 'Second question', 'Answer two.'])
      expect(screen.queryByText(gone)).toBeNull();
    expect(bodies(fetchMock).at(-1)!.query).toBe('Better question');
  });

  it('Copy copies the answer', async () => {
    mockFetch({ [PATH]: () => answer('Copy me.') });
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithProviders(<Chat />);
    await askAndWait('Anything');
    await screen.findByText('Copy me.');
    await userEvent.click(screen.getByRole('button', { name: 'Copy answer' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('Copy me.'));
  });

  it('shows the server’s message when a limit or model access stops the answer', async () => {
    mockFetch({
      [PATH]: () =>
        jsonResponse(
          { success: false, code: 'LIMIT_REACHED', message: 'Your team used its daily tokens.' },
          429,
        ),
    });
    renderWithProviders(<Chat />);
    await askAndWait('Anything');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your team used its daily tokens.');
    expect(screen.queryByText(/technical difficulties/)).toBeNull();
  });

  it('a general answer (nothing in the documents matched) has no low-confidence badge', async () => {
    mockFetch({
      [PATH]: () =>
        answer('Here is a script.', {
          type: 'metadata',
          sources: [],
          confidence: 'low',
          general: true,
        }),
    });
    renderWithProviders(<Chat />);
    await askAndWait('Write me a bash script');
    await screen.findByText('Here is a script.');
    expect(screen.getByText('General knowledge')).toBeVisible();
    expect(screen.queryByText('low confidence')).toBeNull();
  });

  it('with memory off, "New conversation" asks before discarding the chat', async () => {
    mockFetch({ 'POST /api/demo/ai/brain/stream': () => answer('Kept for now.') });
    renderWithProviders(
      <MemoryRouter>
        <MemberAssistants summary={null} conversations={() => null} memoryOff />
      </MemoryRouter>,
    );
    await askAndWait('Anything');
    await screen.findByText('Kept for now.');
    await userEvent.click(screen.getByRole('button', { name: 'New conversation' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Start a new conversation?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Kept for now.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'New conversation' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard and start new' }));
    await waitFor(() => expect(screen.queryByText('Kept for now.')).toBeNull());
  });
});
