import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { Toaster } from './toaster';
import { toast } from './use-toast';

// WCAG 2.2 AA 1.4.3: the destructive toast's title and description (14 px text) need 4.5:1
// against its fill, in the light theme (:root, the demo pages) and the dark one (.dark).
const css = readFileSync(join(import.meta.dirname, '../../index.css'), 'utf8');

function themeVariable(selector: ':root' | '.dark', name: string): number[] {
  const block = css.match(new RegExp(`^${selector.replace('.', '\\.')} \\{([^}]*)\\}`, 'm'))?.[1];
  const value = block?.match(new RegExp(`--${name}: oklch\\(([^)]*)\\);`))?.[1];
  if (!value) throw new Error(`--${name} is not an oklch() colour in ${selector}`);
  return value.split(/\s+/).map(Number);
}

/** OKLCH → relative luminance (WCAG), sRGB channels clipped as the browser paints them. */
function luminance([l, c, h]: number[]): number {
  const a = c * Math.cos((h * Math.PI) / 180);
  const b = c * Math.sin((h * Math.PI) / 180);
  const [lc, mc, sc] = [
    l + 0.3963377774 * a + 0.2158037573 * b,
    l - 0.1055613458 * a - 0.0638541728 * b,
    l - 0.0894841775 * a - 1.291485548 * b,
  ].map((v) => v ** 3);
  const linear = [
    4.0767416621 * lc - 3.3077115913 * mc + 0.2309699292 * sc,
    -1.2684380046 * lc + 2.6097574011 * mc - 0.3413193965 * sc,
    -0.0041960863 * lc - 0.7034186147 * mc + 1.707614701 * sc,
  ].map((v) => Math.min(1, Math.max(0, v)));
  return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2];
}

function contrast(fg: number[], bg: number[]): number {
  const [hi, lo] = [luminance(fg), luminance(bg)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('destructive toast contrast', () => {
  it.each([':root', '.dark'] as const)('text on the fill reaches 4.5:1 in %s', (theme) => {
    const ratio = contrast(
      themeVariable(theme, 'destructive-foreground'),
      themeVariable(theme, 'destructive-strong'),
    );
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });

  it('paints those two colours, and does not dim the description', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Login Failed', description: 'Invalid password', variant: 'destructive' });
    });
    const description = screen.getByText('Invalid password');
    const root = description.closest('li')!;
    expect(root).toHaveClass('destructive', 'group', 'bg-destructive-strong');
    expect(root).toHaveClass('text-destructive-foreground');
    // opacity-90 would blend the text into the fill: 90% white falls below 4.5:1 on it.
    expect(description).toHaveClass('group-[.destructive]:opacity-100');
    expect(screen.getByText('Login Failed')).not.toHaveClass(/opacity/);
  });
});
