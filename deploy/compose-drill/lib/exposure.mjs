// What the stacks publish: only the web entry point beyond loopback, checked twice — in Docker's
// own record of every container's published ports, and by connecting from this machine's
// outside address, as another machine on the network would.
import { check, note } from './log.mjs';
import { outsideAddress, tcpProbe } from './network.mjs';

const LOOPBACK = ['127.0.0.1', '::1'];

/**
 * `public` lists the "service port/proto" pairs allowed on every interface; every other
 * published port must be bound to loopback. Resolves the published host ports by service.
 */
export async function checkPublishedPorts(project, publicPorts = []) {
  const published = {};
  for (const container of await project.containers()) {
    for (const { port, hostIp, hostPort } of container.ports) {
      const name = `${container.service} ${port}`;
      const isPublic = publicPorts.includes(name);
      if (isPublic)
        check(
          !LOOPBACK.includes(hostIp),
          `${name} should be the public entry point but is bound to ${hostIp}`,
        );
      else
        check(
          LOOPBACK.includes(hostIp),
          `${name} is published on ${hostIp || 'every interface'}:${hostPort}, not on loopback`,
        );
      published[container.service] = { ...published[container.service], [port]: Number(hostPort) };
      note(`${name.padEnd(26)} ${hostIp || '*'}:${hostPort}${isPublic ? '  (entry point)' : ''}`);
    }
  }
  return published;
}

/** Connects to each host port from this machine's outside address: open, or refused. */
export async function checkFromOutside(expected) {
  const address = outsideAddress();
  if (!address) {
    note('no address but loopback on this machine: the connection check is left out');
    return;
  }
  for (const [what, { port, open }] of Object.entries(expected)) {
    const result = await tcpProbe(address, port);
    check(
      open ? result === 'open' : result !== 'open',
      `${what} from ${address}:${port}: ${result}, expected ${open ? 'open' : 'refused'}`,
    );
    note(`${what} from ${address}:${port}: ${result}`);
  }
}
