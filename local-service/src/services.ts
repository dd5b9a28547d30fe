import { join } from 'node:path';
import { systemClock, type Clock } from './clock';
import { MEMORY_DB_FILE, type LocalServiceConfig } from './config';
import { ChatService } from './chat/chat.service';
import { DeviceRegistry } from './license/device-registry';
import { LicenseVerifier } from './license/license-verifier';
import { publicKeySource } from './license/public-key';
import { Lifecycle } from './lifecycle/shutdown';
import { Storage } from './memory/storage';
import { ConversationStore } from './memory/conversation-store';
import { createRuntime } from './runtime/create-runtime';
import type { ModelRuntime } from './runtime/model-runtime';
import type { LogLine } from './http/error-handler';

/** Everything the routes use, built once; tests replace the clock, runtime or log. */
export interface Services {
  clock: Clock;
  runtime: ModelRuntime;
  storage: Storage;
  memoryPath: string;
  store: ConversationStore;
  chat: ChatService;
  devices: DeviceRegistry;
  licenses: LicenseVerifier;
  log: LogLine;
  /** Requests in flight, for the graceful shutdown on SIGTERM. */
  lifecycle: Lifecycle;
  close(): void;
}

export interface ServiceOverrides {
  clock?: Clock;
  runtime?: ModelRuntime;
  log?: LogLine;
}

export function defaultLog(line: string): void {
  console.log(`${new Date().toISOString()} [ironkeep-local] ${line}`);
}

export function createServices(
  config: LocalServiceConfig,
  overrides: ServiceOverrides = {},
): Services {
  const clock = overrides.clock ?? systemClock;
  const runtime = overrides.runtime ?? createRuntime(config);
  const trustedKey = publicKeySource(config.licensePublicKey, config.licensePublicKeyFiles);
  const log = overrides.log ?? defaultLog;
  const memoryPath = join(config.dataDir, MEMORY_DB_FILE);
  const storage = new Storage(memoryPath, log);
  const store = new ConversationStore(storage);
  const devices = new DeviceRegistry(storage);
  return {
    clock,
    runtime,
    storage,
    memoryPath,
    store,
    chat: new ChatService(store, runtime, clock, config.model),
    devices,
    licenses: new LicenseVerifier(trustedKey, clock, devices),
    log,
    lifecycle: new Lifecycle(),
    close: () => storage.close(),
  };
}
