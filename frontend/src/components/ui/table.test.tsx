import { render, screen, within } from '@testing-library/react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table';

function People({ stacked }: { stacked?: boolean }) {
  return (
    <Table stacked={stacked}>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow>
          <TableCell>Ada</TableCell>
          <TableCell label="Email">ada@example.com</TableCell>
          <TableCell>
            <button type="button">Edit Ada</button>
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

describe('Table', () => {
  it('stacked: a card per row on phones, labeled fields hidden from screen readers', () => {
    const { container } = render(<People stacked />);
    const table = screen.getByRole('table');
    // The roles are explicit, so a browser that drops a re-displayed table's semantics keeps them.
    expect(table).toHaveAttribute('role', 'table');
    expect(table).toHaveClass('max-sm:block');
    expect(container.querySelector('thead')).toHaveClass('max-sm:sr-only');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name',
      'Email',
      'Actions',
    ]);
    const [, row] = screen.getAllByRole('row');
    expect(row).toHaveClass('max-sm:grid', 'max-sm:border');
    const cells = within(row).getAllByRole('cell');
    expect(cells).toHaveLength(3);
    // The label is for the eye on a phone (sm:hidden); screen readers announce the header.
    const label = within(cells[1]).getByText('Email');
    expect(label).toHaveAttribute('aria-hidden', 'true');
    expect(label).toHaveClass('sm:hidden');
    expect(within(cells[1]).getByText('ada@example.com')).toHaveClass('sm:contents');
    expect(cells[0].textContent).toBe('Ada');
    expect(within(cells[2]).getByRole('button', { name: 'Edit Ada' })).toBeInTheDocument();
    // No scrolling box around the cards on phones.
    expect(table.parentElement).toHaveClass('sm:overflow-x-auto');
    expect(table.parentElement).not.toHaveClass('overflow-x-auto');
  });

  it('not stacked: a plain table that scrolls sideways, labels ignored', () => {
    const { container } = render(<People />);
    const table = screen.getByRole('table');
    expect(table).not.toHaveAttribute('role');
    expect(table.parentElement).toHaveClass('overflow-x-auto');
    expect(container.querySelector('[role]')).toBeNull();
    expect(container.querySelector('[aria-hidden]')).toBeNull();
    expect(screen.getByRole('cell', { name: 'ada@example.com' })).toBeInTheDocument();
  });
});
