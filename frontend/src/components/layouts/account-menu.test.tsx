import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { AccountMenu } from './account-menu';
import type { Role } from './account-menu-items';

async function openMenu(role: Role) {
  render(
    <MemoryRouter>
      <AccountMenu username="carol" role={role} />
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('button', { name: /signed in as carol/i }));
  return screen.findByRole('menu');
}

const names = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

const common = ['Dashboard', 'Assistants', 'Organization', 'Billing', 'Memory', 'Settings'];

describe('AccountMenu', () => {
  it.each([
    ['user', common],
    ['manager', [...common, 'Admin']],
    ['admin', [...common, 'Admin', 'Monitoring']],
  ] as const)('shows a %s the pages of the role, and no second Logout', async (role, expected) => {
    expect(names(await openMenu(role))).toEqual(expected);
  });

  it('links each page', async () => {
    const menu = await openMenu('admin');
    expect(within(menu).getByRole('menuitem', { name: 'Assistants' })).toHaveAttribute(
      'href',
      '/assistants',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Organization' })).toHaveAttribute(
      'href',
      '/customer-dashboard',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Monitoring' })).toHaveAttribute(
      'href',
      '/monitoring',
    );
  });

  it('opens from the keyboard with the first page focused', async () => {
    render(
      <MemoryRouter>
        <AccountMenu username="carol" role="user" />
      </MemoryRouter>,
    );
    screen.getByRole('button', { name: /signed in as carol/i }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Dashboard' })).toHaveFocus();
  });
});

describe('AccountMenu and the current page', () => {
  it('marks the current page among its items', async () => {
    render(
      <MemoryRouter initialEntries={['/memory']}>
        <AccountMenu username="carol" role="user" />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: /signed in as carol/i }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Memory' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
  });
});
