import { ComingSoon } from '@/components/layouts/coming-soon';

export default function SubscribeRoute() {
  return <ComingSoon title="Plans & Pricing" />;
}
