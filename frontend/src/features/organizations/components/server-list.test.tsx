import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mySubscription, server } from '@/testing/organization-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { MySubscription } from '../api/subscription-types';
import { ServerList } from './server-list';

const render = (options: Parameters<typeof mySubscription>[0], isOwner = true) =>
  renderWithProviders(
    <MemoryRouter>
      <ServerList data={mySubscription(options) as MySubscription} isOwner={isOwner} />
    </MemoryRouter>,
  );

describe('ServerList', () => {
  it('with no servers, says none is registered and how to add one: nothing is being provisioned', () => {
    render({ plan: 'professional', servers: [] });
    expect(screen.getByRole('heading', { name: 'No Servers Yet' })).toBeInTheDocument();
    expect(screen.queryByText(/being provisioned/)).not.toBeInTheDocument();
    expect(screen.getByText(/Your organization has no AI server yet/)).toBeInTheDocument();
    expect(screen.getByText(/Register one with Add Server/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add Server/ })).toBeInTheDocument();
  });

  it('tells a member that the owner adds servers (a member has no Add Server)', () => {
    render({ role: 'member', servers: [] }, false);
    expect(screen.queryByText(/being provisioned/)).not.toBeInTheDocument();
    expect(screen.getByText(/the organization's owner adds them/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add Server/ })).not.toBeInTheDocument();
  });

  it('says a server is being provisioned only while one is, and when it is checked', () => {
    render({ servers: [server({ name: 'New box', status: 'provisioning' }), server()] });
    // The Server added toast says the same: the next health check, not "a few minutes".
    expect(
      screen.getByText('1 server is being provisioned. It is checked within 30 seconds.'),
    ).toBeInTheDocument();
  });

  it('says it in the plural, with the interval the API reports', () => {
    const waiting = { status: 'provisioning', checkIntervalSeconds: 120 } as const;
    render({ servers: [server(waiting), server({ ...waiting, name: 'Second' })] });
    expect(
      screen.getByText('2 servers are being provisioned. They are checked within 2 minutes.'),
    ).toBeInTheDocument();
  });

  it('counts in the singular for one server, with the allowance', () => {
    render({ plan: 'starter', servers: [server()] });
    expect(screen.getByText('1 of 1 server allowed on the Starter plan')).toBeInTheDocument();
  });

  it('counts in the plural otherwise, and ∞ for an unlimited plan', () => {
    render({ plan: 'enterprise', servers: [server(), server()] });
    expect(screen.getByText('2 servers on the Enterprise plan (no limit)')).toBeInTheDocument();
  });
});
