import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeSessionHint } from '@/lib/session';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { member, mySubscription, server } from '@/testing/organization-fixtures';
import { renderRoute } from '@/testing/render-route';

const SLOW = { timeout: 15_000 };
const SAMPLES = ['Q1?', 'Q2?', 'Q3?', 'Q4?'];
const gpu = server({ id: 's-gpu', name: 'GPU box 1', llmModel: 'llama3.1:8b' });
const memoryOn = { memoryEnabled: true, memoryEncryption: true, autoDeleteDays: null };
const memoryOff = { ...memoryOn, memoryEnabled: false };
const hrHelper = {
  id: 'a-hr',
  slug: 'hr-helper',
  name: 'HR Helper',
  description: 'Leave, benefits and the staff handbook.',
  icon: 'book-open',
  color: '#0e7490',
  instructions: 'You answer HR questions.',
  model: null,
  knowledge: { scope: 'all', documentIds: [] },
  starters: ['How many days of leave do I have?', 'Who approves overtime?'],
  access: { teams: ['t-hr'] },
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};
const myAccess = {
  models: [
    { id: 'llama3.1:8b', model: 'llama3.1:8b', available: true },
    { id: 'qwen2.5:72b', model: 'qwen2.5:72b', available: false },
  ],
  limits: [],
};

function answer(text: string) {
  return new Response(
    [
      { type: 'metadata', sources: [], confidence: 'high', general: true, answeredBy: 'llama' },
      { type: 'chunk', content: text },
      { type: 'complete' },
    ]
      .map((e) => `data: ${JSON.stringify(e)}\n\n`)
      .join(''),
    { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
  );
}

/** Every route the page reads, and the stream routes the test answers. */
function routes(extra: Record<string, Parameters<typeof mockFetch>[0][string]> = {}) {
  return mockFetch({
    'GET /api/auth/me': () => jsonResponse({ success: true, user: member }),
    'GET /api/billing/my-subscription': () =>
      jsonResponse(mySubscription({ role: 'member', servers: [gpu] })),
    'GET /api/organizations/ai-settings': () =>
      jsonResponse({
        defaultChatModel: null,
        effectiveModel: 'llama3.1:8b',
        availableModels: ['llama3.1:8b'],
      }),
    'GET /api/organizations/my-access': () => jsonResponse(myAccess),
    'GET /api/organizations/assistants': () => jsonResponse({ assistants: [hrHelper] }),
    'GET /api/memory/preferences': () => jsonResponse({ preferences: memoryOff }),
    'GET /api/demo/assistants': () =>
      jsonResponse([
        { id: 'brain', name: 'Intelligence Assistant', sampleQuestions: SAMPLES },
        { id: 'deploy', name: 'Operations Manager', sampleQuestions: SAMPLES },
      ]),
    'GET /api/csrf-token': () => jsonResponse({ token: 'csrf-1' }),
    ...extra,
  });
}

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, url: string) =>
  JSON.parse(fetchMock.mock.calls.find(([u]) => u === url)![1]!.body as string) as object;

async function openPicker() {
  await userEvent.click(await screen.findByTestId('chat-picker', {}, SLOW));
  return screen.findByRole('menu');
}

async function ask(chat: HTMLElement, question: string) {
  await userEvent.type(within(chat).getByRole('textbox', { name: 'Your question' }), question);
  await userEvent.click(within(chat).getByRole('button', { name: 'Send' }));
}

beforeEach(() => writeSessionHint(true));

describe('/assistants: the picker', () => {
  it('lists the assistants and the member’s models with their health', async () => {
    routes();
    renderRoute('/assistants');
    expect(await screen.findByTestId('chat-picker', {}, SLOW)).toHaveTextContent(
      'Intelligence Assistant',
    );
    const menu = await openPicker();
    const group = (name: string) =>
      within(menu).getByText(name, { selector: '[role="group"] > *' }).parentElement!;
    const assistants = within(group('Assistants')).getAllByRole('menuitemradio');
    expect(assistants.map((item) => item.textContent)).toEqual([
      'Intelligence Assistant',
      'Operations Manager',
      'HR Helper',
    ]);
    expect(assistants[0]).toHaveAttribute('aria-checked', 'true');
    const models = await within(group('Models')).findAllByRole('menuitemradio');
    expect(models.map((item) => item.textContent)).toEqual([
      'llama3.1:8bavailable',
      'qwen2.5:72bunavailable',
    ]);
  });

  it('is worked from the keyboard: Enter opens it, arrows move, Enter picks', async () => {
    routes();
    renderRoute('/assistants');
    const trigger = await screen.findByTestId('chat-picker', {}, SLOW);
    expect(trigger).toHaveAccessibleName(
      'Chat with Intelligence Assistant — choose an assistant or a model',
    );
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(
        within(menu).getByRole('menuitemradio', { name: 'Intelligence Assistant' }),
      ).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveTextContent('Operations Manager');
    expect(trigger).toHaveFocus();
  });

  it('chats with a model through assistant "chat", and remembers the choice after a reload', async () => {
    const fetchMock = routes({
      'POST /api/assistants/chat/stream': () => answer('Here is a bash script.'),
    });
    const { unmount } = renderRoute('/assistants');
    const menu = await openPicker();
    await userEvent.click(await within(menu).findByRole('menuitemradio', { name: /llama3\.1:8b/ }));
    expect(screen.getByTestId('chat-picker')).toHaveTextContent('llama3.1:8b');
    expect(screen.queryByTestId('sample-questions')).not.toBeInTheDocument();

    const chat = document.getElementById('chat-chat')!;
    await ask(chat, 'Write me a bash script');
    expect(await within(chat).findByText('Here is a bash script.', {}, SLOW)).toBeVisible();
    expect(bodyOf(fetchMock, '/api/assistants/chat/stream')).toMatchObject({
      query: 'Write me a bash script',
      model: 'llama3.1:8b',
    });

    unmount();
    renderRoute('/assistants');
    await waitFor(() => expect(screen.getByTestId('chat-picker')).toHaveTextContent('llama3.1:8b'));
  });

  it('chats with a custom assistant by its slug, its starters beside the chat', async () => {
    const fetchMock = routes({
      'POST /api/assistants/hr-helper/stream': () => answer('Twenty-five days.'),
    });
    renderRoute('/assistants');
    const menu = await openPicker();
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'HR Helper' }));
    expect(screen.getByTestId('chat-picker')).toHaveTextContent('HR Helper');
    const starters = screen.getByTestId('sample-questions');
    expect(
      within(starters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(hrHelper.starters);
    await userEvent.click(
      within(starters).getByRole('button', { name: 'How many days of leave do I have?' }),
    );
    const chat = document.getElementById('hr-helper-chat')!;
    expect(await within(chat).findByText('Twenty-five days.', {}, SLOW)).toBeVisible();
    // The assistant's own model answers: the body names none.
    expect(bodyOf(fetchMock, '/api/assistants/hr-helper/stream')).not.toHaveProperty('model');
  });

  it('with memory off, asks before switching discards the conversation', async () => {
    routes({ 'POST /api/assistants/brain/stream': () => answer('From the handbook.') });
    renderRoute('/assistants');
    await screen.findByTestId('chat-picker', {}, SLOW);
    const chat = document.getElementById('brain-chat')!;
    await ask(chat, 'Hello?');
    expect(await within(chat).findByText('From the handbook.', {}, SLOW)).toBeVisible();

    let menu = await openPicker();
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Operations Manager' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('chat-picker')).toHaveTextContent('Intelligence Assistant');
    expect(within(chat).getByText('From the handbook.')).toBeVisible();

    menu = await openPicker();
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Operations Manager' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Discard and switch',
      }),
    );
    expect(screen.getByTestId('chat-picker')).toHaveTextContent('Operations Manager');
    expect(screen.queryByText('From the handbook.')).not.toBeInTheDocument();
  });

  it('continues a stored conversation on its model', async () => {
    const fetchMock = routes({
      'GET /api/memory/preferences': () => jsonResponse({ preferences: memoryOn }),
      'GET /api/memory/conversations': () =>
        jsonResponse({
          conversations: [
            {
              id: 'c-1',
              title: 'A bash script',
              assistantType: 'chat',
              model: 'qwen2.5:72b',
              sessionId: 'assist-old',
              isPersistent: true,
              updatedAt: '2026-03-02T10:00:00.000Z',
            },
          ],
        }),
      'GET /api/memory/conversations/c-1': () =>
        jsonResponse({
          messages: [
            {
              id: 'm1',
              role: 'user',
              content: 'Write me a bash script',
              isEncrypted: true,
              createdAt: '2026-03-02T10:00:00.000Z',
            },
          ],
        }),
      'POST /api/assistants/chat/stream': () => answer('Done.'),
    });
    renderRoute('/assistants');
    const list = await screen.findByRole('list', { name: 'Your conversations' }, SLOW);
    const entry = within(list).getByRole('button', { name: /^A bash script/ });
    expect(entry).toHaveTextContent('qwen2.5:72b');
    await userEvent.click(entry);
    expect(await screen.findByTestId('chat-picker')).toHaveTextContent('qwen2.5:72b');
    const chat = document.getElementById('chat-chat')!;
    await ask(chat, 'And in Python?');
    expect(await within(chat).findByText('Done.', {}, SLOW)).toBeVisible();
    expect(bodyOf(fetchMock, '/api/assistants/chat/stream')).toEqual({
      query: 'And in Python?',
      sessionId: 'assist-old',
      model: 'qwen2.5:72b',
    });
  });
});
