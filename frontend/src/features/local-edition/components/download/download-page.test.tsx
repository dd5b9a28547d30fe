import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render-route';
import { LICENSE_KEY_STORAGE_KEY } from '../../lib/license-storage';
import { createTestSigner, type TestSigner } from '../../testing/license-keys';

const PUBLIC_KEY = 'GET /api/licenses/public-key';
const SLOW = { timeout: 4000 };
let signer: TestSigner;

beforeAll(async () => {
  signer = await createTestSigner();
});
beforeEach(() => localStorage.clear());

async function validate(key: string) {
  const user = userEvent.setup();
  renderRoute('/download');
  const input = await screen.findByLabelText('License key');
  if (key) {
    await user.click(input);
    await user.paste(key);
  }
  await user.click(screen.getByRole('button', { name: 'Validate License' }));
  return user;
}

const toastWith = (title: string) => screen.findByText(title, { selector: 'div' }, SLOW);

describe('/download', () => {
  it('asks for a key when the field is blank (spaces only too), without checking anything', async () => {
    const fetchMock = mockFetch({});
    await validate('   ');
    expect(await toastWith('License Key Required')).toBeInTheDocument();
    expect(screen.getByText('Please enter your license key to continue')).toBeInTheDocument();
    expect(screen.queryByText('System Requirements')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "Validating..." (disabled) for about a second, then refuses a key without IRON-', async () => {
    mockFetch({});
    await validate('ACME-PRO-1234');
    const button = screen.getByRole('button', { name: 'Validating...' });
    expect(button).toBeDisabled();
    expect(await toastWith('Invalid License Key')).toBeInTheDocument();
    expect(screen.getAllByText('Please check your license key and try again.')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Validate License' })).toBeEnabled();
    expect(screen.queryByText('System Requirements')).not.toBeInTheDocument();
    expect(localStorage.getItem(LICENSE_KEY_STORAGE_KEY)).toBeNull();
  });

  it('accepts an IRON- key, shows the Pro badge, stores the key, and reveals the download sections', async () => {
    const fetchMock = mockFetch({});
    await validate('IRON-PRO-TEST-0001');
    expect(await toastWith('License Validated')).toBeInTheDocument();
    expect(
      screen.getByText('Your license key is valid. Download links are now available.'),
    ).toBeInTheDocument();
    const summary = screen.getByTestId('license-summary');
    expect(within(summary).getByText('Pro')).toBeInTheDocument();
    expect(within(summary).getByText('5 users')).toBeInTheDocument();
    expect(within(summary).getByText('Multi user')).toBeInTheDocument();
    expect(summary).toHaveTextContent(
      'Signature not checked: this key is not in the signed format.',
    );
    expect(localStorage.getItem(LICENSE_KEY_STORAGE_KEY)).toBe('IRON-PRO-TEST-0001');
    for (const heading of ['System Requirements', 'Installation', 'Next Steps']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    for (const tier of ['Minimum', 'Recommended', 'GPU Accelerated']) {
      expect(screen.getByText(tier)).toBeInTheDocument();
    }
    expect(screen.getByText('NVIDIA GPU with CUDA')).toBeInTheDocument();
    expect(screen.getByText('Linux (Ubuntu 20.04+) or macOS')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives a key without PRO the Starter tier for 1 user', async () => {
    mockFetch({});
    await validate('IRON-STARTER-42');
    await toastWith('License Validated');
    const summary = screen.getByTestId('license-summary');
    expect(within(summary).getByText('Starter')).toBeInTheDocument();
    expect(within(summary).getByText('1 user')).toBeInTheDocument();
    expect(within(summary).queryByText('Advanced models')).not.toBeInTheDocument();
  });

  it('Docker tab (default): command and compose file carry the key; Copy confirms', async () => {
    mockFetch({});
    const user = await validate('IRON-PRO-TEST-0001');
    await toastWith('License Validated');
    expect(screen.getByRole('tab', { name: 'Docker' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Docker command')).toHaveTextContent(
      'IRONKEEP_LICENSE_KEY=IRON-PRO-TEST-0001',
    );
    expect(screen.getByLabelText('docker-compose.yml')).toHaveTextContent(
      'IRONKEEP_LICENSE_KEY: IRON-PRO-TEST-0001',
    );
    expect(screen.getByText('http://localhost:3001')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy docker-compose.yml' }));
    expect(await screen.findByText('Command copied to clipboard')).toBeInTheDocument();
    expect(screen.getByText('Copied', { selector: 'div' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toContain(
      'IRONKEEP_LICENSE_KEY: IRON-PRO-TEST-0001',
    );
  });

  it('CLI Tool tab: install, configure with the key, start, doctor, and the feature list', async () => {
    mockFetch({});
    const user = await validate('IRON-PRO-TEST-0001');
    await toastWith('License Validated');
    await user.click(screen.getByRole('tab', { name: 'CLI Tool' }));
    expect(screen.getByLabelText('1. Install')).toHaveTextContent(
      'npm install -g @ironkeep/local-service',
    );
    expect(screen.getByLabelText('2. Configure')).toHaveTextContent(
      'ironkeep init --license-key IRON-PRO-TEST-0001',
    );
    expect(screen.getByLabelText('3. Start')).toHaveTextContent('ironkeep start');
    expect(screen.getByText(/checks every dependency/)).toHaveTextContent(
      'Something missing? ironkeep doctor checks every dependency',
    );
    for (const feature of [
      'Interactive wizard',
      'Dependency checks',
      'One-command start',
      'Service management',
    ]) {
      expect(screen.getByText(feature)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Copy 2. Configure' }));
    expect(await navigator.clipboard.readText()).toBe(
      'ironkeep init --license-key IRON-PRO-TEST-0001',
    );
  });

  it('Manual tab: the two components and the model runtime note', async () => {
    mockFetch({});
    const user = await validate('IRON-PRO-TEST-0001');
    await toastWith('License Validated');
    await user.click(screen.getByRole('tab', { name: 'Manual' }));
    expect(screen.getByText('Core Chat Service')).toBeInTheDocument();
    expect(screen.getByText('Web Interface')).toBeInTheDocument();
    expect(screen.getByText('A modern browser')).toBeInTheDocument();
    expect(screen.getByText(/install Ollama/)).toHaveTextContent('vLLM');
    expect(screen.getAllByRole('button', { name: /^Download / })).toHaveLength(2);
  });

  it('verifies a signed key with the published public key and shows organisation and expiry', async () => {
    const key = await signer.issue({ org: 'County of Santa Barbara' });
    const fetchMock = mockFetch({ [PUBLIC_KEY]: () => jsonResponse(signer.publicKey) });
    await validate(key);
    await toastWith('License Validated');
    const summary = screen.getByTestId('license-summary');
    expect(summary).toHaveTextContent('Organization:County of Santa Barbara');
    expect(summary).toHaveTextContent('Expires:March 1, 2099');
    expect(summary).toHaveTextContent('Signature verified');
    // The key itself never leaves the page.
    for (const [url, init] of fetchMock.mock.calls) {
      expect(String(url) + String(init?.body ?? '')).not.toContain(key.slice(10, 40));
    }
  });

  it('refuses a signed key whose signature does not match', async () => {
    const key = await signer.issue();
    const tampered = key.slice(0, -1) + (key.endsWith('0') ? '1' : '0');
    mockFetch({ [PUBLIC_KEY]: () => jsonResponse(signer.publicKey) });
    await validate(tampered);
    expect(await toastWith('Invalid License Key')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('failed its signature check');
    expect(screen.queryByText('System Requirements')).not.toBeInTheDocument();
  });

  it('refuses an expired signed key, naming the date', async () => {
    const key = await signer.issue({ exp: '2025-02-01T00:00:00.000Z' });
    mockFetch({ [PUBLIC_KEY]: () => jsonResponse(signer.publicKey) });
    await validate(key);
    await toastWith('Invalid License Key');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This license key expired on February 1, 2025.',
    );
  });

  it('falls back to the prefix rule when the server publishes no key (404)', async () => {
    const key = await signer.issue({ tier: 'starter' });
    mockFetch({ [PUBLIC_KEY]: () => new Response('', { status: 404 }) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await validate(key);
    await toastWith('License Validated');
    expect(screen.getByTestId('license-summary')).toHaveTextContent(
      'Signature not checked: this server does not publish a license signing key.',
    );
    expect(warn).toHaveBeenCalled();
  });

  it('says "Validation Error" when the check itself fails unexpectedly', async () => {
    const key = await signer.issue();
    mockFetch({ [PUBLIC_KEY]: () => jsonResponse(signer.publicKey) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(crypto.subtle, 'verify').mockRejectedValue(new Error('engine failure'));
    await validate(key);
    expect(await toastWith('Validation Error')).toBeInTheDocument();
    expect(
      screen.getByText('Failed to validate license key. Please try again.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Validate License' })).toBeEnabled(),
    );
  });

  it('pre-fills the key this browser validated before', async () => {
    localStorage.setItem(LICENSE_KEY_STORAGE_KEY, 'IRON-PRO-SAVED');
    mockFetch({});
    renderRoute('/download');
    expect(await screen.findByLabelText('License key')).toHaveValue('IRON-PRO-SAVED');
  });
});
