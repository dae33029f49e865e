/**
 * The feed of outside notifications: inbox/notify.ts calls queueOutside for every message it writes, in the event's
 * transaction, so a rolled-back event queues nothing. The channel table says which channels; the unique key
 * (user, channel, dedupe key) makes a second queueing of the same message about the same thing a no-op.
 */
import { createHash } from 'node:crypto'
import type { Db } from '../../db/client'
import type { Copy } from '../../lib/copy'
import { routeOf } from './channels-table'
import { notificationOutbox } from './schema'

/** JSON with sorted keys, so equal params give equal keys */
function stable(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stable).join(',')}]`
  if (v && typeof v === 'object') {
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((v as Record<string, unknown>)[k])}`)
      .join(',')}}`
  }
  return JSON.stringify(v ?? null)
}

/** the event a message tells of: its kind, what it links to and a digest of its parameters */
export const dedupeKeyOf = (c: Copy, link: string | null) =>
  `${c.kind}|${link ?? ''}|${createHash('sha256').update(stable(c.params ?? {})).digest('base64url').slice(0, 22)}`

/** Writes the outbox rows of one message (none when its kind stays in the inbox); answers how many were new. */
export async function queueOutside(tx: Db, userId: number, c: Copy, link: string | null, dedupeKey = dedupeKeyOf(c, link)): Promise<number> {
  const route = routeOf(c.kind)
  if (!route) return 0
  const rows = await tx
    .insert(notificationOutbox)
    .values(
      route.channels.map((channel) => ({
        userId,
        channel,
        grp: route.group,
        urgent: route.urgent,
        copyKind: c.kind,
        copyParams: c.params ?? {},
        link,
        dedupeKey,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: notificationOutbox.id })
  return rows.length
}
