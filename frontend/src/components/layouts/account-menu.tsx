import { ChevronDown, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { clsx } from 'clsx';
import { buttonVariants } from '@/components/ui/button-variants';
import { accountMenuItems, type Role } from './account-menu-items';

type AccountMenuProps = {
  username: string;
  role: Role;
  className?: string;
};

const item =
  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0';

/**
 * The username button and its menu of the signed-in user's pages. Logout is not in it: every
 * header that shows this menu has the spec's Logout button beside it, and one action under two
 * names ("Logout" and "Sign out") side by side read as two different things. Radix gives the
 * menu its roles, arrow keys, typeahead, Escape and the focus return.
 */
export function AccountMenu({ username, role, className }: AccountMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={buttonVariants({
          variant: 'ghost',
          size: 'sm',
          className: clsx('max-w-44', className),
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
          {accountMenuItems(role).map(({ label, href, icon: Icon }) => (
            <DropdownMenu.Item key={href} asChild className={item}>
              <Link to={href}>
                <Icon aria-hidden="true" />
                {label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
