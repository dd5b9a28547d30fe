import { twMerge } from 'tailwind-merge';
import { mergeClasses } from './merge-classes';

describe('mergeClasses', () => {
  it.each([
    ['px-4 px-6', 'px-6'],
    ['p-6 pt-0', 'p-6 pt-0'],
    ['pt-0 p-6', 'p-6'],
    ['text-sm text-base', 'text-base'],
    ['text-sm text-primary', 'text-sm text-primary'],
    ['leading-tight text-lg', 'text-lg'],
    ['h-9 size-9', 'size-9'],
    ['bg-primary/10 bg-white', 'bg-white'],
    ['hover:bg-accent focus:bg-muted hover:bg-card', 'focus:bg-muted hover:bg-card'],
    ['[&_svg]:size-4 [&_svg]:size-3', '[&_svg]:size-3'],
    ['-mt-2 mt-4', 'mt-4'],
    ['group lucide flex grid', 'group lucide grid'],
    ['border border-transparent border-2', 'border-transparent border-2'],
  ])('%s → %s (as tailwind-merge)', (input, expected) => {
    expect(mergeClasses(input)).toBe(expected);
    expect(twMerge(input)).toBe(expected);
  });

  // Every class string in the source, alone and joined with each other string of its file (a
  // component's own classes plus a caller's override), must merge as tailwind-merge merges it.
  it('agrees with tailwind-merge on the class strings of every component', () => {
    const sources = import.meta.glob('/src/**/*.tsx', {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    let compared = 0;
    for (const source of Object.values(sources) as string[]) {
      const literals = [...source.matchAll(/['"`]([a-z0-9[\]&_:.\-/!%=>()#,* ]+)['"`]/g)]
        .map((m) => m[1].trim())
        .filter((text) =>
          /(^|\s)(flex|grid|p[xytblr]?-|m[xytblr]?-|text-|bg-|rounded|border|h-|w-|gap-)/.test(
            text,
          ),
        );
      for (const a of literals) {
        for (const b of literals) {
          const input = a === b ? a : `${a} ${b}`;
          expect(mergeClasses(input), input).toBe(twMerge(input));
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });
});
