import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeSessionHint } from '@/lib/session';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { loner, member, mySubscription, owner, server } from '@/testing/organization-fixtures';
import { renderRoute } from '@/testing/render-route';

const SLOW = { timeout: 15_000 };
const SAMPLES = ['Q1?', 'Q2?', 'Q3?', 'Q4?', 'Q5?', 'Q6?'];
const assistants = [
  { id: 'brain', name: 'Intelligence Assistant', sampleQuestions: SAMPLES },
  { id: 'deploy', name: 'Operations Manager', sampleQuestions: SAMPLES },
];
const gpu = server({ id: 's-gpu', name: 'GPU box 1', llmModel: 'llama3.1:8b' });
const aiSettings = (effectiveModel: string | null) => ({
  defaultChatModel: null,
  effectiveModel,
  availableModels: effectiveModel ? [effectiveModel] : [],
});
const memoryOn = { memoryEnabled: true, memoryEncryption: true, autoDeleteDays: null };
const memoryOff = { ...memoryOn, memoryEnabled: false };

/** The signed-in stream as the backend writes it: metadata (with what answered) first. */
function answer(text: string, metadata: Record<string, unknown>) {
  return new Response(
    [
      {
        type: 'metadata',
        sources: ['Backups: Restoring a Deployment'],
        confidence: 'high',
        ...metadata,
      },
      { type: 'chunk', content: text },
      { type: 'complete' },
    ]
      .map((e) => `data: ${JSON.stringify(e)}\n\n`)
      .join(''),
    { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
  );
}

const stored = (sessionId: string, assistantType = 'brain', title = 'How do I back up?') => ({
  id: `c-${sessionId}`,
  title,
  assistantType,
  sessionId,
  isPersistent: true,
  updatedAt: '2026-03-02T10:00:00.000Z',
});

beforeEach(() => writeSessionHint(true));

async function ask(chat: HTMLElement, question: string) {
  await userEvent.type(within(chat).getByRole('textbox', { name: 'Your question' }), question);
  await userEvent.click(within(chat).getByRole('button', { name: 'Send' }));
}

describe('/assistants', () => {
  it('sends a signed-out visitor to sign in, and back here afterwards', async () => {
    mockFetch({ 'GET /api/auth/me': () => new Response('', { status: 401 }) });
    const { router } = renderRoute('/assistants');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?returnTo=%2Fassistants');
  });

  it('shows the organization and its model, and each answer names what answered, cited', async () => {
    const conversations: object[] = [];
    const fetchMock = mockFetch({
      'GET /api/auth/me': () => jsonResponse({ success: true, user: member }),
      'GET /api/billing/my-subscription': () =>
        jsonResponse(mySubscription({ role: 'member', servers: [gpu] })),
      'GET /api/organizations/ai-settings': () => jsonResponse(aiSettings('llama3.1:8b')),
      'GET /api/memory/preferences': () => jsonResponse({ preferences: memoryOn }),
      'GET /api/memory/conversations': () => jsonResponse({ conversations }),
      'GET /api/demo/assistants': () => jsonResponse(assistants),
      'GET /api/csrf-token': () => jsonResponse({ token: 'csrf-1' }),
      'POST /api/assistants/brain/stream': ({ init }) => {
        // Memory on: the backend stores the exchange in the conversation of this chat session.
        const { sessionId } = JSON.parse(init.body as string) as { sessionId: string };
        conversations.push(stored(sessionId, 'brain', 'How do I restore a backup?'));
        return answer('Restore with the backup script.', {
          sources: ['Backups: Restoring a Deployment', 'Runbook.pdf, p. 2'],
          sourceDocuments: [{ source: 'Runbook.pdf, p. 2', documentId: 'doc-7' }],
          answeredBy: 'llama3.1:8b on GPU box 1',
        });
      },
    });
    renderRoute('/assistants');
    expect(
      await screen.findByRole('heading', { name: 'Assistants', level: 1 }, SLOW),
    ).toBeVisible();
    expect(await screen.findByTestId('assistants-organization')).toHaveTextContent('Acme Health');
    expect(await screen.findByTestId('assistants-model')).toHaveTextContent('llama3.1:8b');
    expect(screen.getByText('on GPU box 1')).toBeVisible();
    expect(await screen.findByText(/No stored conversations yet/)).toBeVisible();

    const chat = document.getElementById('brain-chat')!;
    await ask(chat, 'How do I restore a backup?');
    expect(
      await within(chat).findByText('Restore with the backup script.', {}, SLOW),
    ).toBeVisible();
    expect(await within(chat).findByTestId('answered-by')).toHaveTextContent(
      'Answered by: llama3.1:8b on GPU box 1',
    );
    const sources = within(chat).getByTestId('message-sources');
    expect(sources).toHaveTextContent('Backups: Restoring a Deployment');
    // The organization's own document is a link to it (a new tab: the chat stays); IronKeep's
    // own knowledge is not.
    const cited = within(sources).getByRole('link', { name: /^Runbook\.pdf, p\. 2/ });
    expect(cited).toHaveAttribute('href', '/knowledge#document-doc-7');
    expect(cited).toHaveAttribute('target', '_blank');
    expect(cited).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(sources).getAllByRole('link')).toHaveLength(1);
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/assistants/brain/stream')!;
    expect(new Headers(init!.headers).get('X-CSRF-Token')).toBe('csrf-1');

    // The remembered exchange joins the list, marked as the conversation on screen.
    const list = await screen.findByRole('list', { name: 'Your conversations' });
    const entry = within(list).getByRole('button', { name: /^How do I restore a backup\?/ });
    expect(entry).toHaveAttribute('aria-current', 'true');
  });

  it('continues a stored conversation in its own chat session', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/me': () => jsonResponse({ success: true, user: owner }),
      'GET /api/billing/my-subscription': () => jsonResponse(mySubscription({ servers: [gpu] })),
      'GET /api/organizations/ai-settings': () => jsonResponse(aiSettings('llama3.1:8b')),
      'GET /api/memory/preferences': () => jsonResponse({ preferences: memoryOn }),
      'GET /api/memory/conversations': () =>
        jsonResponse({ conversations: [stored('assistdeploy-old', 'deploy', 'How do I scale?')] }),
      'GET /api/memory/conversations/c-assistdeploy-old': () =>
        jsonResponse({
          messages: [
            {
              id: 'm1',
              role: 'user',
              content: 'How do I scale?',
              isEncrypted: true,
              createdAt: '2026-03-02T10:00:00.000Z',
            },
            {
              id: 'm2',
              role: 'assistant',
              content: 'Add replicas.',
              isEncrypted: true,
              createdAt: '2026-03-02T10:00:00.000Z',
            },
            {
              id: 'm3',
              role: 'assistant',
              content: '',
              isEncrypted: true,
              createdAt: '2026-03-02T10:00:00.000Z',
              error: { code: 'MEMORY_DECRYPTION_FAILED', message: 'x' },
            },
          ],
        }),
      'GET /api/demo/assistants': () => jsonResponse(assistants),
      'GET /api/csrf-token': () => jsonResponse({ token: 'csrf-1' }),
      'POST /api/assistants/deploy/stream': () =>
        answer('Three replicas behind the balancer.', { answeredBy: 'llama3.1:8b on GPU box 1' }),
    });
    renderRoute('/assistants');
    const list = await screen.findByRole('list', { name: 'Your conversations' }, SLOW);
    await userEvent.click(within(list).getByRole('button', { name: /^How do I scale\?/ }));

    // The Operations Manager is picked again, with what was said, and the next question joins it.
    expect(await screen.findByTestId('chat-picker')).toHaveTextContent('Operations Manager');
    const chat = document.getElementById('deploy-chat')!;
    expect(within(chat).getByText('Add replicas.')).toBeVisible();
    expect(within(chat).getByText('(This stored message could not be decrypted.)')).toBeVisible();
    expect(within(list).getByRole('button', { name: /^How do I scale\?/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await ask(chat, 'And with two regions?');
    expect(
      await within(chat).findByText('Three replicas behind the balancer.', {}, SLOW),
    ).toBeVisible();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/assistants/deploy/stream')!;
    expect(JSON.parse(init!.body as string)).toEqual({
      query: 'And with two regions?',
      sessionId: 'assistdeploy-old',
    });

    // A new conversation starts empty, in a new session.
    await userEvent.click(screen.getByRole('button', { name: 'New conversation' }));
    expect(within(chat).queryByText('Add replicas.')).not.toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /^How do I scale\?/ })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('says the built-in engine answers when no server of the organization is active', async () => {
    mockFetch({
      'GET /api/auth/me': () => jsonResponse({ success: true, user: owner }),
      'GET /api/billing/my-subscription': () => jsonResponse(mySubscription({ servers: [] })),
      'GET /api/organizations/ai-settings': () => jsonResponse(aiSettings(null)),
      'GET /api/memory/preferences': () => jsonResponse({ preferences: memoryOff }),
      'GET /api/demo/assistants': () => jsonResponse(assistants),
      'GET /api/csrf-token': () => jsonResponse({ token: 'csrf-1' }),
      'POST /api/assistants/brain/stream': () =>
        answer('From the knowledge base.', {
          answeredBy: 'Built-in engine: no AI server of yours is available',
        }),
    });
    renderRoute('/assistants');
    const notice = await screen.findByTestId('assistants-builtin-notice', {}, SLOW);
    expect(notice).toHaveTextContent('Built-in engine: no AI server of yours is available.');
    expect(within(notice).getByRole('link', { name: /Add or start a server/ })).toHaveAttribute(
      'href',
      '/customer-dashboard',
    );
    expect(screen.getByTestId('memory-off')).toHaveTextContent('Memory is off');
    expect(screen.getByRole('link', { name: 'Turn on Memory' })).toHaveAttribute('href', '/memory');
    const chat = document.getElementById('brain-chat')!;
    await ask(chat, 'How do I back up?');
    expect(await within(chat).findByTestId('answered-by', {}, SLOW)).toHaveTextContent(
      'Answered by: Built-in engine: no AI server of yours is available',
    );
  });

  it('does not name a server under the failure text when the answer breaks off', async () => {
    mockFetch({
      'GET /api/auth/me': () => jsonResponse({ success: true, user: member }),
      'GET /api/billing/my-subscription': () =>
        jsonResponse(mySubscription({ role: 'member', servers: [gpu] })),
      'GET /api/organizations/ai-settings': () => jsonResponse(aiSettings('llama3.1:8b')),
      'GET /api/memory/preferences': () => jsonResponse({ preferences: memoryOff }),
      'GET /api/demo/assistants': () => jsonResponse(assistants),
      'GET /api/csrf-token': () => jsonResponse({ token: 'csrf-1' }),
      // The metadata arrives, then the connection drops.
      'POST /api/assistants/brain/stream': () =>
        new Response(
          new ReadableStream({
            start(controller) {
              const metadata = { type: 'metadata', sources: [], confidence: 'high' };
              const event = { ...metadata, answeredBy: 'llama3.1:8b on GPU box 1' };
              controller.enqueue(new TextEncoder().encode(`data: ${JSON.stringify(event)}\n\n`));
            },
            // Asked for more once the metadata was read: erroring earlier would drop it unread.
            pull(controller) {
              controller.error(new TypeError('network error'));
            },
          }),
          { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
        ),
    });
    renderRoute('/assistants');
    await screen.findByTestId('assistants-model', {}, SLOW);
    const chat = document.getElementById('brain-chat')!;
    await ask(chat, 'How do I restore a backup?');
    expect(
      await within(chat).findByText(/experiencing technical difficulties/, {}, SLOW),
    ).toBeVisible();
    expect(within(chat).queryByTestId('answered-by')).not.toBeInTheDocument();
  });

  it('says so when the chosen model has no server available', async () => {
    mockFetch({
      'GET /api/auth/me': () => jsonResponse({ success: true, user: member }),
      'GET /api/billing/my-subscription': () =>
        jsonResponse(
          mySubscription({ role: 'member', servers: [{ ...gpu, healthStatus: 'unhealthy' }] }),
        ),
      'GET /api/organizations/ai-settings': () => jsonResponse(aiSettings('llama3.1:8b')),
      'GET /api/memory/preferences': () => jsonResponse({ preferences: memoryOff }),
      'GET /api/demo/assistants': () => jsonResponse(assistants),
    });
    renderRoute('/assistants');
    const notice = await screen.findByTestId('assistants-builtin-notice', {}, SLOW);
    expect(notice).toHaveTextContent('None of your servers of llama3.1:8b is available right now');
    expect(notice).toHaveTextContent('Your organization’s owner adds and starts its AI servers.');
  });

  it('tells a user in no organization what answers them, without asking for one', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/me': () => jsonResponse({ success: true, user: loner }),
      'GET /api/memory/preferences': () => jsonResponse({ preferences: memoryOff }),
      'GET /api/demo/assistants': () => jsonResponse(assistants),
    });
    renderRoute('/assistants');
    const notice = await screen.findByTestId('assistants-no-organization', {}, SLOW);
    expect(notice).toHaveTextContent('You are not part of an organization.');
    expect(within(notice).getByRole('link', { name: 'Create Organization' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/billing/my-subscription');
  });
});
