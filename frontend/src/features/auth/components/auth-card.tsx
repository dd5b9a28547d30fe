import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/utils';

type AuthCardProps = {
  icon: LucideIcon;
  title: string;
  description: string;
  /** Classes for the card's body (the forgot-password page spaces its parts with a grid). */
  contentClassName?: string;
  children: ReactNode;
};

/** The frame of the signed-out account pages (/auth, /forgot-password): icon, title, one line. */
export function AuthCard({
  icon: Icon,
  title,
  description,
  contentClassName,
  children,
}: AuthCardProps) {
  return (
    <Card className="w-full max-w-md shadow-xl shadow-black/10">
      <CardHeader className="items-center text-center">
        <span className="mb-2 flex size-11 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-semibold leading-tight tracking-tight">{title}</h1>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={cn(contentClassName)}>{children}</CardContent>
    </Card>
  );
}
