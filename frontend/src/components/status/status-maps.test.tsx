import { render, screen } from '@testing-library/react';
import { DomainStatusBadge } from './domain-status-badge';
import {
  INVOICE_STATUS,
  LICENSE_STATUS,
  SERVER_HEALTH,
  SERVER_STATUS,
  statusLook,
  SUBSCRIPTION_STATUS,
} from './status-maps';

describe('status maps', () => {
  it('colour the statuses spec §4 names', () => {
    expect(SERVER_STATUS.active.tone).toBe('green');
    expect(SERVER_STATUS.provisioning.tone).toBe('yellow');
    expect(SERVER_STATUS.stopped.tone).toBe('grey');
    expect(SERVER_STATUS.failed.tone).toBe('red');
    expect(SERVER_HEALTH.healthy.tone).toBe('green');
    expect(SERVER_HEALTH.unhealthy.tone).toBe('red');
    expect(SUBSCRIPTION_STATUS.trialing.tone).toBe('blue');
    expect(SUBSCRIPTION_STATUS.past_due).toEqual({ tone: 'yellow', label: 'Past Due' });
    expect(SUBSCRIPTION_STATUS.canceled.tone).toBe('red');
    expect(INVOICE_STATUS.uncollectible).toEqual({ tone: 'red', label: 'Uncollectible' });
    expect(LICENSE_STATUS.superseded.tone).toBe('grey');
  });

  it('shows an unknown status grey with its words title-cased', () => {
    expect(statusLook(SERVER_STATUS, 'being_migrated')).toEqual({
      tone: 'grey',
      label: 'Being Migrated',
    });
  });

  it('renders the badge with the map tone and label', () => {
    render(<DomainStatusBadge map={INVOICE_STATUS} status="open" />);
    expect(screen.getByText('Open').closest('[data-tone]')).toHaveAttribute('data-tone', 'yellow');
  });
});
