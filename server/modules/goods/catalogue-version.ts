/**
 * A catalogue change (a game's name or icon, a node's name, an attribute's label) alters what cached list pages
 * show (goods/list-cache.ts keys them by the list version, which the goods trigger moves). Admin changes of the
 * catalogue move the same version in their own transaction and announce it on the same channel, so no list page
 * built before the change is served after it, in this process or another.
 */
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { LIST_CHANNEL } from './list-cache'
import { listVersion } from './schema'

export async function catalogueChanged(tx: Db): Promise<void> {
  const [row] = await tx
    .update(listVersion)
    .set({ version: sql`${listVersion.version} + 1` })
    .where(eq(listVersion.id, 1))
    .returning({ version: listVersion.version })
  if (row) await tx.execute(sql`select pg_notify(${LIST_CHANNEL}, ${String(row.version)})`)
}
