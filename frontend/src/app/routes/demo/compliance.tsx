import { ComingSoon } from '@/components/layouts/coming-soon';

export default function ComplianceDemoRoute() {
  return <ComingSoon title="Compliance Assistant" />;
}
