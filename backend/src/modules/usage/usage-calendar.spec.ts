import { splitByMonths } from './usage-calendar';

describe('splitByMonths', () => {
  it('reads whole months from the monthly roll-up and the ends day by day', () => {
    expect(splitByMonths('2025-10-27', '2026-11-26')).toEqual({
      days: [
        { from: '2025-10-27', to: '2025-10-31' },
        { from: '2026-11-01', to: '2026-11-26' },
      ],
      months: { from: '2025-11', to: '2026-10' },
    });
  });

  it('needs no days when the range is whole months', () => {
    expect(splitByMonths('2026-01-01', '2026-02-28')).toEqual({
      days: [],
      months: { from: '2026-01', to: '2026-02' },
    });
  });

  it('keeps a range inside one month, or across two partial ones, as days', () => {
    expect(splitByMonths('2026-03-02', '2026-03-30')).toEqual({
      days: [{ from: '2026-03-02', to: '2026-03-30' }],
      months: null,
    });
    expect(splitByMonths('2026-02-15', '2026-03-14')).toEqual({
      days: [{ from: '2026-02-15', to: '2026-03-14' }],
      months: null,
    });
    expect(splitByMonths('2024-02-01', '2024-02-29').months).toEqual({
      from: '2024-02',
      to: '2024-02',
    });
  });
});
