import { defineConfig } from 'vitest/config';
import BalancedShardSequencer from './shard-sequencer';

// Browser journeys: the built SPA served by the real backend, driven in Debian's Chromium.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    sequence: { sequencer: BalancedShardSequencer },
  },
});
