import { Menu, PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { cn } from '@/lib/utils';
import { AccountLink } from './account-link';
import { navItems, tryDemoHref } from './nav-items';

/** Below 640 px the nav moves into a right-side sheet that closes on any link. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="sm:hidden" aria-label="Open menu">
          <Menu className="size-5" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent>
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
            <AccountLink className="w-full" onNavigate={close} />
          </section>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
