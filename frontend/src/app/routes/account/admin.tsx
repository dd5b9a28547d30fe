import { ComingSoon } from '@/components/layouts/coming-soon';

export default function AdminRoute() {
  return <ComingSoon title="Admin Panel" />;
}
