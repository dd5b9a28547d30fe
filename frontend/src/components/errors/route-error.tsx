import { AlertTriangle } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';

/** Shown when a screen throws or its code fails to load (say, after a deploy): offer a reload. */
export function RouteError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : null;
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6">
      <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="max-w-md text-center text-sm text-muted-foreground">
        This page could not be displayed. Reload to try again; if it keeps happening, contact
        support{detail ? ` and mention: ${detail}` : ''}.
      </p>
      <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
        Reload page
      </button>
    </div>
  );
}

type BoundaryProps = {
  children: ReactNode;
  /** A change (the next navigation) clears the error. */ resetKey: string;
};

/** Catches what a screen throws while rendering, and renders RouteError instead. */
export class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; key: string }> {
  state = { error: undefined as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <RouteError error={this.state.error} />
    );
  }
}
