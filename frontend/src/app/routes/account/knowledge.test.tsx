import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { loner, member, owner } from '@/testing/organization-fixtures';
import { renderRoute } from '@/testing/render-route';

const doc = (overrides: object = {}) => ({
  id: 'd1',
  name: 'Handbook.pdf',
  mimeType: 'application/pdf',
  size: 2_400_000,
  status: 'ready',
  chunks: 42,
  pages: 12,
  error: null,
  createdAt: new Date().toISOString(),
  ...overrides,
});

type Handlers = Parameters<typeof mockFetch>[0];

function signedIn(user: object, documents: object[], extra: Handlers = {}) {
  return mockFetch({
    'GET /api/auth/me': () => jsonResponse({ success: true, user }),
    'GET /api/knowledge/documents': () => jsonResponse({ documents }),
    'GET /api/csrf-token': () => jsonResponse({ token: 'csrf-1' }),
    ...extra,
  });
}

describe('/knowledge', () => {
  it('lists the documents with their status and the failed reason', async () => {
    signedIn(owner, [
      doc(),
      doc({
        id: 'd2',
        name: 'locked.pdf',
        status: 'failed',
        chunks: 0,
        error: 'The PDF is password-protected.',
      }),
    ]);
    renderRoute('/knowledge');
    const list = await screen.findByRole('list', { name: 'Documents' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Handbook.pdf');
    expect(rows[0]).toHaveTextContent('12 pages · 42 passages');
    expect(rows[0]).toHaveTextContent('Ready');
    expect(rows[1]).toHaveTextContent('Failed');
    expect(rows[1]).toHaveTextContent('The PDF is password-protected.');
    expect(screen.getByTestId('upload-zone')).toHaveTextContent('Drag and drop documents here');
  });

  it('marks the document a cited source links to (#document-{id})', async () => {
    signedIn(member, [doc(), doc({ id: 'd2', name: 'Runbook.pdf' })]);
    renderRoute('/knowledge#document-d2');
    const list = await screen.findByRole('list', { name: 'Documents' });
    const [handbook, runbook] = within(list).getAllByRole('listitem');
    await waitFor(() => expect(runbook).toHaveAttribute('aria-current', 'true'));
    expect(runbook).toHaveAttribute('id', 'document-d2');
    expect(handbook).not.toHaveAttribute('aria-current');
  });

  it('refreshes by itself while a document is processing', async () => {
    let calls = 0;
    signedIn(owner, [], {
      'GET /api/knowledge/documents': () => {
        calls += 1;
        return jsonResponse({ documents: [doc({ status: calls === 1 ? 'processing' : 'ready' })] });
      },
    });
    renderRoute('/knowledge');
    expect(await screen.findByText('Processing')).toBeInTheDocument();
    expect(await screen.findByText('Ready', {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('deletes after confirmation', async () => {
    const fetchMock = signedIn(owner, [doc()], {
      'DELETE /api/knowledge/documents/d1': () => new Response(null, { status: 204 }),
    });
    renderRoute('/knowledge');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Handbook.pdf' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('no answer or search will cite it again');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true),
    );
  });

  it('shows the passages that match a question, with where they are', async () => {
    signedIn(member, [doc()], {
      'GET /api/knowledge/search?q=hotel+per+night': () =>
        jsonResponse({
          results: [
            {
              documentId: 'd1',
              documentName: 'Handbook.pdf',
              excerpt: 'Hotel stays are reimbursed up to 180 euros a night.',
              location: 'p. 3',
              score: 0.9,
            },
          ],
        }),
    });
    renderRoute('/knowledge');
    // A member searches but neither uploads nor deletes.
    expect(
      await screen.findByText('The organization owner and admins add and remove documents.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Handbook.pdf' })).toBeNull();
    await userEvent.type(screen.getByLabelText('Question or keywords'), 'hotel per night');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('list', { name: 'Matching passages' });
    expect(results).toHaveTextContent('Handbook.pdf');
    expect(results).toHaveTextContent('p. 3');
    expect(results).toHaveTextContent('180 euros a night');
  });

  it('points a user without an organization to the plans, without asking for documents', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/me': () => jsonResponse({ success: true, user: loner }),
    });
    renderRoute('/knowledge');
    expect(await screen.findByRole('link', { name: 'View Plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/knowledge'))).toBe(
      false,
    );
  });
});
