// Preloaded with `node --require` into a backend or local-service process under test: every
// outbound TCP connection, DNS lookup and UDP datagram is recorded (one JSON line each in
// $OUTBOUND_LOG), and refused unless it goes to a loopback port listed in $OUTBOUND_ALLOW_PORTS
// (the configured database, Redis, SMTP and model runtime). Refusal happens before any packet is
// sent, so even a regression never reaches the network. See docs/operations.md (air-gapped).
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: loaded by node --require */
'use strict';
const dgram = require('node:dgram');
const dns = require('node:dns');
const fs = require('node:fs');
const net = require('node:net');

const LOG = process.env.OUTBOUND_LOG;
const ALLOWED_PORTS = new Set((process.env.OUTBOUND_ALLOW_PORTS || '').split(',').filter(Boolean));
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '::ffff:127.0.0.1']);

function record(entry) {
  if (LOG) fs.appendFileSync(LOG, `${JSON.stringify({ pid: process.pid, ...entry })}\n`);
}

function refused(message) {
  return Object.assign(new Error(`${message} (refused: no call home)`), { code: 'ECONNREFUSED' });
}

// net.connect / http / undici (fetch) / tls all end in Socket.prototype.connect.
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function patchedConnect(...args) {
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  const options =
    typeof first === 'object' && first !== null
      ? first
      : typeof first === 'string' && Number.isNaN(Number(first))
        ? { path: first }
        : { port: first, host: args[1] };
  if (options.path) {
    record({ kind: 'ipc', target: options.path, allowed: true });
    return connect.apply(this, args);
  }
  const host = String(options.host || 'localhost');
  const port = String(options.port);
  const allowed = LOOPBACK.has(host) && ALLOWED_PORTS.has(port);
  record({ kind: 'tcp', target: `${host}:${port}`, allowed });
  if (allowed) return connect.apply(this, args);
  process.nextTick(() => this.destroy(refused(`connect ${host}:${port}`)));
  return this;
};

// An IP literal (e.g. '::', the address a server listens on) resolves without asking anyone.
const resolvesLocally = (hostname) => LOOPBACK.has(hostname) || net.isIP(String(hostname)) !== 0;

const lookup = dns.lookup;
dns.lookup = function patchedLookup(hostname, ...rest) {
  const callback = rest[rest.length - 1];
  if (resolvesLocally(hostname)) return lookup.call(this, hostname, ...rest);
  record({ kind: 'dns', target: hostname, allowed: false });
  process.nextTick(() =>
    callback(Object.assign(refused(`lookup ${hostname}`), { code: 'ENOTFOUND' })),
  );
  return {};
};
const promisesLookup = dns.promises.lookup;
dns.promises.lookup = async function patchedPromisesLookup(hostname, ...rest) {
  if (resolvesLocally(hostname)) return promisesLookup.call(this, hostname, ...rest);
  record({ kind: 'dns', target: hostname, allowed: false });
  throw Object.assign(refused(`lookup ${hostname}`), { code: 'ENOTFOUND' });
};

dgram.Socket.prototype.send = function patchedSend(_msg, ...rest) {
  const callback = typeof rest[rest.length - 1] === 'function' ? rest[rest.length - 1] : undefined;
  record({
    kind: 'udp',
    target: rest.filter((a) => typeof a !== 'function').join(':'),
    allowed: false,
  });
  if (callback) process.nextTick(() => callback(refused('udp send')));
};
