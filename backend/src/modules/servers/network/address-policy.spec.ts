import { AddressPolicy } from './address-policy';

const lookup = (policy: AddressPolicy, host: string) =>
  new Promise<{ err: NodeJS.ErrnoException | null; address: string }>((resolve) =>
    policy.lookup(host, { family: 0 }, (err, address) =>
      resolve({ err, address: String(address) }),
    ),
  );

describe('AddressPolicy', () => {
  const open = new AddressPolicy(null);

  it('refuses metadata addresses and names, mapped or not, and keeps private networks', () => {
    for (const host of [
      '169.254.169.254',
      '[fd00:ec2::254]',
      'metadata.google.internal',
      'METADATA.GOOG.',
      '[::ffff:169.254.169.254]',
      '100.100.100.200',
      '0.0.0.0',
    ])
      expect(open.hostProblem(host)).toMatch(/metadata/);
    for (const host of ['10.0.0.5', '127.0.0.1', '[::1]', 'gpu-box.internal', '192.168.1.20'])
      expect(open.hostProblem(host)).toBeNull();
  });

  it('limits servers to the operator’s networks (SERVER_ALLOWED_NETWORKS)', () => {
    const policy = new AddressPolicy([{ address: '10.0.0.0', prefix: 8, family: 'ipv4' }]);
    expect(policy.addressProblem('10.20.30.40')).toBeNull();
    expect(policy.addressProblem('127.0.0.1')).toMatch(/SERVER_ALLOWED_NETWORKS/);
    expect(policy.addressProblem('169.254.169.254')).toMatch(/metadata/);
  });

  it('refuses at connection time a name that resolves outside the rule', async () => {
    const policy = new AddressPolicy([{ address: '10.0.0.0', prefix: 8, family: 'ipv4' }]);
    const refused = await lookup(policy, 'localhost');
    expect(refused.err?.code).toBe('EBLOCKED');
    const allowed = await lookup(open, 'localhost');
    expect(allowed.err).toBeNull();
    expect(['127.0.0.1', '::1']).toContain(allowed.address);
  });

  it('checks a URL at registration: as written, then what it resolves to', async () => {
    const policy = new AddressPolicy([{ address: '10.0.0.0', prefix: 8, family: 'ipv4' }]);
    expect(await policy.urlProblem('http://localhost:8000')).toMatch(/localhost resolves to/);
    expect(await open.urlProblem('http://localhost:8000')).toBeNull();
    expect(await open.urlProblem('http://169.254.169.254/')).toMatch(/metadata/);
  });
});
