import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CustomAssistantsCard } from './custom-assistants-card';

const SLOW = { timeout: 15_000 };
const teams = [
  { id: 't-hr', name: 'HR', idpGroup: null, members: [] },
  { id: 't-eng', name: 'Engineering', idpGroup: null, members: [] },
];
const models = [
  { model: 'llama3.1:8b', servers: 1, access: 'everyone', aliases: [], fallbacks: [] },
  { model: 'qwen2.5:72b', servers: 1, access: 'everyone', aliases: [], fallbacks: [] },
];
const documents = [
  { id: 'd-handbook', name: 'Staff handbook.pdf' },
  { id: 'd-leave', name: 'Leave policy.md' },
];
const hrHelper = {
  id: 'a-hr',
  slug: 'hr-helper',
  name: 'HR Helper',
  description: '',
  icon: 'book-open',
  color: '#0e7490',
  instructions: 'You answer HR questions.',
  model: null,
  knowledge: { scope: 'documents', documentIds: ['d-handbook'] },
  starters: ['How many days of leave do I have?'],
  access: { teams: ['t-hr'] },
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

function routes(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/organizations/assistants': () => jsonResponse({ assistants: [hrHelper] }),
    'GET /api/organizations/teams': () => jsonResponse(teams),
    'GET /api/organizations/models': () => jsonResponse(models),
    'GET /api/organizations/audit': () => jsonResponse({ data: [] }),
    'GET /api/csrf-token': () => jsonResponse({ token: 'csrf-1' }),
    ...extra,
  });
}

const renderCard = (canManage: boolean) =>
  renderWithProviders(
    <CustomAssistantsCard canManage={canManage} serversKey="k" documents={documents} />,
  );

describe('CustomAssistantsCard', () => {
  it('lists the assistants with their model, knowledge and who may use them', async () => {
    routes();
    renderCard(true);
    const list = await screen.findByRole('list', { name: 'Your organization’s assistants' }, SLOW);
    const row = within(list).getByRole('listitem');
    expect(row).toHaveTextContent('HR Helper');
    expect(row).toHaveTextContent('assistant:hr-helper');
    await waitFor(() =>
      expect(row).toHaveTextContent('Organization default · Chosen documents · Only HR'),
    );
  });

  it('shows a member no controls', async () => {
    routes();
    renderCard(false);
    await screen.findByText('HR Helper', {}, SLOW);
    expect(screen.queryByRole('button', { name: 'New assistant' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit HR Helper' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete HR Helper' })).not.toBeInTheDocument();
  });

  it('creates an assistant published to one team, scoped to chosen documents', async () => {
    const fetchMock = routes({
      'POST /api/organizations/assistants': ({ init }) =>
        jsonResponse({ assistant: { ...hrHelper, ...JSON.parse(init.body as string) } }, 201),
    });
    renderCard(true);
    await userEvent.click(await screen.findByRole('button', { name: 'New assistant' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'New assistant' });
    const field = (name: string | RegExp) => within(dialog).getByLabelText(name);

    await userEvent.type(field('Name'), 'Legal Review');
    expect(field(/^Slug/)).toHaveValue('legal-review');
    await userEvent.click(field('Scale'));
    await userEvent.type(field('Instructions'), 'You review contracts.');
    await userEvent.selectOptions(field('Model'), 'qwen2.5:72b');
    await userEvent.click(within(dialog).getByLabelText('Only these documents'));
    await userEvent.click(within(dialog).getByLabelText('Leave policy.md'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a question' }));
    await userEvent.type(field('Starter question 1'), 'Is this clause standard?');
    await userEvent.click(within(dialog).getByLabelText('Only members of these teams'));
    await userEvent.click(within(dialog).getByLabelText('Engineering'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create assistant' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const call = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/organizations/assistants' && init?.method === 'POST',
    )!;
    expect(JSON.parse(call[1]!.body as string)).toEqual({
      name: 'Legal Review',
      slug: 'legal-review',
      description: '',
      icon: 'scale',
      color: '#4f46e5',
      instructions: 'You review contracts.',
      model: 'qwen2.5:72b',
      knowledge: { scope: 'documents', documentIds: ['d-leave'] },
      starters: ['Is this clause standard?'],
      access: { teams: ['t-eng'] },
    });
  });

  it('checks the form before sending, and shows the server’s refusal on its field', async () => {
    const fetchMock = routes({
      'POST /api/organizations/assistants': () =>
        jsonResponse(
          { statusCode: 409, message: 'An assistant with this slug already exists', code: 'X' },
          409,
        ),
    });
    renderCard(true);
    await userEvent.click(await screen.findByRole('button', { name: 'New assistant' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'New assistant' });
    await userEvent.click(within(dialog).getByLabelText('Only these documents'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create assistant' }));
    expect(await within(dialog).findByText('Name is required')).toBeVisible();
    expect(within(dialog).getByText('Choose at least one document')).toBeVisible();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await userEvent.click(within(dialog).getByLabelText('All of the organization’s documents'));
    await userEvent.type(within(dialog).getByLabelText('Name'), 'HR Helper');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create assistant' }));
    const slug = within(dialog).getByLabelText(/^Slug/);
    await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText('An assistant with this slug already exists')).toBeVisible();
  });

  it('edits an assistant and deletes one after asking', async () => {
    const fetchMock = routes({
      'PATCH /api/organizations/assistants/a-hr': ({ init }) =>
        jsonResponse({ assistant: { ...hrHelper, ...JSON.parse(init.body as string) } }),
      'DELETE /api/organizations/assistants/a-hr': () =>
        jsonResponse({ success: true, message: 'Assistant deleted' }),
    });
    renderCard(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit HR Helper' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Edit HR Helper' });
    expect(within(dialog).getByLabelText('Staff handbook.pdf')).toBeChecked();
    expect(within(dialog).getByLabelText('HR')).toBeChecked();
    const name = within(dialog).getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'People Helper');
    // A saved assistant's slug stays as it is when it is renamed.
    expect(within(dialog).getByLabelText(/^Slug/)).toHaveValue('hr-helper');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(patch[1]!.body as string)).toMatchObject({
      name: 'People Helper',
      slug: 'hr-helper',
      knowledge: { scope: 'documents', documentIds: ['d-handbook'] },
      access: { teams: ['t-hr'] },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Delete HR Helper' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete assistant' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true),
    );
  });
});
