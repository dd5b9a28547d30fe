import { INestApplication } from '@nestjs/common';
import { ApiClient } from './api-client';
import { uniqueName } from './app.factory';

let lastOctet = 0;

/**
 * A visitor from its own client IP (the lead test apps run with TRUST_PROXY=true), so the
 * per-IP form rate limits only bite where a test sends from one address on purpose.
 */
export function visitor(app: INestApplication, ip = nextIp()): ApiClient {
  const client = new ApiClient(app);
  client.agent.set('X-Forwarded-For', ip);
  return client;
}

export function nextIp(): string {
  lastOctet += 1;
  return `198.51.${Math.floor(lastOctet / 250) % 250}.${(lastOctet % 250) + 1}`;
}

export function uniqueEmail(prefix = 'lead'): string {
  return `${uniqueName(prefix)}@example.com`;
}

export function validContact(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Dana Whitfield',
    email: uniqueEmail('contact'),
    company: 'County Health Services',
    message: 'We would like to discuss an on-premises pilot for our clinical staff.',
    website: '',
    phone: '',
    ...overrides,
  };
}

export function validLead(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Morgan',
    lastName: 'Reyes',
    email: uniqueEmail('enterprise'),
    company: 'Harbor Regional Bank',
    jobTitle: 'CISO',
    employeeCount: '1001-5000',
    useCase: 'finance',
    deploymentType: 'private-cloud',
    timeline: '3-6months',
    budget: '250k-500k',
    ...overrides,
  };
}
