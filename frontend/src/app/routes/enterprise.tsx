import { ComingSoon } from '@/components/layouts/coming-soon';

export default function EnterpriseRoute() {
  return <ComingSoon title="Enterprise AI Infrastructure" />;
}
