import { ComingSoon } from '@/components/layouts/coming-soon';

export default function DocsDemoRoute() {
  return <ComingSoon title="Internal Documentation Assistant" />;
}
