import { cleanup, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { DOWNLOADS_MANIFEST_PATH } from '../../api/get-downloads';
import { InstallationTabs } from './installation-tabs';

const KEY = `IRON-PRO-eyJ2IjoxfQ.${'A'.repeat(86)}`;
const MANIFEST = `GET ${DOWNLOADS_MANIFEST_PATH}`;
const MANIFEST_BODY = {
  version: '0.1.0',
  files: [
    {
      component: 'chat-service',
      name: 'ironkeep-local-service-0.1.0.tgz',
      url: '/downloads/ironkeep-local-service-0.1.0.tgz',
      size: 1_500_389,
      sha256: 'a'.repeat(64),
    },
    {
      component: 'web-interface',
      name: 'ironkeep-web-0.1.0.tar.gz',
      url: '/downloads/ironkeep-web-0.1.0.tar.gz',
      size: 1_498_221,
      sha256: 'b'.repeat(64),
    },
  ],
};

function renderTabs() {
  const user = userEvent.setup();
  renderWithProviders(<InstallationTabs licenseKey={KEY} />);
  return user;
}

describe('installation tabs (/download, once a key is validated)', () => {
  it('Docker tab (default): command and compose file carry the key; Copy confirms', async () => {
    const user = renderTabs();
    expect(screen.getByRole('tab', { name: 'Docker' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Docker command')).toHaveTextContent(
      `IRONKEEP_LICENSE_KEY=${KEY}`,
    );
    expect(screen.getByLabelText('docker-compose.yml')).toHaveTextContent(
      `IRONKEEP_LICENSE_KEY: ${KEY}`,
    );
    expect(screen.getByText('http://localhost:3001')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy docker-compose.yml' }));
    expect(await screen.findByText('Command copied to clipboard')).toBeInTheDocument();
    expect(screen.getByText('Copied', { selector: 'div' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toContain(`IRONKEEP_LICENSE_KEY: ${KEY}`);
  });

  it('CLI Tool tab: install, configure with the key, start, doctor, and the feature list', async () => {
    const user = renderTabs();
    await user.click(screen.getByRole('tab', { name: 'CLI Tool' }));
    expect(screen.getByLabelText('1. Install')).toHaveTextContent(
      'npm install -g @ironkeep/local-service',
    );
    expect(screen.getByLabelText('2. Configure')).toHaveTextContent(
      `ironkeep init --license-key ${KEY}`,
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
    expect(await navigator.clipboard.readText()).toBe(`ironkeep init --license-key ${KEY}`);
  });

  it('Manual tab: real downloads of what make build wrote, with their SHA-256', async () => {
    mockFetch({ [MANIFEST]: () => jsonResponse(MANIFEST_BODY) });
    const user = renderTabs();
    await user.click(screen.getByRole('tab', { name: 'Manual' }));
    const service = await screen.findByRole('link', { name: 'Download Core Chat Service' });
    expect(service).toHaveAttribute('href', '/downloads/ironkeep-local-service-0.1.0.tgz');
    expect(service).toHaveAttribute('download', 'ironkeep-local-service-0.1.0.tgz');
    expect(screen.getByRole('link', { name: 'Download Web Interface' })).toHaveAttribute(
      'href',
      '/downloads/ironkeep-web-0.1.0.tar.gz',
    );
    expect(screen.getByTestId('sha256-chat-service')).toHaveTextContent('a'.repeat(64));
    expect(screen.getByTestId('sha256-web-interface')).toHaveTextContent('b'.repeat(64));
    expect(screen.getByText('ironkeep-local-service-0.1.0.tgz (1.4 MB)')).toBeInTheDocument();
    expect(screen.getByLabelText('Install and configure')).toHaveTextContent(
      `npm install -g ./ironkeep-local-service-0.1.0.tgz ironkeep init --license-key ${KEY}`,
    );
    expect(screen.getByLabelText('Check ironkeep-web-0.1.0.tar.gz')).toHaveTextContent(
      'sha256sum ironkeep-web-0.1.0.tar.gz',
    );
  });

  it('CLI and Manual tabs name one Node.js version, the service package engines', async () => {
    mockFetch({ [MANIFEST]: () => jsonResponse(MANIFEST_BODY) });
    const servicePackage = resolve(
      import.meta.dirname,
      '../../../../../../local-service/package.json',
    );
    const { engines } = JSON.parse(readFileSync(servicePackage, 'utf8')) as {
      engines: { node: string };
    };
    const required = `Node.js ${engines.node.replace('>=', '')} or newer`;
    const user = renderTabs();
    await user.click(screen.getByRole('tab', { name: 'CLI Tool' }));
    expect(screen.getByText(`Needs ${required}.`)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Manual' }));
    expect(screen.getByText(required)).toBeInTheDocument();
  });

  it('Manual tab: Node.js and why not Python; the model runtime note', async () => {
    mockFetch({ [MANIFEST]: () => jsonResponse(MANIFEST_BODY) });
    const user = renderTabs();
    await user.click(screen.getByRole('tab', { name: 'Manual' }));
    expect(screen.getByText(/^Why Node.js and not Python/)).toHaveTextContent(
      'No Python is needed',
    );
    expect(screen.queryByText(/Python 3\.8/)).not.toBeInTheDocument();
    expect(screen.getByText(/install Ollama/)).toHaveTextContent('vLLM');
  });

  it('Manual tab on a server without the files: says plainly where to get them (issue 34)', async () => {
    // The backend answers an unknown path with the SPA shell; a plain server with 404.
    for (const answer of [
      () => new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }),
      () => new Response('', { status: 404 }),
    ]) {
      mockFetch({ [MANIFEST]: answer });
      const user = renderTabs();
      await user.click(screen.getByRole('tab', { name: 'Manual' }));
      expect(await screen.findAllByText(/This server does not host the download/)).toHaveLength(2);
      expect(screen.getByLabelText('Download the package')).toHaveTextContent(
        'npm pack @ironkeep/local-service',
      );
      expect(screen.getByLabelText('Install and configure')).toHaveTextContent(
        `npm install -g ./ironkeep-local-service-*.tgz`,
      );
      expect(screen.getByLabelText('Install and configure')).toHaveTextContent(KEY);
      expect(screen.getByLabelText('Extract the web interface')).toHaveTextContent(
        'tar -xzf ironkeep-local-service-*.tgz package/web',
      );
      // No words for a developer ("make build makes them"), no dead buttons.
      expect(document.body).not.toHaveTextContent(/make build/);
      expect(screen.queryByRole('button', { name: /^Download / })).toBeNull();
      cleanup();
    }
  });
});
