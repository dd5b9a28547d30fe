import assert from 'node:assert/strict';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError, DEFAULT_CORS_ORIGINS, loadConfig, parseOrigins } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    assert.equal(config.port, 8080);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.runtime, 'ollama');
    assert.equal(config.ollamaUrl, 'http://localhost:11434');
    assert.equal(config.openaiBaseUrl, 'http://localhost:8000/v1');
    assert.equal(config.openaiApiKey, undefined);
    assert.equal(config.model, 'mistral:7b');
    assert.equal(config.dataDir, resolve('data'));
    assert.equal(config.licensePublicKeyFiles[0], join(resolve('data'), 'license-public-key.pem'));
    assert.equal(config.licensePublicKey, undefined);
    assert.equal(config.licenseKey, undefined);
    assert.equal(config.webPort, 3001);
    assert.deepEqual(config.corsOrigins, [
      'http://localhost:3000',
      'http://localhost:3001',
      'http://localhost:5173',
    ]);
    assert.match(config.version, /^\d+\.\d+\.\d+/);
  });

  it('reads the licence public key from LICENSE_PUBLIC_KEY_FILE first (docker compose)', () => {
    const config = loadConfig({ LICENSE_PUBLIC_KEY_FILE: ' /license/license-public-key.pem ' });
    assert.deepEqual(config.licensePublicKeyFiles.slice(0, 2), [
      '/license/license-public-key.pem',
      join(resolve('data'), 'license-public-key.pem'),
    ]);
  });

  it('reads LOCAL_SERVICE_PORT and never PORT (PORT belongs to the backend)', () => {
    assert.equal(loadConfig({ PORT: '4000' }).port, 8080);
    assert.equal(loadConfig({ PORT: '4000', LOCAL_SERVICE_PORT: '9090' }).port, 9090);
  });

  it('reads every other setting', () => {
    const config = loadConfig({
      LOCAL_SERVICE_HOST: '0.0.0.0',
      MODEL_RUNTIME: 'OpenAI',
      OLLAMA_URL: 'http://ollama:11434/',
      OPENAI_BASE_URL: 'http://vllm:8000/v1/',
      OPENAI_API_KEY: ' sk-1 ',
      MODEL_NAME: 'llama3.2',
      MODEL_TIMEOUT_MS: '1000',
      DATA_DIR: '/var/lib/ironkeep',
      LICENSE_PUBLIC_KEY: ' MCowBQYDK2VwAyEA ',
      IRONKEEP_LICENSE_KEY: 'IRON-PRO-00-00',
      CORS_ORIGINS: 'https://ironkeep.example/, http://localhost:3001  https://other.example',
      LOCAL_WEB_DIR: '/srv/web',
      LOCAL_WEB_PORT: '3101',
    });
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.runtime, 'openai');
    assert.equal(config.ollamaUrl, 'http://ollama:11434');
    assert.equal(config.openaiBaseUrl, 'http://vllm:8000/v1');
    assert.equal(config.openaiApiKey, 'sk-1');
    assert.equal(config.model, 'llama3.2');
    assert.equal(config.modelTimeoutMs, 1000);
    assert.equal(config.dataDir, '/var/lib/ironkeep');
    assert.equal(config.licensePublicKey, 'MCowBQYDK2VwAyEA');
    assert.equal(config.licenseKey, 'IRON-PRO-00-00');
    assert.equal(config.webDir, '/srv/web');
    assert.equal(config.webPort, 3101);
    assert.deepEqual(config.corsOrigins, [
      ...DEFAULT_CORS_ORIGINS,
      'https://ironkeep.example',
      'https://other.example',
    ]);
    assert.equal(loadConfig({ LOCAL_WEB_DIR: 'none' }).webDir, undefined);
  });

  it('rejects bad values with a message naming the setting', () => {
    assert.throws(
      () => loadConfig({ LOCAL_SERVICE_PORT: 'eighty' }),
      (err: Error) => err instanceof ConfigError && /LOCAL_SERVICE_PORT/.test(err.message),
    );
    assert.throws(() => loadConfig({ LOCAL_SERVICE_PORT: '70000' }), ConfigError);
    assert.throws(() => loadConfig({ OLLAMA_URL: 'localhost:11434' }), /OLLAMA_URL/);
    assert.throws(() => loadConfig({ OLLAMA_URL: 'ftp://host' }), /OLLAMA_URL/);
    assert.throws(() => loadConfig({ MODEL_RUNTIME: 'llamacpp' }), /MODEL_RUNTIME/);
    assert.throws(() => loadConfig({ MODEL_TIMEOUT_MS: '-1' }), /MODEL_TIMEOUT_MS/);
  });
});

describe('parseOrigins', () => {
  it('splits on commas and whitespace and drops empties', () => {
    assert.deepEqual(parseOrigins(' a, ,b  c,'), ['a', 'b', 'c']);
    assert.deepEqual(parseOrigins(undefined), []);
  });
});
