import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createTestApp } from './app.factory';
import { WEB_DIST as DIST } from './client-routes';
import { RunningNginx, startNginx } from './nginx';

/**
 * The /download page's Manual tab offers the files `npm run build` writes to
 * frontend/dist/downloads/ (manifest.json lists them). The backend's edge skipped every file
 * ending in .gz as a precompressed copy, so ironkeep-web-<version>.tar.gz answered the not-found
 * page. Each server that serves the build must hand out both files byte for byte, as gzip and
 * never gzip-encoded again (a browser would unpack it). Needs `npm run build`.
 */
interface ManifestFile {
  name: string;
  url: string;
  size: number;
  sha256: string;
}

const MANIFEST = join(DIST, 'downloads/manifest.json');

describe('Local edition downloads are served as listed in the manifest', () => {
  let app: NestFastifyApplication;
  let nginx: RunningNginx;
  let localEdition: RunningNginx;
  let backend: string;
  let files: ManifestFile[];

  beforeAll(async () => {
    if (!existsSync(MANIFEST)) throw new Error('Run npm run build first (it writes downloads/)');
    files = (JSON.parse(readFileSync(MANIFEST, 'utf8')) as { files: ManifestFile[] }).files;
    app = await createTestApp({ WEB_DIST_DIR: DIST });
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as AddressInfo;
    backend = `http://127.0.0.1:${port}`;
    nginx = await startNginx('nginx.conf', { root: DIST, backendPort: port });
    localEdition = await startNginx('local-edition.conf', { root: DIST });
  });
  afterAll(async () => {
    await localEdition?.stop();
    await nginx?.stop();
    await app?.close();
  });

  it('lists the chat service package and the web interface archive', () => {
    expect(files.map((f) => f.name).sort()).toEqual([
      expect.stringMatching(/^ironkeep-local-service-[\d.]+\.tgz$/),
      expect.stringMatching(/^ironkeep-web-[\d.]+\.tar\.gz$/),
    ]);
  });

  it.each(['backend', 'nginx.conf', 'local-edition.conf'])(
    '%s serves both files',
    async (server) => {
      const base = { backend, 'nginx.conf': nginx.url, 'local-edition.conf': localEdition.url }[
        server
      ]!;
      const answers = [];
      for (const file of files) {
        const res = await fetch(`${base}${file.url}`, {
          headers: { 'Accept-Encoding': 'gzip, br' },
        });
        const body = Buffer.from(await res.arrayBuffer());
        answers.push({
          file: file.name,
          status: res.status,
          type: res.headers.get('content-type'),
          encoding: res.headers.get('content-encoding'),
          size: body.length,
          sha256: createHash('sha256').update(body).digest('hex'),
        });
      }
      expect(answers).toEqual(
        files.map((file) => ({
          file: file.name,
          status: 200,
          type: 'application/gzip',
          encoding: null,
          size: file.size,
          sha256: file.sha256,
        })),
      );
    },
  );
});
