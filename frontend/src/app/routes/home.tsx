import { PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import { ComingSoon } from '@/components/layouts/coming-soon';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export default function HomeRoute() {
  return (
    <ComingSoon
      title="Private, Self-Hosted AI Infrastructure"
      action={
        <Button asChild>
          <Link to={paths.demo.unified.getHref({ tour: true })}>
            <PlayCircle aria-hidden="true" />
            View Demo
          </Link>
        </Button>
      }
    />
  );
}
