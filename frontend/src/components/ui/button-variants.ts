import { cva } from 'class-variance-authority';

/**
 * The button look as a class string (class-variance-authority). `<Button>` applies it through
 * `cn()`; the site shell (header, hero, error screen) applies it directly to a link or button, so
 * the first page load carries neither tailwind-merge nor Radix Slot. There, pass only classes
 * that do not clash with the variant's own (cva appends `className` without merging).
 */
export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary-strong text-primary-foreground shadow-sm hover:bg-primary-strong/90',
        destructive:
          'bg-destructive-strong text-destructive-foreground shadow-sm hover:bg-destructive-strong/90',
        outline:
          'border border-input bg-background shadow-sm hover:bg-accent hover:text-accent-foreground',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-9 px-4 py-2',
        sm: 'h-8 rounded-md px-3 text-xs',
        lg: 'h-11 rounded-md px-6 text-base',
        icon: 'size-9',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);
