import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getRepositoryToken } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { EnterpriseLeadEntity } from '../src/modules/leads/entities/enterprise-lead.entity';
import {
  BUDGETS,
  DEPLOYMENT_TYPES,
  EMPLOYEE_COUNTS,
  TIMELINES,
  USE_CASES,
} from '../src/modules/leads/dto/lead-enums';
import { expectStatus } from './api-client';
import { createTestApp } from './app.factory';
import { validLead, visitor } from './lead-helpers';

describe('POST /api/enterprise/lead', () => {
  let app: NestFastifyApplication;
  const leads = () =>
    app.get<Repository<EnterpriseLeadEntity>>(getRepositoryToken(EnterpriseLeadEntity));

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => app.close());

  it('stores a lead with complianceRequirements [] and rfpProcess false by default', async () => {
    const body = validLead({ phone: '', currentSolution: '  ' });
    const res = await visitor(app).post('/api/enterprise/lead', body).then(expectStatus(201));
    expect(res.body).toEqual({
      success: true,
      message: 'Our enterprise team will contact you within 24 hours.',
    });
    const stored = await leads().findOneByOrFail({ email: body.email });
    expect(stored).toMatchObject({
      firstName: 'Morgan',
      useCase: 'finance',
      phone: null,
      currentSolution: null,
      complianceRequirements: [],
      rfpProcess: false,
    });
  });

  it('keeps the compliance list, RFP flag and free text', async () => {
    const body = validLead({
      complianceRequirements: ['HIPAA', 'SOC 2'],
      rfpProcess: true,
      phone: '+1 805 555 0100',
      specificRequirements: 'Air-gapped enclave, 400 users, Epic integration.',
    });
    await visitor(app).post('/api/enterprise/lead', body).then(expectStatus(201));
    expect(await leads().findOneByOrFail({ email: body.email })).toMatchObject({
      complianceRequirements: ['HIPAA', 'SOC 2'],
      rfpProcess: true,
      phone: '+1 805 555 0100',
      specificRequirements: 'Air-gapped enclave, 400 users, Epic integration.',
    });
  });

  const everyEnumValue = [
    ...EMPLOYEE_COUNTS.map((v) => ({ employeeCount: v })),
    ...USE_CASES.map((v) => ({ useCase: v })),
    ...DEPLOYMENT_TYPES.map((v) => ({ deploymentType: v })),
    ...TIMELINES.map((v) => ({ timeline: v })),
    ...BUDGETS.map((v) => ({ budget: v })),
  ];
  it('accepts every option value of every select', async () => {
    for (const override of everyEnumValue) {
      await visitor(app).post('/api/enterprise/lead', validLead(override)).then(expectStatus(201));
    }
  });

  it.each([
    [{ firstName: 'M' }, 'First name must be at least 2 characters'],
    [{ lastName: ' R ' }, 'Last name must be at least 2 characters'],
    [{ email: 'morgan@' }, 'Please enter a valid email address'],
    [{ company: 'H' }, 'Company name is required'],
    [{ company: undefined }, 'Company name is required'],
    [{ jobTitle: '' }, 'Job title is required'],
    [
      { employeeCount: '10000' },
      'employeeCount must be one of: 1-50, 51-200, 201-1000, 1001-5000, 5000+',
    ],
    [
      { employeeCount: undefined },
      'employeeCount must be one of: 1-50, 51-200, 201-1000, 1001-5000, 5000+',
    ],
    [
      { useCase: 'retail' },
      'useCase must be one of: legal, healthcare, government, finance, consulting, other',
    ],
    [
      { deploymentType: 'public-cloud' },
      'deploymentType must be one of: on-premise, private-cloud, air-gapped, hybrid',
    ],
    [
      { timeline: 'someday' },
      'timeline must be one of: immediate, 1-3months, 3-6months, 6-12months, planning',
    ],
    [{ budget: '1m+' }, 'budget must be one of: under-50k, 50k-100k, 100k-250k, 250k-500k, 500k+'],
    [{ complianceRequirements: 'HIPAA' }, 'complianceRequirements must be a list'],
    [{ complianceRequirements: [1] }, 'complianceRequirements must be a list of text'],
    [{ rfpProcess: 'yes' }, 'rfpProcess must be true or false'],
  ])('rejects %j with "%s"', async (override, message) => {
    const body = validLead(override);
    const res = await visitor(app).post('/api/enterprise/lead', body).then(expectStatus(400));
    expect(res.body.message).toContain(message);
    expect(await leads().countBy({ email: body.email as string })).toBe(0);
  });
});
