import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CopyButton } from './copy-button';

describe('CopyButton', () => {
  it('copies the text and confirms with the "Copied" toast', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <CopyButton text="IRON-123" copiedMessage="License key copied to clipboard" />,
    );
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('IRON-123');
    expect(await screen.findByText('License key copied to clipboard')).toBeInTheDocument();
    expect(screen.getByText('Copied')).toBeInTheDocument();
  });

  it('says so when the browser refuses to copy', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <CopyButton text="secret" copiedMessage="Copied it" aria-label="Copy secret" />,
    );
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy secret' }));
    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
    expect(screen.queryByText('Copied it')).not.toBeInTheDocument();
  });
});
