import { Repository } from 'typeorm';
import { UserEntity } from './entities/user.entity';

/**
 * What a signed-in request knows about its user: the columns the API shows or authorises with,
 * never the password hash, TOTP secret or backup codes. Loaded with the session on every
 * signed-in request (modules/sessions), so it stays small; code that needs a secret column reads
 * the user again through UsersService.
 */
export const SESSION_USER_FIELDS = [
  'id',
  'username',
  'email',
  'role',
  'isActive',
  'organizationId',
  'organizationRole',
  'twoFactorEnabled',
  'mustChangePassword',
  'createdAt',
] as const satisfies readonly (keyof UserEntity)[];

export type SessionUser = Pick<UserEntity, (typeof SESSION_USER_FIELDS)[number]>;

type Row = Record<string, unknown>;

/**
 * SQL for the session user's columns under a table alias, and the hydration of such a row
 * (driver formats differ: SQLite's booleans and dates), so another module can read the user in
 * the same statement as its own row (the session join) without knowing the users table.
 */
export interface SessionUserColumns {
  /** `"u"."id" AS "u_id", …` for `alias`. */
  select(alias: string): string;
  /** The user from a row read with `select(alias)`, or null when the join found none. */
  hydrate(row: Row, alias: string): SessionUser | null;
}

export function sessionUserColumns(repo: Repository<UserEntity>): SessionUserColumns {
  const { metadata, manager } = repo;
  const driver = manager.connection.driver;
  const columns = SESSION_USER_FIELDS.map((field) => metadata.findColumnWithPropertyName(field)!);
  const escape = (name: string) => driver.escape(name);
  return {
    select: (alias) =>
      columns
        .map(
          (c) =>
            `${escape(alias)}.${escape(c.databaseName)} AS ${escape(`${alias}_${c.databaseName}`)}`,
        )
        .join(', '),
    hydrate: (row, alias) => {
      if (row[`${alias}_id`] === null || row[`${alias}_id`] === undefined) return null;
      const user: Row = {};
      for (const column of columns) {
        user[column.propertyName] = driver.prepareHydratedValue(
          row[`${alias}_${column.databaseName}`],
          column,
        );
      }
      return user as SessionUser;
    },
  };
}
