import { ComingSoon } from '@/components/layouts/coming-soon';

export default function UnifiedDemoRoute() {
  return <ComingSoon title="Employee AI Assistant Platform" />;
}
