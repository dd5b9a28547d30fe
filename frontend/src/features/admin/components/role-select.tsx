import { cn } from '@/lib/utils';
import { ROLE_NAMES, type RoleName } from '../api/get-role-permissions';

type RoleSelectProps = {
  id?: string;
  value: RoleName;
  onChange: (role: RoleName) => void;
  disabled?: boolean;
  'aria-label'?: string;
  className?: string;
};

/** A native select of the three roles: keyboard- and screen-reader-friendly without a popover. */
export function RoleSelect({ value, onChange, className, ...props }: RoleSelectProps) {
  return (
    <select
      {...props}
      value={value}
      onChange={(e) => onChange(e.target.value as RoleName)}
      className={cn(
        'h-9 rounded-md border border-input bg-background px-3 text-sm capitalize shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:opacity-50',
        className,
      )}
    >
      {ROLE_NAMES.map((role) => (
        <option key={role} value={role}>
          {role}
        </option>
      ))}
    </select>
  );
}
