import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager } from './pager';

describe('Pager', () => {
  it('says where the reader is and disables Previous on the first page', async () => {
    const onPageChange = vi.fn();
    render(<Pager page={1} totalPages={3} summary="42 users" onPageChange={onPageChange} />);
    expect(screen.getByText('Page 1 of 3 · 42 users')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('disables Next on the last page and steps back with Previous', async () => {
    const onPageChange = vi.fn();
    render(<Pager page={3} totalPages={3} onPageChange={onPageChange} />);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('reads an empty list (0 pages) as one page with both buttons disabled', () => {
    render(<Pager page={1} totalPages={0} label="Invoice pages" onPageChange={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Invoice pages' })).toHaveTextContent(
      'Page 1 of 1',
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
