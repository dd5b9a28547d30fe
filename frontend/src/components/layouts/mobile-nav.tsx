import { Menu } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { lazyComponent } from '@/lib/lazy';

const MobileNavSheet = lazyComponent(async () => (await import('./mobile-nav-sheet')).default);

/**
 * On small screens (site-header.tsx decides) the nav moves into a right-side sheet that closes on any link. The sheet (Radix
 * Dialog: focus trap, scroll lock) is not part of the page's first download: its code loads when
 * the visitor reaches for the button (pointer down, touch, focus) and it opens once loaded.
 */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const prefetch = () => void MobileNavSheet.preload().catch(() => undefined);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={prefetch}
        onTouchStart={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu className="size-5" aria-hidden="true" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileNavSheet open={open} onOpenChange={setOpen} triggerRef={triggerRef} />
        </Suspense>
      )}
    </>
  );
}
