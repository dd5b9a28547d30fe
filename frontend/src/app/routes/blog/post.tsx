import { ComingSoon } from '@/components/layouts/coming-soon';

export default function BlogPostRoute() {
  return <ComingSoon title="Blog Article" />;
}
