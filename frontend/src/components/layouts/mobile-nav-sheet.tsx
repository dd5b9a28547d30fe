import { PlayCircle } from 'lucide-react';
import type { RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { cn } from '@/lib/utils';
import { AccountLink } from './account-link';
import { navItems, tryDemoHref } from './nav-items';

type MobileNavSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets the focus back when the sheet closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
};

/** The mobile menu itself (Radix Dialog), loaded on the first tap of the menu button. */
export default function MobileNavSheet({ open, onOpenChange, triggerRef }: MobileNavSheetProps) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">Site navigation</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="grid gap-6">
          <section className="grid gap-2">
            <h2 className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
              Navigate
            </h2>
            {navItems.map(({ label, href, icon: Icon }) => (
              <NavLink
                key={href}
                to={href}
                end
                onClick={close}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium transition-colors hover:bg-accent',
                    isActive ? 'bg-accent text-accent-foreground' : 'text-foreground/80',
                  )
                }
              >
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </NavLink>
            ))}
          </section>
          <Separator />
          <section className="grid gap-2">
            <h2 className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
              Get Started
            </h2>
            <Button asChild className="w-full">
              <Link to={tryDemoHref} onClick={close}>
                <PlayCircle aria-hidden="true" />
                Try Demo
              </Link>
            </Button>
            <AccountLink layout="sheet" className="w-full" onNavigate={close} />
          </section>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
