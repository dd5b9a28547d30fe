import { randomUUID } from 'node:crypto';
import { LeadStatus } from '../lead-status';
import { BeforeInsert, Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** A "Discovery & Scoping" request from the enterprise page. */
@Entity('enterprise_leads')
@Index('IDX_enterprise_leads_created', ['createdAt'])
export class EnterpriseLeadEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'first_name', type: 'varchar', length: 100 })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 100 })
  company: string;

  @Column({ name: 'job_title', type: 'varchar', length: 100 })
  jobTitle: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  phone: string | null;

  @Column({ name: 'employee_count', type: 'varchar', length: 20 })
  employeeCount: string;

  @Column({ name: 'use_case', type: 'varchar', length: 20 })
  useCase: string;

  @Column({ name: 'deployment_type', type: 'varchar', length: 20 })
  deploymentType: string;

  /** JSON array of framework names (text column: portable across SQLite and PostgreSQL). */
  @Column({ name: 'compliance_requirements', type: 'simple-json' })
  complianceRequirements: string[];

  @Column({ type: 'varchar', length: 20 })
  timeline: string;

  @Column({ type: 'varchar', length: 20 })
  budget: string;

  @Column({ name: 'current_solution', type: 'text', nullable: true })
  currentSolution: string | null;

  @Column({ name: 'specific_requirements', type: 'text', nullable: true })
  specificRequirements: string | null;

  @Column({ name: 'rfp_process', type: 'boolean', default: false })
  rfpProcess: boolean;

  /** Follow-up state, set by admins and managers (lead-status.ts). */
  @Column({ type: 'varchar', length: 20, default: 'new' })
  status: LeadStatus;

  @Column({ name: 'ip_address', type: 'varchar', length: 64, nullable: true })
  ipAddress: string | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @BeforeInsert()
  assignId(): void {
    this.id ??= randomUUID();
  }
}
