import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render-route';
import { API_BASE_STORAGE_KEY } from '../../lib/api-base-storage';
import {
  BASE,
  healthyService,
  serviceAt,
  serviceHandlers,
  stubCanvas,
  type Handlers,
} from '../../testing/local-service-fixtures';

const OTHER = 'http://10.0.0.5:8090';

beforeEach(() => {
  localStorage.clear();
  stubCanvas();
});

async function openSettings(handlers: Handlers) {
  const fetchMock = mockFetch(handlers);
  const user = userEvent.setup();
  renderRoute('/local-chat');
  await user.click(await screen.findByRole('button', { name: 'Settings' }));
  const dialog = await screen.findByRole('dialog', { name: 'Settings' });
  return { fetchMock, user, dialog };
}

const calledUrls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url));

describe('/local-chat: where the local service is', () => {
  it("calls the service the server names (LOCAL_SERVICE_URL), not the build's default", async () => {
    const fetchMock = mockFetch(serviceHandlers(OTHER));
    renderRoute('/local-chat');
    expect(await screen.findByText('Active')).toBeInTheDocument();
    const urls = calledUrls(fetchMock);
    expect(urls).toContain(`${OTHER}/health`);
    expect(urls.some((url) => url.startsWith(BASE))).toBe(false);
  });

  it("falls back to the build's default where the server has no settings route (404)", async () => {
    const fetchMock = mockFetch({
      ...serviceAt(BASE),
      'GET /api/local-edition/settings': () => new Response('', { status: 404 }),
    });
    renderRoute('/local-chat');
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(calledUrls(fetchMock)).toContain(`${BASE}/health`);
  });
});

describe('/local-chat: Settings', () => {
  it('opens a panel with the address in use, where it comes from, the runtime URL and model', async () => {
    const { dialog } = await openSettings(serviceHandlers());
    expect(within(dialog).getByLabelText('Local service URL')).toHaveValue(BASE);
    expect(dialog).toHaveTextContent(`In use: ${BASE} (this site's setting, LOCAL_SERVICE_URL).`);
    await waitFor(() => expect(dialog).toHaveTextContent('Runtime URL:http://localhost:11434'));
    expect(dialog).toHaveTextContent('Model:mistral:7b');
    expect(dialog).toHaveTextContent('ironkeep init --ollama-url <url> --model <name>');
  });

  it('tests a connection: connected, nothing listening, or not an IronKeep service', async () => {
    const { user, dialog } = await openSettings({
      ...serviceHandlers(),
      [`GET ${OTHER}/health`]: () => {
        throw new TypeError('Failed to fetch');
      },
      'GET http://10.0.0.6/health': () => jsonResponse({ message: 'nope' }, 404),
    });
    const field = within(dialog).getByLabelText('Local service URL');
    await user.click(within(dialog).getByRole('button', { name: 'Test connection' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      `Connected to the IronKeep local service v0.1.0 at ${BASE}.Ollama at http://localhost:11434 is reachable; model mistral:7b is downloaded.`,
    );

    await user.clear(field);
    await user.type(field, `${OTHER}/`);
    await user.click(within(dialog).getByRole('button', { name: 'Test connection' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      `Nothing answered at ${OTHER}. Start the service with ironkeep start`,
    );

    await user.clear(field);
    await user.type(field, 'http://10.0.0.6:80');
    await user.click(within(dialog).getByRole('button', { name: 'Test connection' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Something answered at http://10.0.0.6 (HTTP 404), but it is not an IronKeep local service.',
    );
  });

  it("says when this site's security policy blocks the address, and which one it allows", async () => {
    const { user, dialog } = await openSettings({
      ...serviceHandlers(),
      [`GET ${OTHER}/health`]: () => {
        // What Chromium does for a connect-src the CSP refuses: an event, then a failed fetch.
        const event = new Event('securitypolicyviolation');
        Object.assign(event, { blockedURI: `${OTHER}/health` });
        document.dispatchEvent(event);
        throw new TypeError('Failed to fetch');
      },
    });
    const field = within(dialog).getByLabelText('Local service URL');
    await user.clear(field);
    await user.type(field, OTHER);
    await user.click(within(dialog).getByRole('button', { name: 'Test connection' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      `This site does not allow connecting to ${OTHER}: it only allows ${BASE} (its LOCAL_SERVICE_URL).`,
    );
  });

  it('still says blocked when the browser reports the refusal after the fetch has failed', async () => {
    const { user, dialog } = await openSettings({
      ...serviceHandlers(),
      [`GET ${OTHER}/health`]: () => {
        // A busy browser: the report comes well after the failed fetch (it once took over 50 ms).
        setTimeout(() => {
          const event = new Event('securitypolicyviolation');
          Object.assign(event, { blockedURI: `${OTHER}/health` });
          document.dispatchEvent(event);
        }, 300);
        throw new TypeError('Failed to fetch');
      },
    });
    const field = within(dialog).getByLabelText('Local service URL');
    await user.clear(field);
    await user.type(field, OTHER);
    await user.click(within(dialog).getByRole('button', { name: 'Test connection' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      `This site does not allow connecting to ${OTHER}: it only allows ${BASE} (its LOCAL_SERVICE_URL).`,
    );
  });

  it('refuses an address that is not http(s)', async () => {
    const { user, dialog } = await openSettings(serviceHandlers());
    const field = within(dialog).getByLabelText('Local service URL');
    await user.clear(field);
    await user.type(field, 'ftp://box:21');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Enter an http:// or https:// address, such as http://localhost:8080',
    );
    expect(localStorage.getItem(API_BASE_STORAGE_KEY)).toBeNull();
  });

  it('saves another address in this browser, the page follows it, and "Use default" goes back', async () => {
    const { fetchMock, user, dialog } = await openSettings({
      ...serviceHandlers(),
      ...serviceAt(OTHER),
    });
    const field = within(dialog).getByLabelText('Local service URL');
    await user.clear(field);
    await user.type(field, OTHER);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calledUrls(fetchMock)).toContain(`${OTHER}/health`));
    expect(calledUrls(fetchMock)).toContain(`${OTHER}/sessions`);
    expect(localStorage.getItem(API_BASE_STORAGE_KEY)).toBe(OTHER);

    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const again = await screen.findByRole('dialog', { name: 'Settings' });
    expect(again).toHaveTextContent(`In use: ${OTHER} (saved in this browser).`);
    await user.click(within(again).getByRole('button', { name: 'Use default' }));
    await waitFor(() => expect(localStorage.getItem(API_BASE_STORAGE_KEY)).toBeNull());
    expect(healthyService.model).toBe('mistral:7b');
  });
});
