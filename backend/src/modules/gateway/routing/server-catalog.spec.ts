import { ServerCatalog } from './server-catalog';
import { UpstreamServer } from './upstream-server';

const server = { id: 's1', model: 'm' } as UpstreamServer;

describe('ServerCatalog', () => {
  it('makes every request wait for the first load, then serves the copy until the TTL', async () => {
    let now = 0;
    let release!: (servers: UpstreamServer[]) => void;
    const load = jest.fn(() => new Promise<UpstreamServer[]>((r) => (release = r)));
    const catalog = new ServerCatalog(load, 1000, () => now);
    const first = catalog.get('org');
    const second = catalog.get('org');
    release([server]);
    expect(await first).toEqual([server]);
    expect(await second).toEqual([server]);
    expect(load).toHaveBeenCalledTimes(1);
    now = 500;
    expect(catalog.get('org')).toEqual([server]);
    now = 1500;
    // Stale: served at once while one reload runs.
    expect(catalog.get('org')).toEqual([server]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again after invalidate, and forgets a failed first load', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('db down')).mockResolvedValue([server]);
    const catalog = new ServerCatalog(load, 1000, () => 0);
    await expect(catalog.get('org')).rejects.toThrow('db down');
    expect(await catalog.get('org')).toEqual([server]);
    catalog.invalidate('org');
    await catalog.get('org');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
