import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { useFocusWhenChanged } from './use-focus-when-changed';

function Swapper({ busy = false }: { busy?: boolean }) {
  const [editing, setEditing] = useState(false);
  const edit = useRef<HTMLButtonElement>(null);
  useFocusWhenChanged(editing, edit);
  // Different wrappers, so React replaces the button instead of reusing the focused one.
  return editing ? (
    <form>
      <button type="button" onClick={() => setEditing(false)}>
        Save
      </button>
    </form>
  ) : (
    <div>
      <button ref={edit} disabled={busy} onClick={() => setEditing(true)}>
        Edit
      </button>
    </div>
  );
}

describe('useFocusWhenChanged', () => {
  it('leaves the focus alone on the first render', () => {
    render(<Swapper />);
    expect(document.activeElement).toBe(document.body);
  });

  it('puts the focus back on the target when the content swaps back', async () => {
    render(<Swapper />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('waits while the target is disabled, then moves the focus', async () => {
    const { rerender } = render(<Swapper />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    rerender(<Swapper busy />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(document.activeElement).toBe(document.body);
    rerender(<Swapper busy={false} />);
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });
});
