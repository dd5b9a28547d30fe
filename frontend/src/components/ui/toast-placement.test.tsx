import { render } from '@testing-library/react';
import { TOAST_PLACEMENT_ATTRIBUTE, useToastsAtTopCenter } from './toast-placement';

function PageWithSendAtBottomRight() {
  useToastsAtTopCenter();
  return null;
}

describe('useToastsAtTopCenter', () => {
  it('moves toasts to the top centre while the page is shown, and back after', () => {
    const root = document.documentElement;
    const view = render(<PageWithSendAtBottomRight />);
    expect(root.getAttribute(TOAST_PLACEMENT_ATTRIBUTE)).toBe('top-center');
    view.unmount();
    expect(root.hasAttribute(TOAST_PLACEMENT_ATTRIBUTE)).toBe(false);
  });
});
