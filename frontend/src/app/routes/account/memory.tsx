import { ComingSoon } from '@/components/layouts/coming-soon';

export default function MemoryRoute() {
  return <ComingSoon title="Memory Management" />;
}
