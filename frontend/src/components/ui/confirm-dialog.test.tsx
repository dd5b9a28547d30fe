import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog(onConfirm = vi.fn()) {
  render(
    <ConfirmDialog
      trigger={<Button>Delete</Button>}
      title="Delete Message"
      description="This message will be permanently deleted."
      confirmLabel="Delete"
      onConfirm={onConfirm}
    />,
  );
  return onConfirm;
}

describe('ConfirmDialog', () => {
  it('asks first: title and description announced, focus on Cancel', async () => {
    const onConfirm = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Message' });
    expect(dialog).toHaveAccessibleDescription('This message will be permanently deleted.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('acts only on the confirm button, then closes', async () => {
    const onConfirm = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('Escape and Cancel close it without acting', async () => {
    const onConfirm = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
