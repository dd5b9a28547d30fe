import { ChevronDown, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { matchPath, NavLink, useLocation } from 'react-router';
import { clsx } from 'clsx';
import { buttonVariants } from '@/components/ui/button-variants';
import { accountMenuItems, type Role } from './account-menu-items';

type AccountMenuProps = {
  username: string;
  role: Role;
  /** Pages the header links to beside the menu: they mark themselves as the current page. */
  linkedBeside?: string[];
  className?: string;
};

const item =
  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground data-[disabled]:opacity-50 aria-[current=page]:font-semibold aria-[current=page]:text-accent-foreground [&_svg]:size-4 [&_svg]:shrink-0';

/**
 * The username button and its menu of the signed-in user's pages. Logout is not in it: every
 * header that shows this menu has the spec's Logout button beside it, and one action under two
 * names ("Logout" and "Sign out") side by side read as two different things. Radix gives the
 * menu its roles, arrow keys, typeahead, Escape and the focus return.
 */
export function AccountMenu({ username, role, linkedBeside = [], className }: AccountMenuProps) {
  const { pathname } = useLocation();
  const items = accountMenuItems(role);
  // On a page only the menu links to (/admin, /memory…) the trigger carries the highlight.
  const hereInMenu = items.some(
    ({ href }) => !linkedBeside.includes(href) && matchPath(href, pathname),
  );
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={buttonVariants({
          variant: 'ghost',
          size: 'sm',
          className: clsx('max-w-44', hereInMenu && 'bg-accent text-accent-foreground', className),
        })}
      >
        <UserRound aria-hidden="true" />
        <span className="sr-only">Account menu, signed in as </span>
        <span className="truncate">{username}</span>
        <ChevronDown aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 min-w-52 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          <DropdownMenu.Label className="truncate px-2 py-1.5 text-xs text-muted-foreground">
            Signed in as <span className="font-medium text-foreground">{username}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="-mx-1 my-1 h-px bg-border" />
          {items.map(({ label, href, icon: Icon }) => (
            <DropdownMenu.Item key={href} asChild className={item}>
              <NavLink to={href} end>
                <Icon aria-hidden="true" />
                {label}
              </NavLink>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
