import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SecurityLogEntry } from '../api/get-security-logs';
import { SecurityLogEntryRow } from './security-log-entry';

const entry = (event: string, success: boolean): SecurityLogEntry => ({
  id: `${event}-${success}`,
  event,
  success,
  createdAt: '2026-03-01T09:00:00.000Z',
  ipAddress: '203.0.113.7',
});

const renderRows = (...entries: SecurityLogEntry[]) =>
  render(
    <ul>
      {entries.map((e) => (
        <SecurityLogEntryRow key={e.id} entry={e} />
      ))}
    </ul>,
  );

describe('SecurityLogEntryRow', () => {
  it('never shows "Password Changed" with a Failed badge: a refused change says so', () => {
    renderRows(entry('password_changed', false));
    expect(screen.queryByText('Password Changed')).toBeNull();
    expect(screen.getByText('Password Change Rejected')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
  });

  it('a password that was changed shows Success, not Failed', () => {
    renderRows(entry('password_changed', true));
    expect(screen.getByText('Password Changed')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(screen.queryByText('Failed')).toBeNull();
  });

  it('shows a rejected two-factor code with a label, not the raw "2fa Failed"', () => {
    renderRows(entry('2fa_failed', false));
    expect(screen.queryByText('2fa Failed')).toBeNull();
    expect(screen.getByText('2FA Code Rejected')).toBeInTheDocument();
  });

  it('labels the other account events too', () => {
    renderRows(
      entry('backup_codes_regenerated', true),
      entry('session_revoked', true),
      entry('api_token_used', true),
    );
    expect(screen.getByText('New Backup Codes Generated')).toBeInTheDocument();
    expect(screen.getByText('Session Signed Out')).toBeInTheDocument();
    expect(screen.getByText('API Token Used from a New Address')).toBeInTheDocument();
    expect(screen.queryByText('Failed')).toBeNull();
  });
});
