import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeSessionHint } from '@/lib/session';
import { jsonResponse, mockFetch, sentHeaders } from '@/testing/mock-fetch';
import { loner } from '@/testing/organization-fixtures';
import { renderRoute } from '@/testing/render-route';

// Issue 42 item 5: the sidebar of /assistants lists the stored conversations with their titles,
// renames in place, searches titles and content, exports and deletes.

const SLOW = { timeout: 15_000 };
const SAMPLES = ['Q1?', 'Q2?', 'Q3?', 'Q4?'];
const memoryOn = { memoryEnabled: true, memoryEncryption: true, autoDeleteDays: null };
const memoryOff = { ...memoryOn, memoryEnabled: false };

const stored = (id: string, title: string | null, assistantType = 'brain') => ({
  id,
  title,
  assistantType,
  model: null,
  sessionId: `session-${id}`,
  isPersistent: true,
  updatedAt: '2026-03-02T10:00:00.000Z',
});
const backups = stored('c1', 'Backups and restores');
const scaling = stored('c2', 'Scaling out', 'deploy');
const untitled = stored('c3', null, 'deploy');

type Handlers = Parameters<typeof mockFetch>[0];

/** A member in no organization (the fewest routes), memory on, with `conversations` stored. */
function routes(conversations: object[], extra: Handlers = {}) {
  return mockFetch({
    'GET /api/auth/me': () => jsonResponse({ success: true, user: loner }),
    'GET /api/memory/preferences': () => jsonResponse({ preferences: memoryOn }),
    'GET /api/memory/conversations': () => jsonResponse({ conversations }),
    'GET /api/demo/assistants': () =>
      jsonResponse([
        { id: 'brain', name: 'Intelligence Assistant', sampleQuestions: SAMPLES },
        { id: 'deploy', name: 'Operations Manager', sampleQuestions: SAMPLES },
      ]),
    'GET /api/csrf-token': () => jsonResponse({ token: 'csrf-1' }),
    ...extra,
  });
}

const callsTo = (fetchMock: ReturnType<typeof mockFetch>, method: string, url: string) =>
  fetchMock.mock.calls
    .map(([u, init], index) => ({ url: u as string, init: init ?? {}, index }))
    .filter((c) => c.url === url && (c.init.method ?? 'GET') === method);

async function sidebar() {
  return screen.findByRole('list', { name: 'Your conversations' }, SLOW);
}

async function openMenu(title: string) {
  await userEvent.click(screen.getByRole('button', { name: `Actions for ${title}` }));
  return screen.findByRole('menu');
}

beforeEach(() => writeSessionHint(true));

describe('/assistants: the conversations', () => {
  it('lists each with its title, or "{assistant} Chat" without one, what it was had with and when', async () => {
    routes([backups, scaling, untitled]);
    renderRoute('/assistants');
    const list = await sidebar();
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Backups and restores');
    expect(rows[0]).toHaveTextContent('Intelligence Assistant');
    expect(rows[0]).toHaveTextContent(/Updated Mar 2, 2026/);
    expect(rows[1]).toHaveTextContent('Scaling out');
    expect(rows[2]).toHaveTextContent('Operations Manager Chat');
    expect(screen.getByRole('searchbox', { name: 'Search conversations' })).toBeVisible();
  });

  it('searches titles and content once typing pauses, marks the hit, and says when none match', async () => {
    const fetchMock = routes([backups, scaling], {
      'GET /api/memory/conversations?search=nightly': () =>
        jsonResponse({
          conversations: [{ ...backups, match: '…backups run nightly at two…' }],
        }),
      'GET /api/memory/conversations?search=scaling': () =>
        jsonResponse({ conversations: [{ ...scaling, match: null }] }),
      'GET /api/memory/conversations?search=kubernetes+helm': () =>
        jsonResponse({ conversations: [] }),
      'GET /api/memory/conversations?search=ni': () => jsonResponse({ conversations: [backups] }),
    });
    renderRoute('/assistants');
    await sidebar();
    const box = screen.getByRole('searchbox', { name: 'Search conversations' });

    await userEvent.type(box, 'n');
    expect(screen.getByText('Type at least 2 characters to search.')).toBeVisible();
    await userEvent.type(box, 'ightly');
    const found = await screen.findByRole('list', { name: 'Conversations found' });
    expect(within(found).getAllByRole('listitem')).toHaveLength(1);
    expect(within(found).getByText('nightly', { selector: 'mark' })).toBeVisible();
    expect(found).toHaveTextContent('…backups run nightly at two…');
    expect(screen.getByText('1 conversation found')).toHaveAttribute('role', 'status');
    // One request for the whole word, not one per keystroke.
    expect(fetchMock.mock.calls.filter(([u]) => String(u).includes('search='))).toHaveLength(1);

    await userEvent.clear(box);
    await userEvent.type(box, 'scaling');
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Conversations found' })).toHaveTextContent(
        'Scaling out',
      ),
    );

    await userEvent.clear(box);
    await userEvent.type(box, '  kubernetes   helm ');
    expect(
      await screen.findByText(/No conversations match “kubernetes helm”/, {}, SLOW),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show all conversations' }));
    expect(within(await sidebar()).getAllByRole('listitem')).toHaveLength(2);
    expect(box).toHaveValue('');
    // The field's own clear button empties it too, and leaves the focus in it.
    await userEvent.type(box, 'ni');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });

  it('shows why a search failed', async () => {
    routes([backups], {
      'GET /api/memory/conversations?search=ab': () =>
        jsonResponse(
          { statusCode: 400, message: ['Search must be 2 to 100 characters'], code: 'X' },
          400,
        ),
    });
    renderRoute('/assistants');
    await sidebar();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'ab');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to search conversations: Search must be 2 to 100 characters',
    );
  });

  it('renames in place: Enter saves the trimmed title, Escape cancels, blank is refused', async () => {
    let conversations = [backups, scaling];
    const fetchMock = routes([], {
      'GET /api/memory/conversations': () => jsonResponse({ conversations }),
      'PATCH /api/memory/conversations/c1': ({ init }) => {
        const { title } = JSON.parse(init.body as string) as { title: string };
        conversations = [{ ...backups, title }, scaling];
        return jsonResponse({ conversation: conversations[0] });
      },
    });
    renderRoute('/assistants');
    await sidebar();

    // Escape: back to the title, nothing sent, the focus on the row's menu button.
    within(await openMenu('Backups and restores'));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Rename' }));
    let field = screen.getByRole('textbox', { name: 'Conversation title' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Backups and restores');
    await userEvent.type(field, ' (draft)');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Conversation title' })).not.toBeInTheDocument();
    expect(screen.getByText('Backups and restores')).toBeVisible();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Actions for Backups and restores' }),
      ).toHaveFocus(),
    );

    await openMenu('Backups and restores');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Rename' }));
    field = screen.getByRole('textbox', { name: 'Conversation title' });
    await userEvent.clear(field);
    expect(screen.getByRole('alert')).toHaveTextContent('Title cannot be blank');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(field, '  Restore drill  {Enter}');

    expect(await screen.findByText('Conversation renamed')).toBeVisible();
    expect(await within(await sidebar()).findByText('Restore drill')).toBeVisible();
    const [patch] = callsTo(fetchMock, 'PATCH', '/api/memory/conversations/c1');
    expect(JSON.parse(patch.init.body as string)).toEqual({ title: 'Restore drill' });
    expect(sentHeaders(fetchMock, patch.index)['x-csrf-token']).toBe('csrf-1');
    expect(callsTo(fetchMock, 'PATCH', '/api/memory/conversations/c1')).toHaveLength(1);
  });

  it('is worked from the keyboard: Tab to the menu, Enter opens it, arrows move, Enter picks', async () => {
    const fetchMock = routes([backups], {
      'PATCH /api/memory/conversations/c1': ({ init }) =>
        jsonResponse({ conversation: { ...backups, ...JSON.parse(init.body as string) } }),
    });
    renderRoute('/assistants');
    const list = await sidebar();
    within(list)
      .getByRole('button', { name: /^Backups and restores/ })
      .focus();
    await userEvent.tab();
    const menuButton = screen.getByRole('button', { name: 'Actions for Backups and restores' });
    expect(menuButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Rename' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Export as Markdown' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    const field = screen.getByRole('textbox', { name: 'Conversation title' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('{Control>}a{/Control}Kept{Enter}');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PATCH', '/api/memory/conversations/c1')).toHaveLength(1),
    );
    const [patch] = callsTo(fetchMock, 'PATCH', '/api/memory/conversations/c1');
    expect(JSON.parse(patch.init.body as string)).toEqual({ title: 'Kept' });
  });

  it('keeps the field open with the server’s words when a rename is refused', async () => {
    routes([backups], {
      'PATCH /api/memory/conversations/c1': () =>
        jsonResponse(
          {
            statusCode: 400,
            message: ['Title must be at most 100 characters'],
            code: 'VALIDATION_FAILED',
          },
          400,
        ),
    });
    renderRoute('/assistants');
    await sidebar();
    await openMenu('Backups and restores');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Rename' }));
    const field = screen.getByRole('textbox', { name: 'Conversation title' });
    await userEvent.type(field, ' again{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Title must be at most 100 characters',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('Backups and restores again');
  });

  it('exports as Markdown or JSON with plain download links', async () => {
    routes([backups]);
    renderRoute('/assistants');
    await sidebar();
    const menu = await openMenu('Backups and restores');
    const markdown = within(menu).getByRole('menuitem', { name: 'Export as Markdown' });
    expect(markdown).toHaveAttribute('href', '/api/memory/conversations/c1/export?format=markdown');
    expect(markdown).toHaveAttribute('download');
    const json = within(menu).getByRole('menuitem', { name: 'Export as JSON' });
    expect(json).toHaveAttribute('href', '/api/memory/conversations/c1/export?format=json');
    expect(json).toHaveAttribute('download');
  });

  it('deletes after a confirmation; Cancel keeps it and returns to the menu button', async () => {
    let conversations = [backups, scaling];
    const fetchMock = routes([], {
      'GET /api/memory/conversations': () => jsonResponse({ conversations }),
      'DELETE /api/memory/conversations/c1': () => {
        conversations = [scaling];
        return jsonResponse({ success: true, message: 'Conversation deleted' });
      },
    });
    renderRoute('/assistants');
    await sidebar();

    await openMenu('Backups and restores');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete…' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete Conversation' });
    expect(dialog).toHaveTextContent('“Backups and restores” and all its messages');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Actions for Backups and restores' }),
      ).toHaveFocus(),
    );
    expect(callsTo(fetchMock, 'DELETE', '/api/memory/conversations/c1')).toHaveLength(0);

    await openMenu('Backups and restores');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete…' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete Conversation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Conversation deleted successfully')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Backups and restores')).not.toBeInTheDocument());
    const [call] = callsTo(fetchMock, 'DELETE', '/api/memory/conversations/c1');
    expect(sentHeaders(fetchMock, call.index)['x-csrf-token']).toBe('csrf-1');
    expect(within(await sidebar()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says so when a deletion fails, and keeps the conversation', async () => {
    routes([backups], {
      'DELETE /api/memory/conversations/c1': () =>
        jsonResponse({ statusCode: 404, message: 'Conversation not found', code: 'X' }, 404),
    });
    renderRoute('/assistants');
    await sidebar();
    await openMenu('Backups and restores');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Conversation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete conversation')).toBeVisible();
    expect(screen.getByText('Conversation not found')).toBeVisible();
    expect(screen.getByText('Backups and restores')).toBeVisible();
  });

  it('opens the conversations in a sheet from the "Conversations" button (phones)', async () => {
    routes([backups], {
      'GET /api/memory/conversations/c1': () =>
        jsonResponse({
          id: 'c1',
          title: 'Backups and restores',
          assistantType: 'brain',
          model: null,
          messages: [
            {
              id: 'm1',
              role: 'user',
              content: 'When do backups run?',
              isEncrypted: true,
              createdAt: '2026-03-02T10:00:00.000Z',
            },
          ],
        }),
    });
    renderRoute('/assistants');
    await sidebar();
    await userEvent.click(screen.getByRole('button', { name: 'Conversations' }));
    const sheet = await screen.findByRole('dialog', { name: 'Your conversations' });
    const list = within(sheet).getByRole('list', { name: 'Your conversations' });
    await userEvent.click(within(list).getByRole('button', { name: /^Backups and restores/ }));
    // Carried on in the chat, and the sheet closes on it.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      within(document.getElementById('brain-chat')!).getByText('When do backups run?'),
    ).toBeVisible();
  });

  it('with memory off, the sheet says nothing is kept and where to turn memory on', async () => {
    routes([], {
      'GET /api/memory/preferences': () => jsonResponse({ preferences: memoryOff }),
    });
    renderRoute('/assistants');
    await userEvent.click(await screen.findByRole('button', { name: 'Conversations' }, SLOW));
    const sheet = await screen.findByRole('dialog', { name: 'Your conversations' });
    expect(within(sheet).getByTestId('memory-off')).toHaveTextContent(
      'Memory is off, so your conversations are not stored',
    );
    expect(within(sheet).getByRole('link', { name: 'Turn on Memory' })).toHaveAttribute(
      'href',
      '/memory',
    );
  });
});
