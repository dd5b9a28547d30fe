import { ComingSoon } from '@/components/layouts/coming-soon';

export default function DemoLandingRoute() {
  return <ComingSoon title="Interactive Demo" />;
}
