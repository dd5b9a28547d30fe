import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render-route';

const alice = {
  id: 'u1',
  username: 'alice',
  email: null,
  role: 'user',
  isActive: true,
  createdAt: '2025-01-05T10:00:00.000Z',
  organizationId: null,
  twoFactorEnabled: false,
};
const OFF = { memoryEnabled: false, memoryEncryption: true, autoDeleteDays: null };
const conversationA = {
  id: 'c1',
  title: 'How is IronKeep priced?',
  assistantType: 'brain',
  isPersistent: true,
  updatedAt: '2025-03-04T09:05:00.000Z',
};
const conversationB = {
  id: 'c2',
  assistantType: 'deploy',
  isPersistent: false,
  updatedAt: '2025-03-03T08:00:00.000Z',
};
const messagesOfA = [
  {
    id: 'm1',
    role: 'user',
    content: 'How is IronKeep priced?',
    isEncrypted: false,
    createdAt: '2025-03-04T09:00:00.000Z',
  },
  {
    id: 'm2',
    role: 'assistant',
    content: 'Per deployment.',
    isEncrypted: true,
    createdAt: '2025-03-04T09:00:00.000Z',
  },
  {
    id: 'm3',
    role: 'user',
    content: '',
    isEncrypted: true,
    createdAt: '2025-03-04T09:05:00.000Z',
    error: { code: 'MEMORY_DECRYPTION_FAILED', message: 'This message could not be decrypted.' },
  },
];

type Handlers = Parameters<typeof mockFetch>[0];

/** A signed-in session with the given server state; extra handlers override. */
function server(
  options: { prefs?: object; conversations?: object[]; extra?: Handlers } = {},
): ReturnType<typeof mockFetch> {
  return mockFetch({
    'GET /api/auth/me': () => jsonResponse({ success: true, user: alice }),
    'GET /api/csrf-token': () => jsonResponse({ token: 't' }),
    'GET /api/memory/preferences': () => jsonResponse({ preferences: options.prefs ?? OFF }),
    'GET /api/memory/conversations': () =>
      jsonResponse({ conversations: options.conversations ?? [] }),
    'GET /api/memory/conversations/c1': () => jsonResponse({ messages: messagesOfA }),
    ...options.extra,
  });
}

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, key: string) => {
  const call = fetchMock.mock.calls.find(([url, init]) => `${init?.method} ${url}` === key);
  return call ? JSON.parse((call[1]?.body as string) ?? 'null') : undefined;
};

const pending = () => new Promise<Response>(() => undefined);

describe('/memory', () => {
  it('sends signed-out visitors to /auth', async () => {
    mockFetch({ 'GET /api/auth/me': () => new Response('', { status: 401 }) });
    const { router } = renderRoute('/memory');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('shows loading texts while settings and conversations load', async () => {
    server({
      extra: { 'GET /api/memory/preferences': pending, 'GET /api/memory/conversations': pending },
    });
    renderRoute('/memory');
    expect(await screen.findByText('Loading settings...')).toBeInTheDocument();
    expect(screen.getByText('Loading conversations...')).toBeInTheDocument();
    expect(screen.getByText('Select a conversation to view messages')).toBeInTheDocument();
  });

  it('starts with memory off, says so, and shows Encryption always on (issue 34)', async () => {
    server();
    renderRoute('/memory');
    expect(await screen.findByText('No stored conversations yet')).toBeInTheDocument();
    const memory = await screen.findByRole('switch', { name: 'Enable Memory' });
    expect(memory).not.toBeChecked();
    const encryption = screen.getByRole('switch', { name: 'Encryption' });
    expect(encryption).toBeChecked();
    expect(encryption).toBeDisabled();
    expect(encryption).toHaveAccessibleDescription(
      'Always on: every stored message is encrypted at rest with AES-256-GCM, and cannot be stored any other way.',
    );
    expect(screen.getByText(/nothing from your chats is stored/)).toBeInTheDocument();
    const select = screen.getByLabelText('Auto-delete');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Never', '7 days', '30 days', '90 days', '1 year']);
  });

  it('sends the full preferences with one field changed, and toasts', async () => {
    const fetchMock = server({
      extra: {
        'PUT /api/memory/preferences': ({ init }) =>
          jsonResponse({ preferences: JSON.parse(init.body as string) }),
      },
    });
    renderRoute('/memory');
    await userEvent.click(await screen.findByRole('switch', { name: 'Enable Memory' }));
    expect(await screen.findByText('Memory preferences updated successfully')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT /api/memory/preferences')).toEqual({
      ...OFF,
      memoryEnabled: true,
    });
    expect(screen.getByRole('switch', { name: 'Enable Memory' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Encryption' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Encryption' })).toBeDisabled();
  });

  it('changes auto-delete, and keeps encryption on when memory is turned off', async () => {
    const sent: object[] = [];
    server({
      prefs: { memoryEnabled: true, memoryEncryption: true, autoDeleteDays: 30 },
      extra: {
        'PUT /api/memory/preferences': ({ init }) => {
          sent.push(JSON.parse(init.body as string));
          return jsonResponse({ preferences: sent.at(-1) });
        },
      },
    });
    renderRoute('/memory');
    await userEvent.selectOptions(await screen.findByLabelText('Auto-delete'), '1 year');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ memoryEnabled: true, memoryEncryption: true, autoDeleteDays: 365 });
    await userEvent.click(screen.getByRole('switch', { name: 'Enable Memory' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ memoryEnabled: false, memoryEncryption: true, autoDeleteDays: 365 });
  });

  it('toasts a failed preference change with the server message', async () => {
    server({
      extra: {
        'PUT /api/memory/preferences': () =>
          jsonResponse(
            {
              statusCode: 400,
              message: 'Stored memory is always encrypted: memoryEncryption cannot be turned off',
            },
            400,
          ),
      },
    });
    renderRoute('/memory');
    await userEvent.click(await screen.findByRole('switch', { name: 'Enable Memory' }));
    expect(await screen.findByText('Failed to update preferences')).toBeInTheDocument();
    expect(
      screen.getByText('Stored memory is always encrypted: memoryEncryption cannot be turned off'),
    ).toBeInTheDocument();
  });

  it('cleans up expired conversations and toasts the server message', async () => {
    server({
      extra: {
        'POST /api/memory/cleanup': () =>
          jsonResponse({ success: true, message: '3 expired conversations', deleted: 3 }),
      },
    });
    renderRoute('/memory');
    await userEvent.click(await screen.findByRole('button', { name: 'Cleanup Expired' }));
    expect(await screen.findByText('Cleaned up 3 expired conversations')).toBeInTheDocument();
  });

  it('toasts a failed cleanup', async () => {
    server({ extra: { 'POST /api/memory/cleanup': () => new Response('boom', { status: 500 }) } });
    renderRoute('/memory');
    await userEvent.click(await screen.findByRole('button', { name: 'Cleanup Expired' }));
    // A 5xx is retried once (spec §8) before the failure shows.
    expect(
      await screen.findByText('Failed to cleanup conversations', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('lists conversations with title or "{assistant} Chat", Persistent badge, assistant and date', async () => {
    server({ conversations: [conversationA, conversationB] });
    renderRoute('/memory');
    const list = await screen.findByRole('list', { name: 'Stored conversations' });
    const [first, second] = within(list).getAllByRole('button', { pressed: false });
    expect(first).toHaveTextContent('How is IronKeep priced?');
    expect(within(first).getByText('Persistent')).toBeInTheDocument();
    // The assistants' names, as the demo shows them, never the raw "brain" / "deploy".
    expect(within(first).getByText('Intelligence Assistant')).toBeInTheDocument();
    expect(within(first).queryByText('brain')).toBeNull();
    expect(first).toHaveTextContent('Updated Mar 4, 2025');
    expect(second).toHaveTextContent('Operations Manager Chat');
    expect(second).not.toHaveTextContent(/deploy/i);
    expect(within(second).queryByText('Persistent')).not.toBeInTheDocument();
  });

  it('renames a conversation from its menu, and deleting the selected one deselects it', async () => {
    let conversations: object[] = [conversationA, conversationB];
    const fetchMock = server({
      extra: {
        'GET /api/memory/conversations': () => jsonResponse({ conversations }),
        'PATCH /api/memory/conversations/c1': ({ init }) => {
          const { title } = JSON.parse(init.body as string) as { title: string };
          conversations = [{ ...conversationA, title }, conversationB];
          return jsonResponse({ conversation: conversations[0] });
        },
        'DELETE /api/memory/conversations/c1': () => {
          conversations = [conversationB];
          return jsonResponse({ success: true, message: 'Conversation deleted' });
        },
      },
    });
    renderRoute('/memory');
    await userEvent.click(await screen.findByRole('button', { name: /^How is IronKeep priced/ }));
    await screen.findByRole('list', { name: 'Messages' });

    await userEvent.click(
      screen.getByRole('button', { name: 'Actions for How is IronKeep priced?' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const field = screen.getByRole('textbox', { name: 'Conversation title' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Pricing{Enter}');
    expect(await screen.findByRole('button', { name: /^Pricing/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(bodyOf(fetchMock, 'PATCH /api/memory/conversations/c1')).toEqual({ title: 'Pricing' });

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Pricing' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Conversation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Conversation deleted successfully')).toBeInTheDocument();
    expect(await screen.findByText('Select a conversation to view messages')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pricing/ })).not.toBeInTheDocument();
  });

  it('selecting a conversation shows its messages with role and Encrypted badges', async () => {
    server({ conversations: [conversationA] });
    renderRoute('/memory');
    await userEvent.click(await screen.findByRole('button', { name: /^How is IronKeep priced/ }));
    const messages = await screen.findByRole('list', { name: 'Messages' });
    expect(messages).toHaveClass('max-h-96', 'overflow-y-auto');
    const items = within(messages).getAllByRole('listitem');
    expect(within(items[0]).getByText('user')).toBeInTheDocument();
    expect(within(items[0]).queryByText('Encrypted')).not.toBeInTheDocument();
    expect(within(items[1]).getByText('assistant')).toBeInTheDocument();
    expect(within(items[1]).getByText('Encrypted')).toBeInTheDocument();
    expect(within(items[1]).getByText('Per deployment.')).toBeInTheDocument();
    // An unreadable message says so and cannot be edited, only deleted.
    expect(within(items[2]).getByText('This message could not be decrypted.')).toBeInTheDocument();
    expect(within(items[2]).getByRole('button', { name: 'Edit message' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^How is IronKeep priced/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('renders stored answers as the chat does (markdown, no raw HTML); Edit keeps the raw text', async () => {
    const answer =
      'Priced **per deployment**.\n\nRun `ironkeep status` first. <img src=x onerror=alert(1)>';
    server({
      conversations: [conversationA],
      extra: {
        'GET /api/memory/conversations/c1': () =>
          jsonResponse({
            messages: [
              { ...messagesOfA[0], content: 'Is it **cheap**?' },
              { ...messagesOfA[1], content: answer },
            ],
          }),
      },
    });
    renderRoute('/memory');
    await userEvent.click(await screen.findByRole('button', { name: /^How is IronKeep priced/ }));
    const messages = await screen.findByRole('list', { name: 'Messages' });
    const [question, reply] = within(messages).getAllByRole('listitem');
    expect(reply.querySelector('strong')).toHaveTextContent('per deployment');
    expect(reply.querySelector('code')).toHaveTextContent('ironkeep status');
    expect(reply.querySelectorAll('p')).toHaveLength(2);
    expect(reply).not.toHaveTextContent('**');
    // Markup in a stored message is text, never an element.
    expect(reply.querySelector('img')).toBeNull();
    expect(reply).toHaveTextContent('<img src=x onerror=alert(1)>');
    // The user's own words stay as typed, as in the chat.
    expect(question).toHaveTextContent('Is it **cheap**?');
    expect(question.querySelector('strong')).toBeNull();
    await userEvent.click(within(reply).getByRole('button', { name: 'Edit message' }));
    expect(screen.getByRole('textbox', { name: 'Message content' })).toHaveValue(answer);
  });

  it('edits one message at a time; Save only when non-blank; sends the trimmed text', async () => {
    const fetchMock = server({
      conversations: [conversationA],
      extra: { 'PUT /api/memory/messages/m2': () => jsonResponse({ success: true }) },
    });
    renderRoute('/memory');
    await userEvent.click(await screen.findByRole('button', { name: /^How is IronKeep priced/ }));
    const [editFirst, editSecond] = await screen.findAllByRole('button', { name: 'Edit message' });
    await userEvent.click(editFirst);
    expect(screen.getAllByRole('textbox', { name: 'Message content' })).toHaveLength(1);
    await userEvent.click(editSecond);
    const box = screen.getByRole('textbox', { name: 'Message content' });
    expect(box).toHaveValue('Per deployment.');
    await userEvent.clear(box);
    await userEvent.type(box, '   ');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(box, ' Priced per site. ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Message updated successfully')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT /api/memory/messages/m2')).toEqual({
      content: 'Priced per site.',
    });
    expect(screen.queryByRole('textbox', { name: 'Message content' })).not.toBeInTheDocument();
  });

  it('Cancel leaves edit mode without saving; a failed save toasts', async () => {
    server({
      conversations: [conversationA],
      extra: {
        'PUT /api/memory/messages/m1': () =>
          jsonResponse({ statusCode: 404, message: 'Message not found' }, 404),
      },
    });
    renderRoute('/memory');
    await userEvent.click(await screen.findByRole('button', { name: /^How is IronKeep priced/ }));
    const [edit] = await screen.findAllByRole('button', { name: 'Edit message' });
    await userEvent.click(edit);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Edit message' })[0]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message content' }), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update message')).toBeInTheDocument();
    expect(screen.getByText('Message not found')).toBeInTheDocument();
  });

  it('deletes a message after the "Delete Message" confirmation', async () => {
    const fetchMock = server({
      conversations: [conversationA],
      extra: { 'DELETE /api/memory/messages/m1': () => jsonResponse({ success: true }) },
    });
    renderRoute('/memory');
    await userEvent.click(await screen.findByRole('button', { name: /^How is IronKeep priced/ }));
    const [remove] = await screen.findAllByRole('button', { name: 'Delete message' });
    await userEvent.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Message' });
    expect(dialog).toHaveTextContent('permanently deleted. This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete message' })[0]);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Message deleted successfully')).toBeInTheDocument();
  });

  it('toasts a failed message deletion', async () => {
    server({
      conversations: [conversationA],
      extra: { 'DELETE /api/memory/messages/m1': () => new Response('', { status: 500 }) },
    });
    renderRoute('/memory');
    await userEvent.click(await screen.findByRole('button', { name: /^How is IronKeep priced/ }));
    await userEvent.click((await screen.findAllByRole('button', { name: 'Delete message' }))[0]);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    // A 5xx is retried once (spec §8) before the failure shows.
    expect(
      await screen.findByText('Failed to delete message', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('deletes the conversation after "Delete Conversation" and deselects it', async () => {
    let conversations = [conversationA];
    server({
      extra: {
        'GET /api/memory/conversations': () => jsonResponse({ conversations }),
        'DELETE /api/memory/conversations/c1': () => {
          conversations = [];
          return jsonResponse({ success: true });
        },
      },
    });
    renderRoute('/memory');
    await userEvent.click(await screen.findByRole('button', { name: /^How is IronKeep priced/ }));
    await screen.findByRole('list', { name: 'Messages' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Conversation' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Conversation' });
    expect(dialog).toHaveTextContent('all its messages will be permanently deleted');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Conversation deleted successfully')).toBeInTheDocument();
    expect(screen.getByText('Select a conversation to view messages')).toBeInTheDocument();
    expect(await screen.findByText('No stored conversations yet')).toBeInTheDocument();
  });

  it('toasts a failed conversation deletion and keeps the selection', async () => {
    server({
      conversations: [conversationA],
      extra: { 'DELETE /api/memory/conversations/c1': () => new Response('', { status: 500 }) },
    });
    renderRoute('/memory');
    await userEvent.click(await screen.findByRole('button', { name: /^How is IronKeep priced/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Conversation' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    // A 5xx is retried once (spec §8) before the failure shows.
    expect(
      await screen.findByText('Failed to delete conversation', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Messages' })).toBeInTheDocument();
  });
});
