import { Clock } from '../../common/clock/clock';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { RoleEntity } from './entities/role.entity';

export interface RoleInfo {
  name: string;
  description: string;
  level: number;
}

export interface Permission {
  resource: string;
  action: string;
}

interface CachedRole extends RoleInfo {
  permissions: Permission[];
  keys: Set<string>;
}

/**
 * Roles and their permissions live in the database (seeded by the RBAC migration). Every
 * guarded request asks roleHas(), so the whole table is cached in memory; invalidate() drops
 * the cache after a change, and the TTL bounds staleness when another instance (or an
 * operator with SQL) changed the tables.
 */
@Injectable()
export class PermissionsService {
  static readonly CACHE_TTL_MS = 60_000;
  private cache?: { loadedAt: number; roles: Promise<Map<string, CachedRole>> };

  constructor(
    @InjectRepository(RoleEntity) private readonly roles: Repository<RoleEntity>,
    private readonly clock: Clock,
  ) {}

  async roleHas(role: string, resource: string, action: string): Promise<boolean> {
    const entry = (await this.table()).get(role);
    return entry?.keys.has(`${resource}:${action}`) ?? false;
  }

  /** All roles, least privileged first. */
  async listRoles(): Promise<RoleInfo[]> {
    return [...(await this.table()).values()].map(({ name, description, level }) => ({
      name,
      description,
      level,
    }));
  }

  /** The role's permissions, or null when no such role exists. */
  async permissionsOf(role: string): Promise<Permission[] | null> {
    return (await this.table()).get(role)?.permissions ?? null;
  }

  invalidate(): void {
    this.cache = undefined;
  }

  private table(): Promise<Map<string, CachedRole>> {
    const now = this.clock.nowMs();
    if (!this.cache || now - this.cache.loadedAt > PermissionsService.CACHE_TTL_MS) {
      const roles = this.load();
      this.cache = { loadedAt: now, roles };
      // A failed load must not be cached, or one database hiccup would deny everyone for a minute.
      roles.catch(() => {
        if (this.cache?.roles === roles) this.cache = undefined;
      });
    }
    return this.cache.roles;
  }

  private async load(): Promise<Map<string, CachedRole>> {
    const rows = await this.roles.find({
      relations: { permissions: true },
      order: { level: 'ASC' },
    });
    return new Map(
      rows.map((r) => {
        const permissions = r.permissions
          .map(({ resource, action }) => ({ resource, action }))
          .sort((a, b) => `${a.resource}:${a.action}`.localeCompare(`${b.resource}:${b.action}`));
        const keys = new Set(permissions.map((p) => `${p.resource}:${p.action}`));
        return [
          r.name,
          { name: r.name, description: r.description, level: r.level, permissions, keys },
        ];
      }),
    );
  }
}
