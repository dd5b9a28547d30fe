import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatReport, doctorExitCode } from '../commands/doctor';
import { nodeCheck } from './doctor-checks';
import { hardwareChecks } from './hardware';

const GB = 1024 ** 3;
const statusOf = (machine: Parameters<typeof hardwareChecks>[0]) =>
  Object.fromEntries(hardwareChecks(machine).map((r) => [r.name, r.status]));

describe('hardware checks against the spec tiers', () => {
  it('below the minimum (1 core, 3 GB, 5 GB free) fails each, with a fix', () => {
    const results = hardwareChecks({
      cores: 1,
      memoryBytes: 3 * GB,
      diskFreeBytes: 5 * GB,
      platform: 'linux',
    });
    assert.deepEqual(
      results.map((r) => [r.name, r.status]),
      [
        ['CPU', 'fail'],
        ['Memory', 'fail'],
        ['Disk', 'fail'],
        ['Operating system', 'pass'],
      ],
    );
    assert.match(results[0].detail, /1 core: below the minimum of 2 cores/);
    assert.ok(results.slice(0, 3).every((r) => r.fix));
  });

  it('exactly the minimum (2 cores, 4 GB, 10 GB) warns', () => {
    assert.deepEqual(
      statusOf({ cores: 2, memoryBytes: 4 * GB, diskFreeBytes: 10 * GB, platform: 'darwin' }),
      {
        CPU: 'warn',
        Memory: 'warn',
        Disk: 'warn',
        'Operating system': 'pass',
      },
    );
  });

  it('the recommended tier (4 cores, 8 GB, 20 GB) passes; 8/16/50 is the GPU tier', () => {
    assert.deepEqual(
      statusOf({ cores: 4, memoryBytes: 8 * GB, diskFreeBytes: 20 * GB, platform: 'linux' }),
      {
        CPU: 'pass',
        Memory: 'pass',
        Disk: 'pass',
        'Operating system': 'pass',
      },
    );
    const gpu = hardwareChecks({
      cores: 8,
      memoryBytes: 16 * GB,
      diskFreeBytes: 50 * GB,
      platform: 'linux',
    });
    assert.match(gpu[0].detail, /meets the GPU-accelerated tier/);
  });

  it('Windows warns; unknown disk space warns', () => {
    const results = hardwareChecks({
      cores: 4,
      memoryBytes: 8 * GB,
      diskFreeBytes: undefined,
      platform: 'win32',
    });
    assert.equal(results.find((r) => r.name === 'Disk')!.status, 'warn');
    assert.equal(results.find((r) => r.name === 'Operating system')!.status, 'warn');
  });
});

describe('nodeCheck', () => {
  it('needs Node.js 20.19 or newer', () => {
    assert.equal(nodeCheck('20.18.3').status, 'fail');
    assert.equal(nodeCheck('18.20.0').status, 'fail');
    assert.equal(nodeCheck('20.19.0').status, 'pass');
    assert.equal(nodeCheck('22.1.0').status, 'pass');
  });
});

describe('doctor report', () => {
  it('prints PASS/WARN/FAIL lines with fixes and a summary; exit 1 only on a failure', () => {
    const results = [
      { name: 'Node.js', status: 'pass' as const, detail: 'v20.20.2' },
      { name: 'License', status: 'warn' as const, detail: 'Not Licensed', fix: 'init' },
      { name: 'Model runtime', status: 'fail' as const, detail: 'down', fix: 'ollama serve' },
    ];
    assert.equal(
      formatReport(results),
      [
        'PASS  Node.js        v20.20.2',
        'WARN  License        Not Licensed',
        '      fix: init',
        'FAIL  Model runtime  down',
        '      fix: ollama serve',
        '',
        '1 passed, 1 warning, 1 failed',
      ].join('\n'),
    );
    assert.equal(doctorExitCode(results), 1);
    assert.equal(doctorExitCode(results.slice(0, 2)), 0);
  });
});
