import { ComingSoon } from '@/components/layouts/coming-soon';

export default function DeveloperDemoRoute() {
  return <ComingSoon title="Developer Assistant" />;
}
