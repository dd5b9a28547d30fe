/**
 * The mobile menu's behaviour, in plain DOM code: the static marketing pages (src/site-main.ts) and
 * the React header (mobile-nav.tsx) attach the same function to the same markup.
 *
 * The menu is a native <dialog> opened as a modal, so the browser does most of the work: the
 * page behind is inert, Escape and a tap on the backdrop close it (`closedby="any"`), and the
 * button opens it through `command="show-modal"` even before any script has run (an early tap
 * on a slow phone is not lost). This adds what the platform leaves out: Tab cycles inside the
 * menu, the page does not scroll behind it, a followed link closes it, the focus returns to the
 * button, and `aria-expanded` follows. Browsers without invoker commands open it from here.
 */
export const MOBILE_MENU_ID = 'mobile-menu';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]';

export function attachMobileMenu(trigger: HTMLButtonElement, dialog: HTMLDialogElement) {
  const root = document.documentElement;
  const sync = () => {
    trigger.setAttribute('aria-expanded', String(dialog.open));
    root.style.overflow = dialog.open ? 'hidden' : '';
  };
  // Where the button's command works, opening here too would make the browser warn.
  const commandOpens = 'command' in HTMLButtonElement.prototype;
  const open = () => {
    if (!commandOpens && !dialog.open) dialog.showModal();
    sync();
  };
  const onClose = () => {
    sync();
    trigger.focus();
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (target.closest('a[href], [data-menu-close]')) {
      dialog.close();
      return;
    }
    // A click on the dialog element itself outside its box is a click on the backdrop.
    if (target === dialog && !inside(dialog.getBoundingClientRect(), event)) dialog.close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.getClientRects().length > 0,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const current = document.activeElement;
    if (event.shiftKey && (current === first || !dialog.contains(current))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (current === last || !dialog.contains(current))) {
      event.preventDefault();
      first.focus();
    }
  };

  trigger.addEventListener('click', open);
  dialog.addEventListener('toggle', sync);
  dialog.addEventListener('close', onClose);
  dialog.addEventListener('click', onClick);
  dialog.addEventListener('keydown', onKeyDown);
  // Opened by the button's command before this code arrived.
  sync();
  return () => {
    trigger.removeEventListener('click', open);
    dialog.removeEventListener('toggle', sync);
    dialog.removeEventListener('close', onClose);
    dialog.removeEventListener('click', onClick);
    dialog.removeEventListener('keydown', onKeyDown);
    if (dialog.open) dialog.close();
    root.style.overflow = '';
  };
}

function inside(rect: DOMRect, { clientX, clientY }: MouseEvent): boolean {
  return (
    clientX >= rect.left && clientX <= rect.right && clientY >= rect.top && clientY <= rect.bottom
  );
}
