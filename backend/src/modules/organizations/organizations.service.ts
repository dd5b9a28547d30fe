import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { OrganizationEntity } from './entities/organization.entity';
import { OrganizationsErrors } from './organizations.errors';
import { isValidSlug, slugCandidates, slugify } from './slug';

export interface SlugAvailability {
  slug: string;
  available: boolean;
  /** A free slug close to the one asked for (null when none of the candidates is free). */
  suggestion: string | null;
}

/** Organisation rows: creation with a unique slug, look-ups, and removal of a failed sign-up. */
@Injectable()
export class OrganizationsService {
  constructor(
    @InjectRepository(OrganizationEntity)
    private readonly organizations: Repository<OrganizationEntity>,
  ) {}

  findById(id: string): Promise<OrganizationEntity | null> {
    return this.organizations.findOneBy({ id });
  }

  /** Several at once, e.g. for a page of invoices (missing ids are simply absent). */
  findByIds(ids: readonly string[]): Promise<OrganizationEntity[]> {
    return ids.length ? this.organizations.findBy({ id: In([...ids]) }) : Promise.resolve([]);
  }

  /** Refuses a taken slug; the unique index settles a race between two sign-ups. */
  async create(name: string, slug: string): Promise<OrganizationEntity> {
    if (await this.organizations.existsBy({ slug })) throw OrganizationsErrors.slugTaken(slug);
    try {
      return await this.organizations.save(this.organizations.create({ name, slug }));
    } catch (err) {
      if (await this.organizations.existsBy({ slug })) throw OrganizationsErrors.slugTaken(slug);
      throw err;
    }
  }

  /** Undoes create() when the rest of a sign-up failed (cascades to its dependants). */
  async remove(id: string): Promise<void> {
    await this.organizations.delete({ id });
  }

  async slugAvailability(requested: string): Promise<SlugAvailability> {
    const slug = requested.trim().toLowerCase();
    const available = isValidSlug(slug) && !(await this.organizations.existsBy({ slug }));
    return { slug, available, suggestion: available ? slug : await this.freeSlugNear(slug) };
  }

  private async freeSlugNear(slug: string): Promise<string | null> {
    const candidates = slugCandidates(slugify(slug)).filter(isValidSlug);
    if (candidates.length === 0) return null;
    const taken = new Set(
      (await this.organizations.findBy({ slug: In(candidates) })).map((o) => o.slug),
    );
    return candidates.find((c) => !taken.has(c)) ?? null;
  }
}
