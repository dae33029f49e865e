/**
 * Two PostgreSQL roles (DATABASE_MIGRATION_URL): the owner migrates, the runtime role of DATABASE_URL only reads and
 * writes rows. A table's owner can always disable or drop its triggers, so the audit log's append-only triggers only
 * hold against a role that does not own it; the runtime role is also left without UPDATE and DELETE on it.
 */
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'

/** the tables whose rows, once written, nobody may change (their triggers refuse it too) */
const APPEND_ONLY_TABLES = ['audit_log']

export class RoleSetupError extends Error {}

/** DATABASE_URL's user: the role that gets the runtime grants unless DATABASE_RUNTIME_ROLE names another */
export function urlUser(url: string): string {
  return decodeURIComponent(new URL(url).username)
}

/**
 * Applies pending migrations as the owner, then (again at every start: it is idempotent, and a migration may have
 * added tables) grants the runtime role what the server needs and no more. The caller holds the migration lock.
 */
export async function migrateAsOwner(migrationUrl: string, runtimeRole: string, migrationsFolder: string): Promise<void> {
  const client = new pg.Client({ connectionString: migrationUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ owner: string }>('select current_user as owner')
    const owner = rows[0].owner
    if (owner === runtimeRole) {
      throw new RoleSetupError(`DATABASE_MIGRATION_URL and the runtime role are the same role (${owner}): the runtime role must not own the tables`)
    }
    // checked before migrating: a migration would fail on such a table with a less helpful error
    const owned = await client.query<{ name: string }>(
      "select schemaname || '.' || tablename as name from pg_tables where schemaname in ('public', 'drizzle') and tableowner = $1",
      [runtimeRole],
    )
    if (owned.rows.length > 0) {
      throw new RoleSetupError(
        `the runtime role ${runtimeRole} owns ${owned.rows.map((r) => r.name).join(', ')}, so it could drop the audit log's triggers; ` +
          `hand them to the migration role once (as it or a superuser: REASSIGN OWNED BY ${runtimeRole} TO ${owner})`,
      )
    }
    await migrate(drizzle(client), { migrationsFolder })
    await grantRuntime(client, runtimeRole)
  } finally {
    await client.end()
  }
}

async function grantRuntime(client: pg.Client, role: string): Promise<void> {
  const exists = await client.query('select 1 from pg_roles where rolname = $1', [role])
  if (exists.rowCount === 0) throw new RoleSetupError(`the runtime role ${role} does not exist (create it: CREATE ROLE ${role} LOGIN PASSWORD '...')`)
  const r = client.escapeIdentifier(role)
  const statements = [
    `grant usage on schema public to ${r}`,
    `grant select, insert, update, delete on all tables in schema public to ${r}`,
    `grant usage, select on all sequences in schema public to ${r}`,
    // tables and sequences a later migration creates (as this owner) get the same
    `alter default privileges in schema public grant select, insert, update, delete on tables to ${r}`,
    `alter default privileges in schema public grant usage, select on sequences to ${r}`,
    ...APPEND_ONLY_TABLES.map((t) => `revoke update, delete, truncate on ${client.escapeIdentifier(t)} from ${r}`),
  ]
  for (const s of statements) await client.query(s)
}
