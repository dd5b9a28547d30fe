import { StatusBadge } from '@/components/ui/status-badge';
import { statusLook, type StatusLook } from './status-maps';

type DomainStatusBadgeProps = {
  /** One of the maps of status-maps.ts, e.g. INVOICE_STATUS. */
  map: Record<string, StatusLook>;
  status: string;
  className?: string;
};

/** A status badge whose tone and label come from its domain's map. */
export function DomainStatusBadge({ map, status, className }: DomainStatusBadgeProps) {
  const { tone, label } = statusLook(map, status);
  return <StatusBadge tone={tone} label={label} className={className} />;
}
