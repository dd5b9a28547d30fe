import { act, render, screen } from '@testing-library/react';
import { LazyToaster } from './lazy-toaster';
import { toast } from './use-toast';

describe('LazyToaster', () => {
  it('renders no toast area until the first toast, then shows it', async () => {
    const { container } = render(<LazyToaster />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    await act(async () => {
      toast({ title: 'Profile Updated' });
    });
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    // Radix's viewport: the F8 landmark of spec §9.
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });

  it('stays mounted once a toast has been shown', async () => {
    render(<LazyToaster />);
    await act(async () => {
      toast({ title: 'Copied' }).dismiss();
    });
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });
});
