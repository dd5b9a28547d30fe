import { Registry } from 'prom-client';

/**
 * prom-client adds `nodejs_active_{handles,requests,resources}_total` gauges; `promtool check
 * metrics` rejects a `_total` suffix on anything but a counter. The same facts stay available
 * per type in nodejs_active_handles, nodejs_active_requests and nodejs_active_resources.
 */
const NON_CONFORMING = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
];

export function dropNonConformingDefaults(registry: Registry): void {
  for (const name of NON_CONFORMING) registry.removeSingleMetric(name);
}
