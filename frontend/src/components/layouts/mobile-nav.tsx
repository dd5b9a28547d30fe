import { clsx } from 'clsx';
import { Menu, PlayCircle, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { AccountLink } from './account-link';
import { attachMobileMenu, MOBILE_MENU_ID } from './mobile-menu';
import { phoneMenuItems, tryDemoHref } from './nav-items';

// Invoker commands and light dismiss, newer than React's attribute types. (Merged interfaces
// must repeat React's type parameter, used or not.)
/* eslint-disable @typescript-eslint/no-unused-vars */
declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close';
    commandfor?: string;
  }
  interface DialogHTMLAttributes<T> {
    closedby?: 'any' | 'closerequest' | 'none';
  }
}
/* eslint-enable @typescript-eslint/no-unused-vars */

const sectionTitle = 'text-xs font-semibold uppercase tracking-wider text-muted-foreground';

/** The menu button of small screens (site-header.tsx decides when it shows). */
export function MobileMenuButton() {
  return (
    <button
      type="button"
      className={buttonVariants({ variant: 'ghost', size: 'icon' })}
      aria-label="Open menu"
      title="Open menu"
      aria-haspopup="dialog"
      aria-expanded="false"
      aria-controls={MOBILE_MENU_ID}
      command="show-modal"
      commandfor={MOBILE_MENU_ID}
      data-menu-trigger=""
    >
      <Menu className="size-5" aria-hidden="true" />
    </button>
  );
}

/**
 * The right-side sheet that the menu button opens; it closes on any link. A native modal
 * <dialog>, part of the page's HTML, whose behaviour (mobile-menu.ts) works the same on a static
 * marketing page and in the app. It sits outside the button's container, which is hidden on wide
 * screens (a dialog inside a hidden element would not show if the window grew while open).
 */
export function MobileMenu() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const trigger = document.querySelector<HTMLButtonElement>('[data-menu-trigger]');
    if (trigger && dialogRef.current) return attachMobileMenu(trigger, dialogRef.current);
  }, []);

  return (
    <dialog
      ref={dialogRef}
      id={MOBILE_MENU_ID}
      aria-labelledby={`${MOBILE_MENU_ID}-title`}
      aria-describedby={`${MOBILE_MENU_ID}-description`}
      closedby="any"
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-3/4 max-w-sm border-0 border-l bg-background p-6 text-foreground shadow-xl backdrop:bg-black/60 backdrop:backdrop-blur-[2px] open:flex open:animate-[slide-in-right_250ms_ease-out] open:flex-col open:gap-6"
    >
      <div className="flex items-center justify-between">
        <h2 id={`${MOBILE_MENU_ID}-title`} className="text-lg font-semibold">
          Menu
        </h2>
        <p id={`${MOBILE_MENU_ID}-description`} className="sr-only">
          Site navigation
        </p>
        <button
          type="button"
          command="close"
          commandfor={MOBILE_MENU_ID}
          data-menu-close=""
          className="rounded-md p-1 opacity-70 transition-opacity hover:opacity-100"
        >
          <X className="size-5" aria-hidden="true" />
          <span className="sr-only">Close</span>
        </button>
      </div>
      <nav aria-label="Mobile" className="grid gap-6">
        <section className="grid gap-2">
          <h2 className={sectionTitle}>Navigate</h2>
          {phoneMenuItems.map(({ label, href, icon: Icon }) => (
            <NavLink
              key={href}
              to={href}
              end
              className={({ isActive }) =>
                clsx(
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
        <hr className="border-border" />
        <section className="grid gap-2">
          <h2 className={sectionTitle}>Get Started</h2>
          <Link to={tryDemoHref} className={buttonVariants({ className: 'w-full' })}>
            <PlayCircle aria-hidden="true" />
            Try Demo
          </Link>
          <AccountLink layout="sheet" className="w-full" />
        </section>
      </nav>
    </dialog>
  );
}
