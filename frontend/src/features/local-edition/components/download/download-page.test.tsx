import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render-route';
import { LICENSE_KEY_STORAGE_KEY } from '../../lib/license-storage';
import type { User } from '@/lib/current-user';
import { setSignedIn } from '@/lib/session';
import { license, loner, owner } from '@/testing/organization-fixtures';
import { createTestSigner, type TestSigner } from '../../testing/license-keys';

const PUBLIC_KEY = 'GET /api/licenses/public-key';
const SLOW = { timeout: 15_000 };
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

/** Validates a freshly signed key against the published public key. */
async function validateSigned(options: Parameters<TestSigner['issue']>[0] = {}) {
  const key = await signer.issue(options);
  const fetchMock = mockFetch({ [PUBLIC_KEY]: () => jsonResponse(signer.publicKey) });
  const user = await validate(key);
  await toastWith('License Validated');
  return { key, user, fetchMock };
}

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

  it('refuses a made-up IRON- key with a clear message, before anything is installed', async () => {
    const fetchMock = mockFetch({});
    await validate('IRON-PRO-TEST-0001');
    expect(await toastWith('Invalid License Key')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This is not an IronKeep license key');
    expect(screen.queryByText('Installation')).not.toBeInTheDocument();
    expect(localStorage.getItem(LICENSE_KEY_STORAGE_KEY)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('accepts a signed Pro key, shows what it grants, stores it, and reveals the download sections', async () => {
    const { key, fetchMock } = await validateSigned();
    expect(
      screen.getByText('Your license key is valid. Download links are now available.'),
    ).toBeInTheDocument();
    const summary = screen.getByTestId('license-summary');
    expect(within(summary).getByText('Pro')).toBeInTheDocument();
    expect(within(summary).getByText('Up to 5 users')).toBeInTheDocument();
    expect(within(summary).getByText('Multi user')).toBeInTheDocument();
    expect(summary).toHaveTextContent('Signature verified');
    expect(localStorage.getItem(LICENSE_KEY_STORAGE_KEY)).toBe(key);
    for (const heading of ['System Requirements', 'Installation', 'Next Steps']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    for (const tier of ['Minimum', 'Recommended', 'GPU Accelerated']) {
      expect(screen.getByText(tier)).toBeInTheDocument();
    }
    expect(screen.getByText('NVIDIA GPU with CUDA')).toBeInTheDocument();
    expect(screen.getByText('Linux (Ubuntu 20.04+) or macOS')).toBeInTheDocument();
    expect(
      screen.getByText('Your Pro license covers up to 5 users, each on their own device.'),
    ).toBeInTheDocument();
    // Only the public key was fetched: the key itself never leaves the page.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a Starter key: Starter for 1 user, and the next steps do not promise five', async () => {
    await validateSigned({ tier: 'starter' });
    const summary = screen.getByTestId('license-summary');
    expect(within(summary).getByText('Starter')).toBeInTheDocument();
    expect(within(summary).getByText('1 user')).toBeInTheDocument();
    expect(within(summary).queryByText('Advanced models')).not.toBeInTheDocument();
    expect(
      screen.getByText(/Your Starter license covers 1 user on one device/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/covers up to 5 users/)).not.toBeInTheDocument();
  });

  it('accepts a key issued in the first, hex format', async () => {
    const { key } = await validateSigned({ encoding: 'hex', tier: 'starter' });
    expect(key).toMatch(/^IRON-STARTER-[0-9a-f]+-[0-9a-f]{128}$/);
    expect(screen.getByTestId('license-summary')).toHaveTextContent('Signature verified');
  });

  it('shows organisation and expiry from the signed key, which never leaves the page', async () => {
    const { key, fetchMock } = await validateSigned({ org: 'County of Santa Barbara' });
    const summary = screen.getByTestId('license-summary');
    expect(summary).toHaveTextContent('Organization:County of Santa Barbara');
    expect(summary).toHaveTextContent('Expires:Mar 1, 2099');
    for (const [url, init] of fetchMock.mock.calls) {
      expect(String(url) + String(init?.body ?? '')).not.toContain(key.slice(10, 40));
    }
  });

  it('refuses a signed key whose signature does not match', async () => {
    const key = await signer.issue();
    const tampered = key.slice(0, -3) + (key.at(-3) === 'A' ? 'B' : 'A') + key.slice(-2);
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
    expect(screen.getByRole('alert')).toHaveTextContent('This license key expired on Feb 1, 2025.');
  });

  it('accepts a well-formed key unchecked when the server publishes no key (404), and says so', async () => {
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

describe('/download for a signed-in user', () => {
  it("offers the organization's own key, which is then checked like any other", async () => {
    const key = await signer.issue({ org: 'Acme Health' });
    setSignedIn(owner as User);
    mockFetch({
      'GET /api/licenses/current': () => jsonResponse({ ...license, key, status: 'active' }),
      [PUBLIC_KEY]: () => jsonResponse(signer.publicKey),
    });
    const user = userEvent.setup();
    renderRoute('/download');
    await user.click(
      await screen.findByRole('button', { name: "Use my organization's license key" }),
    );
    await toastWith('License Validated');
    expect(screen.getByLabelText('License key')).toHaveValue(key);
    expect(screen.getByTestId('license-summary')).toHaveTextContent('Organization:Acme Health');
    expect(screen.queryByRole('button', { name: /Use my organization/ })).not.toBeInTheDocument();
  });

  it('asks nothing for a user without an organization', async () => {
    setSignedIn(loner as User);
    const fetchMock = mockFetch({});
    renderRoute('/download');
    await screen.findByLabelText('License key');
    expect(screen.queryByRole('button', { name: /Use my organization/ })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
