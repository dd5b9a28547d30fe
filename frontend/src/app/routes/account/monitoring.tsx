import { ComingSoon } from '@/components/layouts/coming-soon';

export default function MonitoringRoute() {
  return <ComingSoon title="System Monitoring" />;
}
