import { cva } from 'class-variance-authority';
import { variants } from './variants';

const config = {
  variants: {
    variant: { default: 'bg-a text-a', outline: 'border' },
    size: { default: 'h-9 px-4', sm: 'h-8 px-3', lg: 'h-11 px-6' },
  },
  defaultVariants: { variant: 'default', size: 'default' },
} as const;

describe('variants', () => {
  const ours = variants('base classes', config);
  const theirs = cva('base classes', config);

  it.each([
    {},
    { variant: 'outline' as const },
    { size: 'lg' as const, className: 'w-full' },
    { variant: null, size: 'sm' as const },
    { variant: 'default' as const, size: null, className: 'y' },
    { class: 'x' },
    { variant: undefined, size: undefined },
  ])('builds the same class list as cva for %o', (props) => {
    expect(ours(props)).toBe(theirs(props));
  });
});
