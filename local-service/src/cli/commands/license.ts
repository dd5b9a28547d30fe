import { InvalidArgumentError } from 'commander';
import type { ErrorBody } from '../../http/service-error';
import type { RecordedDevice } from '../../license/device-registry';
import type { DeviceListResponse, DeviceReleaseResponse } from '../../license/device.routes';
import { CliFailure, ExitCode } from '../exit-codes';
import { out } from '../output';
import { serviceUrl, type Settings } from '../settings';

const REQUEST_TIMEOUT_MS = 10_000;

/** commander argument parser: the ids `ironkeep license devices` prints. */
export function deviceIdArgument(value: string): string {
  if (!/^[1-9][0-9]{0,15}$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw new InvalidArgumentError(
      'a device id is a whole number above 0, as `ironkeep license devices` lists it.',
    );
  }
  return value;
}

/** Calls the running service (devices live in its SQLite store); errors become CliFailures. */
async function callService<T>(settings: Settings, method: string, path: string): Promise<T> {
  const url = serviceUrl(settings);
  let res: Response;
  try {
    res = await fetch(`${url}${path}`, {
      method,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    throw new CliFailure(
      `The IronKeep local service does not answer at ${url}. Start it with \`ironkeep start\` (license devices are managed through it).`,
    );
  }
  const body = (await res.json().catch(() => undefined)) as (T & Partial<ErrorBody>) | undefined;
  if (!res.ok || body === undefined) {
    const why = body?.message ?? `HTTP ${res.status}`;
    throw new CliFailure(`${why}${body?.code ? ` (${body.code})` : ''}`);
  }
  return body;
}

/** "2026-06-01T09:30:12.000Z" → "2026-06-01 09:30" (UTC, as the header says). */
function minute(iso: string): string {
  return iso.slice(0, 16).replace('T', ' ');
}

function table(rows: string[][]): string[] {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd(),
  );
}

function deviceRows(devices: RecordedDevice[]): string[][] {
  return [
    ['ID', 'LICENSE', 'FINGERPRINT', 'FIRST SEEN (UTC)', 'LAST SEEN (UTC)'],
    ...devices.map((d) => [
      String(d.deviceId),
      d.licenseId,
      d.fingerprintHash,
      minute(d.firstSeen),
      minute(d.lastSeen),
    ]),
  ];
}

export async function licenseDevicesCommand(
  settings: Settings,
  options: { json?: boolean },
): Promise<number> {
  const list = await callService<DeviceListResponse>(settings, 'GET', '/license/devices');
  if (options.json) {
    out(JSON.stringify(list, null, 2));
    return ExitCode.OK;
  }
  const seats = list.configuredLicense;
  if (list.devices.length === 0) {
    out('No license devices are recorded yet: a device is added when it first checks a license.');
  } else {
    out(`License devices (${list.devices.length}):`);
    table(deviceRows(list.devices)).forEach((line) => out(`  ${line}`));
  }
  if (seats) {
    const tier = seats.tier === 'pro' ? 'Pro' : 'Starter';
    out(
      `Configured license ${seats.licenseId} (${tier}): ${seats.devicesInUse} of ${seats.maxUsers} seat(s) in use.`,
    );
  }
  if (list.devices.length > 0) {
    out(
      'FINGERPRINT is the start of the SHA-256 of the device fingerprint, never the fingerprint.',
    );
    out('To free the seat of a device you no longer use: ironkeep license release <ID>');
  }
  return ExitCode.OK;
}

export async function licenseReleaseCommand(settings: Settings, deviceId: string): Promise<number> {
  const result = await callService<DeviceReleaseResponse>(
    settings,
    'DELETE',
    `/license/devices/${deviceId}`,
  );
  const { released } = result;
  out(
    `Released device ${released.deviceId} (license ${released.licenseId}, fingerprint ${released.fingerprintHash}, last seen ${minute(released.lastSeen)} UTC).`,
  );
  out(
    `License ${released.licenseId} now has ${result.devicesInUse} device(s) recorded; a new device can take the free seat. The released device takes a seat again if it checks the license again.`,
  );
  return ExitCode.OK;
}
