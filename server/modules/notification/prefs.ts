/**
 * The user's choices (GET/PUT /need/notify/prefs): per group of the channel table and channel on or off (on unless
 * a row says off), and quiet hours (NOTIFY_QUIET_HOURS unless the user set their own). An urgent group keeps at
 * least one outside channel on; a refused change changes nothing.
 */
import { and, eq } from 'drizzle-orm'
import { NOTIFY_GROUPS, type NotifyChannel, type NotifyGroup, type NotifyPrefs, type NotifyPrefsInput, type QuietHours } from '../../../contract/notifications'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/errors'
import { groupsTable } from './channels-table'
import { notificationPrefs, notificationQuiet } from './schema'

type NotifyCtx = { db: Db; config: Pick<Config, 'notify'> }

export async function quietOf(ctx: NotifyCtx, userId: number): Promise<QuietHours> {
  const [q] = await ctx.db.select().from(notificationQuiet).where(eq(notificationQuiet.userId, userId))
  return q ? { enabled: q.enabled, from: q.fromHour, to: q.toHour } : { ...ctx.config.notify.quietHours }
}

/** whether the user lets `group` reach them through `channel` */
export async function channelEnabled(db: Db, userId: number, group: string, channel: NotifyChannel): Promise<boolean> {
  const [row] = await db
    .select({ enabled: notificationPrefs.enabled })
    .from(notificationPrefs)
    .where(and(eq(notificationPrefs.userId, userId), eq(notificationPrefs.grp, group), eq(notificationPrefs.channel, channel)))
  return row?.enabled ?? true
}

async function choices(db: Db, userId: number): Promise<Map<string, boolean>> {
  const rows = await db.select().from(notificationPrefs).where(eq(notificationPrefs.userId, userId))
  return new Map(rows.map((r) => [`${r.grp}:${r.channel}`, r.enabled]))
}

function assemble(chosen: Map<string, boolean>, quietHours: QuietHours): NotifyPrefs {
  const table = groupsTable()
  const groups = NOTIFY_GROUPS.filter((g) => table.has(g)).map((group) => {
    const t = table.get(group)!
    return {
      group,
      urgent: t.urgent,
      channels: [...t.channels].sort().map((channel) => ({ channel, enabled: chosen.get(`${group}:${channel}`) ?? true })),
    }
  })
  return { groups, quietHours }
}

export async function getPrefs(ctx: NotifyCtx, userId: number): Promise<NotifyPrefs> {
  return assemble(await choices(ctx.db, userId), await quietOf(ctx, userId))
}

export async function savePrefs(ctx: NotifyCtx, userId: number, input: NotifyPrefsInput): Promise<NotifyPrefs> {
  const table = groupsTable()
  const q = input.quietHours
  if (q && q.from === q.to) throw new AppError(400, 'notifyQuietHoursEmpty')
  return ctx.db.transaction(async (tx) => {
    const chosen = await choices(tx, userId)
    for (const c of input.choices ?? []) {
      if (!table.get(c.group)?.channels.has(c.channel)) throw new AppError(400, 'notifyChannelNotInGroup', { group: c.group, channel: c.channel })
      chosen.set(`${c.group}:${c.channel}`, c.enabled)
    }
    for (const [group, t] of table) {
      if (t.urgent && ![...t.channels].some((ch) => chosen.get(`${group}:${ch}`) ?? true)) {
        throw new AppError(400, 'notifyUrgentAllOff', { group })
      }
    }
    for (const c of input.choices ?? []) {
      await tx
        .insert(notificationPrefs)
        .values({ userId, grp: c.group, channel: c.channel, enabled: c.enabled })
        .onConflictDoUpdate({ target: [notificationPrefs.userId, notificationPrefs.grp, notificationPrefs.channel], set: { enabled: c.enabled } })
    }
    if (q) {
      const values = { enabled: q.enabled, fromHour: q.from, toHour: q.to }
      await tx.insert(notificationQuiet).values({ userId, ...values }).onConflictDoUpdate({ target: notificationQuiet.userId, set: values })
    }
    return assemble(chosen, q ? { ...q } : await quietOf({ db: tx, config: ctx.config }, userId))
  })
}

export type { NotifyGroup }
