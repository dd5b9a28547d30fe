// `make test` runs each database's e2e files as two jest processes side by side (--shard=1/2,
// 2/2). Jest's own sharding splits by a hash of the path, which put the four longest drills in
// one shard; this one deals the files out longest first to the shard with the least work, by the
// seconds each took in a CI run under load (a file not listed counts as a typical one).
const Sequencer = require('@jest/test-sequencer').default;
const { basename } = require('node:path');

const TYPICAL_SECONDS = 8;
const SECONDS = {
  'fuzz.e2e-spec.ts': 110,
  'rolling-restart.e2e-spec.ts': 57,
  'security-headers.e2e-spec.ts': 36,
  'resilience.e2e-spec.ts': 24,
  'scale-out.e2e-spec.ts': 23,
  'ldap.e2e-spec.ts': 20,
  'knowledge-resilience.e2e-spec.ts': 20,
  'memory-api.e2e-spec.ts': 20,
  'audit-retention-export.e2e-spec.ts': 18,
  'redis-outage.e2e-spec.ts': 16,
  'no-call-home.e2e-spec.ts': 16,
  'memory-retention.e2e-spec.ts': 15,
  'memory-encryption.e2e-spec.ts': 15,
  'knowledge-api.e2e-spec.ts': 15,
  'servers-health.e2e-spec.ts': 15,
  'enterprise-leads.e2e-spec.ts': 14,
  'knowledge-replicas.e2e-spec.ts': 14,
  'api-token-auth.e2e-spec.ts': 14,
  'demo-providers.e2e-spec.ts': 14,
  'access.e2e-spec.ts': 13,
  'security-log.e2e-spec.ts': 13,
  'database-restart.e2e-spec.ts': 12,
  'make-run-ports.e2e-spec.ts': 40, // measured alone on a loaded machine: 38 s
};

class BalancedShardSequencer extends Sequencer {
  shard(tests, { shardIndex, shardCount }) {
    const seconds = (test) => SECONDS[basename(test.path)] ?? TYPICAL_SECONDS;
    const ordered = [...tests].sort(
      (a, b) => seconds(b) - seconds(a) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0),
    );
    const load = Array(shardCount).fill(0);
    const mine = [];
    for (const test of ordered) {
      const lightest = load.indexOf(Math.min(...load));
      load[lightest] += seconds(test);
      if (lightest === shardIndex - 1) mine.push(test);
    }
    return mine;
  }
}

module.exports = BalancedShardSequencer;
