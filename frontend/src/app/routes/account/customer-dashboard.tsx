import { ComingSoon } from '@/components/layouts/coming-soon';

export default function CustomerDashboardRoute() {
  return <ComingSoon title="Organization Dashboard" />;
}
