import { ComingSoon } from '@/components/layouts/coming-soon';

export default function LocalChatRoute() {
  return <ComingSoon title="Local Chat" />;
}
