import { ComingSoon } from '@/components/layouts/coming-soon';

export default function SolutionsRoute() {
  return <ComingSoon title="AI Infrastructure Solutions" />;
}
