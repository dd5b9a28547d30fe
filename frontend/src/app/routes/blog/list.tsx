import { ComingSoon } from '@/components/layouts/coming-soon';

export default function BlogListRoute() {
  return <ComingSoon title="Blog" />;
}
