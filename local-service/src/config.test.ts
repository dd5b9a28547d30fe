import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError, DEFAULT_CORS_ORIGINS, loadConfig, parseOrigins } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    assert.equal(config.port, 8080);
    assert.equal(config.host, undefined);
    assert.equal(config.ollamaUrl, 'http://localhost:11434');
    assert.equal(config.ollamaProbeTimeoutMs, 1000);
    assert.equal(config.dataDir, resolve('data'));
    assert.equal(config.licensePublicKey, undefined);
    assert.deepEqual(config.corsOrigins, [
      'http://localhost:3000',
      'http://localhost:3001',
      'http://localhost:5173',
    ]);
    assert.match(config.version, /^\d+\.\d+\.\d+/);
  });

  it('reads PORT, OLLAMA_URL, DATA_DIR, LICENSE_PUBLIC_KEY and CORS_ORIGINS', () => {
    const config = loadConfig({
      PORT: '9090',
      OLLAMA_URL: 'http://ollama:11434/',
      DATA_DIR: '/var/lib/ironkeep',
      LICENSE_PUBLIC_KEY: ' MCowBQYDK2VwAyEA ',
      CORS_ORIGINS: 'https://ironkeep.example/, http://localhost:3001  https://other.example',
    });
    assert.equal(config.port, 9090);
    assert.equal(config.ollamaUrl, 'http://ollama:11434');
    assert.equal(config.dataDir, '/var/lib/ironkeep');
    assert.equal(config.licensePublicKey, 'MCowBQYDK2VwAyEA');
    assert.deepEqual(config.corsOrigins, [
      ...DEFAULT_CORS_ORIGINS,
      'https://ironkeep.example',
      'https://other.example',
    ]);
  });

  it('rejects a bad PORT or OLLAMA_URL with a message naming the setting', () => {
    assert.throws(
      () => loadConfig({ PORT: 'eighty' }),
      (err: Error) => {
        assert.ok(err instanceof ConfigError);
        assert.match(err.message, /PORT/);
        return true;
      },
    );
    assert.throws(() => loadConfig({ PORT: '70000' }), ConfigError);
    assert.throws(() => loadConfig({ OLLAMA_URL: 'localhost:11434' }), /OLLAMA_URL/);
    assert.throws(() => loadConfig({ OLLAMA_URL: 'ftp://host' }), /OLLAMA_URL/);
  });
});

describe('parseOrigins', () => {
  it('splits on commas and whitespace and drops empties', () => {
    assert.deepEqual(parseOrigins(' a, ,b  c,'), ['a', 'b', 'c']);
    assert.deepEqual(parseOrigins(undefined), []);
  });
});
