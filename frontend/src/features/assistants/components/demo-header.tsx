import { ArrowLeft, Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { START_TOUR_ID } from './guided-tour';

interface DemoHeaderProps {
  title: string;
  backTo: string;
  onStartTour?: () => void;
}

export function DemoHeader({ title, backTo, onStartTour }: DemoHeaderProps) {
  return (
    <header id="demo-header" className="border-b bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-4 sm:px-6 lg:px-8">
        <Button asChild variant="ghost" size="sm">
          <Link to={backTo}>
            <ArrowLeft aria-hidden /> Back
          </Link>
        </Button>
        <Badge className="border-transparent bg-emerald-100 text-emerald-800">
          <span className="size-2 animate-pulse rounded-full bg-emerald-500" aria-hidden /> Live
          Demo
        </Badge>
        <h1 className="min-w-0 flex-1 text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
          {title}
        </h1>
        {onStartTour && (
          <Button id={START_TOUR_ID} variant="outline" size="sm" onClick={onStartTour}>
            <Compass aria-hidden /> Start Guided Tour
          </Button>
        )}
      </div>
    </header>
  );
}
