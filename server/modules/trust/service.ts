/**
 * Trust and service: the blacklist check (查黑号), "is this really the platform?" (checkAccount), the customer-service
 * contacts and media accounts, cooperation enquiries, and their admin side. Wire types: contract/service.ts; value
 * rules: normaliseLookup / lookupValueOk of contract/rules.ts.
 */
import { and, asc, count, desc, eq, inArray, isNull, like, sql, type SQL } from 'drizzle-orm'
import { COOPERATION_NOTE_MAX, type AdminCooperationEnquiry } from '../../../contract/admin-content'
import {
  BLACKLIST_VALUE_MAX,
  BLACKLIST_VALUE_MIN,
  charCount,
  COOPERATION_COMPANY_MAX,
  COOPERATION_MESSAGE_MAX,
  COOPERATION_MESSAGE_MIN,
  COOPERATION_NAME_MAX,
  lengthOk,
  lookupValueOk,
  normaliseLookup,
  REVIEW_REASON_MAX,
  REVIEW_REASON_MIN,
} from '../../../contract/rules'
import type {
  BlacklistEntry,
  BlacklistInput,
  BlacklistKind,
  BlacklistResult,
  CooperationEnquiry,
  CooperationInput,
  OfficialAccount,
  OfficialAccountInput,
  OfficialCheck,
  OfficialKind,
  ServiceContact,
  SocialAccount,
} from '../../../contract/service'
import type { Page } from '../../../contract/types'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { games } from '../game/schema'
import { blacklist, cooperationEnquiries, officialAccounts, socialAccounts } from './schema'
import { AppError, isUniqueViolation } from '../../lib/errors'
import { inLang, type Lang, type MessageKey } from '../../lib/i18n'
import { limitOrThrow } from '../limits/limiter'
import { audit, type Actor } from '../audit/service'
import { assertContact } from '../consignment/validate'
import { OFFICIAL_NAME_MAX } from './schemas'
import { likeContains } from '../../lib/like'

const INVALID: Record<BlacklistKind | OfficialKind, MessageKey> = {
  phone: 'lookupPhoneInvalid',
  qq: 'lookupQqInvalid',
  wechat: 'lookupWechatInvalid',
  game_account: 'lookupGameAccountInvalid',
  qq_group: 'lookupQqGroupInvalid',
  payee: 'lookupPayeeInvalid',
}

/** The normalised value of a lookup or an admin entry; 400 naming the kind when it cannot be one. */
export function lookupValue(kind: BlacklistKind | OfficialKind, raw: string): string {
  const value = normaliseLookup(kind, raw)
  if (!lookupValueOk(kind, value)) throw new AppError(400, INVALID[kind], { min: BLACKLIST_VALUE_MIN, max: BLACKLIST_VALUE_MAX })
  return value
}

/** One lookup of `ip` against the hourly limit shared by the blacklist check and checkAccount; 429 past it. */
async function countLookup(ctx: Ctx, ip: string): Promise<void> {
  await limitOrThrow(ctx.db, 'lookup:' + ip, 3600, ctx.config.limits.lookupsPerIpPerHour, 'lookupRateLimited')
}

const iso = (d: Date) => d.toISOString()

// ---- public ----

/** GET /black/blackList: a bad value is a 400 before it counts against the limit. */
export async function checkBlacklist(ctx: Ctx, ip: string, kind: BlacklistKind, raw: string, lang: Lang): Promise<BlacklistResult> {
  const value = lookupValue(kind, raw)
  await countLookup(ctx, ip)
  const rows = await ctx.db
    .select({ reason: blacklist.reason, gameName: games.name, gameNameEn: games.nameEn, createdAt: blacklist.createdAt })
    .from(blacklist)
    .leftJoin(games, eq(games.id, blacklist.gameId))
    .where(and(eq(blacklist.kind, kind), eq(blacklist.value, value)))
    .orderBy(desc(blacklist.createdAt), desc(blacklist.id))
  return {
    kind,
    value,
    listed: rows.length > 0,
    entries: rows.map((r) => ({ reason: r.reason, gameName: inLang(lang, r.gameName, r.gameNameEn), listedAt: iso(r.createdAt) })),
  }
}

/** GET /V2/H5/checkAccount: every official account counts, listed publicly or not. */
export async function checkOfficial(ctx: Ctx, ip: string, kind: OfficialKind, raw: string): Promise<OfficialCheck> {
  const value = lookupValue(kind, raw)
  await countLookup(ctx, ip)
  const [row] = await ctx.db
    .select({ name: officialAccounts.name })
    .from(officialAccounts)
    .where(and(eq(officialAccounts.kind, kind), eq(officialAccounts.value, value)))
  return { kind, value, official: !!row, name: row?.name ?? null }
}

type OfficialRow = typeof officialAccounts.$inferSelect

const toContact = (r: OfficialRow): ServiceContact => ({
  id: r.id,
  kind: r.kind as OfficialKind,
  name: r.name,
  value: r.value,
  description: r.description,
  qrText: r.qrText,
})

/** allQQlist, qqGroup, account: the public contacts of those kinds in display order. */
export async function publicContacts(db: Db, kinds: OfficialKind[]): Promise<ServiceContact[]> {
  const rows = await db
    .select()
    .from(officialAccounts)
    .where(and(inArray(officialAccounts.kind, kinds), eq(officialAccounts.public, true)))
    .orderBy(asc(officialAccounts.sort), asc(officialAccounts.id))
  return rows.map(toContact)
}

/** GET /web/social/list */
export async function socialList(db: Db): Promise<SocialAccount[]> {
  const rows = await db.select().from(socialAccounts).orderBy(asc(socialAccounts.sort), asc(socialAccounts.id))
  return rows.map((r) => ({
    id: r.id,
    platform: r.platform as SocialAccount['platform'],
    name: r.name,
    handle: r.handle,
    description: r.description,
    url: r.url,
    followers: r.followers,
  }))
}

/** POST /web/cooperate: checked first, so a bad enquiry neither counts against the limit nor is stored. */
export async function submitCooperation(ctx: Ctx, ip: string, userId: number | null, input: CooperationInput): Promise<{ id: number }> {
  const name = input.name.trim()
  if (!lengthOk(name, 1, COOPERATION_NAME_MAX)) throw new AppError(400, 'cooperationNameRule', { max: COOPERATION_NAME_MAX })
  const company = input.company?.trim() || null
  if (company && !lengthOk(company, 1, COOPERATION_COMPANY_MAX)) {
    throw new AppError(400, 'cooperationCompanyRule', { max: COOPERATION_COMPANY_MAX })
  }
  assertContact(input.contact)
  const message = input.message.trim()
  if (!lengthOk(message, COOPERATION_MESSAGE_MIN, COOPERATION_MESSAGE_MAX)) {
    throw new AppError(400, 'cooperationMessageRule', { min: COOPERATION_MESSAGE_MIN, max: COOPERATION_MESSAGE_MAX })
  }
  await limitOrThrow(ctx.db, 'coop:' + ip, 86400, ctx.config.limits.cooperationPerIpPerDay, 'cooperationRateLimited')
  const [row] = await ctx.db
    .insert(cooperationEnquiries)
    .values({ kind: input.kind, company, name, contact: input.contact.trim(), message, userId })
    .returning({ id: cooperationEnquiries.id })
  return { id: row.id }
}

// ---- admin ----

async function entriesWhere(db: Db, lang: Lang, where: SQL | undefined, page?: { pageNum: number; pageSize: number }): Promise<BlacklistEntry[]> {
  const q = db
    .select({
      id: blacklist.id,
      kind: blacklist.kind,
      value: blacklist.value,
      reason: blacklist.reason,
      gameId: blacklist.gameId,
      gameName: games.name,
      gameNameEn: games.nameEn,
      createdAt: blacklist.createdAt,
    })
    .from(blacklist)
    .leftJoin(games, eq(games.id, blacklist.gameId))
    .where(where)
    .orderBy(desc(blacklist.createdAt), desc(blacklist.id))
  const rows = page ? await q.limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize) : await q
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as BlacklistKind,
    value: r.value,
    reason: r.reason,
    gameId: r.gameId,
    gameName: inLang(lang, r.gameName, r.gameNameEn),
    listedAt: iso(r.createdAt),
  }))
}

/** GET /admin/blacklist: newest first; `value` matches part of the normalised value. */
export async function listBlacklist(
  db: Db,
  q: { kind?: BlacklistKind; value?: string; pageNum: number; pageSize: number },
  lang: Lang,
): Promise<Page<BlacklistEntry>> {
  const text = q.value === undefined ? '' : q.kind ? normaliseLookup(q.kind, q.value) : q.value.trim().toLowerCase()
  const where = and(q.kind ? eq(blacklist.kind, q.kind) : undefined, text ? like(blacklist.value, likeContains(text)) : undefined)
  const rows = await entriesWhere(db, lang, where, q)
  const [{ n }] = await db.select({ n: count() }).from(blacklist).where(where)
  return { rows, total: Number(n) }
}

/**
 * POST /admin/blacklist: 409 when the same kind, value and game are listed already (the unique index decides).
 * The entry and its audit record commit together.
 */
export async function addBlacklist(db: Db, actor: Actor, input: BlacklistInput, lang: Lang): Promise<BlacklistEntry> {
  const value = lookupValue(input.kind, input.value)
  const reason = input.reason.trim()
  if (!lengthOk(reason, REVIEW_REASON_MIN, REVIEW_REASON_MAX)) {
    throw new AppError(400, 'blacklistReasonRule', { min: REVIEW_REASON_MIN, max: REVIEW_REASON_MAX })
  }
  const gameId = input.gameId ?? null
  if (gameId !== null) {
    const [game] = await db.select({ id: games.id }).from(games).where(eq(games.id, gameId))
    if (!game) throw new AppError(400, 'blacklistGameNotFound')
  }
  let id: number
  try {
    id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(blacklist).values({ kind: input.kind, value, reason, gameId }).returning({ id: blacklist.id })
      await audit(tx, actor, { action: 'blacklist.add', targetType: 'blacklist', targetId: row.id, after: { kind: input.kind, value, gameId }, reason })
      return row.id
    })
  } catch (err) {
    if (isUniqueViolation(err, 'blacklist_entry_key')) throw new AppError(409, 'blacklistDuplicate')
    throw err
  }
  const [entry] = await entriesWhere(db, lang, eq(blacklist.id, id))
  return entry
}

/** DELETE /admin/blacklist/{id} */
export async function removeBlacklist(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(blacklist).where(eq(blacklist.id, id)).returning()
    if (!gone) throw new AppError(404, 'blacklistEntryNotFound')
    await audit(tx, actor, {
      action: 'blacklist.remove',
      targetType: 'blacklist',
      targetId: id,
      before: { kind: gone.kind, value: gone.value, gameId: gone.gameId, reason: gone.reason },
    })
  })
}

const toOfficial = (r: OfficialRow): OfficialAccount => ({ ...toContact(r), public: r.public, sort: r.sort })

/** GET /admin/official-accounts: every one (public or not), by kind then display order. */
export async function listOfficial(db: Db, kind?: OfficialKind): Promise<OfficialAccount[]> {
  const rows = await db
    .select()
    .from(officialAccounts)
    .where(kind ? eq(officialAccounts.kind, kind) : undefined)
    .orderBy(asc(officialAccounts.kind), asc(officialAccounts.sort), asc(officialAccounts.id))
  return rows.map(toOfficial)
}

/** POST /admin/official-accounts: the value stored normalised, so checkAccount finds it however it is typed. */
export async function addOfficial(db: Db, actor: Actor, input: OfficialAccountInput): Promise<OfficialAccount> {
  const name = input.name.trim()
  if (!lengthOk(name, 1, OFFICIAL_NAME_MAX)) throw new AppError(400, 'officialNameRule', { max: OFFICIAL_NAME_MAX })
  const value = lookupValue(input.kind, input.value)
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(officialAccounts)
        .values({
          kind: input.kind,
          name,
          value,
          description: input.description?.trim() || null,
          qrText: input.qrText?.trim() || null,
          public: input.public,
          sort: input.sort ?? 0,
        })
        .returning()
      await audit(tx, actor, {
        action: 'official.add',
        targetType: 'officialAccount',
        targetId: row.id,
        after: { kind: row.kind, name: row.name, value: row.value, public: row.public, sort: row.sort },
      })
      return toOfficial(row)
    })
  } catch (err) {
    if (isUniqueViolation(err, 'official_accounts_key')) throw new AppError(409, 'officialDuplicate')
    throw err
  }
}

/** DELETE /admin/official-accounts/{id} */
export async function removeOfficial(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(officialAccounts).where(eq(officialAccounts.id, id)).returning()
    if (!gone) throw new AppError(404, 'officialNotFound')
    await audit(tx, actor, {
      action: 'official.remove',
      targetType: 'officialAccount',
      targetId: id,
      before: { kind: gone.kind, name: gone.name, value: gone.value, public: gone.public, sort: gone.sort },
    })
  })
}

/** GET /admin/cooperation: newest first; `handled` false lists the open ones only. */
export async function listCooperation(
  db: Db,
  page: { pageNum: number; pageSize: number; handled?: boolean },
): Promise<Page<AdminCooperationEnquiry>> {
  const where =
    page.handled === undefined ? undefined : page.handled ? sql`${cooperationEnquiries.handledAt} is not null` : isNull(cooperationEnquiries.handledAt)
  const rows = await db
    .select()
    .from(cooperationEnquiries)
    .where(where)
    .orderBy(desc(cooperationEnquiries.createdAt), desc(cooperationEnquiries.id))
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize)
  const [{ n }] = await db.select({ n: count() }).from(cooperationEnquiries).where(where)
  return {
    rows: rows.map((r) => ({
      handledAt: r.handledAt ? iso(r.handledAt) : null,
      handledNote: r.handledNote,
      id: r.id,
      kind: r.kind as CooperationEnquiry['kind'],
      company: r.company,
      name: r.name,
      contact: r.contact,
      message: r.message,
      createdAt: iso(r.createdAt),
    })),
    total: Number(n),
  }
}

/**
 * POST /admin/cooperation/{id}/handled: once (409 when it was handled already, so two admins cannot both take
 * it); the row is locked while it is checked and marked, and the audit entry commits with it.
 */
export async function markCooperationHandled(db: Db, actor: Actor, id: number, rawNote: string | null | undefined): Promise<void> {
  const note = rawNote?.trim() || null
  if (note !== null && charCount(note) > COOPERATION_NOTE_MAX) throw new AppError(400, 'coopNoteRule', { max: COOPERATION_NOTE_MAX })
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(cooperationEnquiries).where(eq(cooperationEnquiries.id, id)).for('update')
    if (!row) throw new AppError(404, 'coopNotFound')
    if (row.handledAt) throw new AppError(409, 'coopAlreadyHandled')
    await tx
      .update(cooperationEnquiries)
      .set({ handledAt: new Date(), handledBy: actor.userId, handledNote: note })
      .where(eq(cooperationEnquiries.id, id))
    await audit(tx, actor, {
      action: 'cooperation.handle',
      targetType: 'cooperation',
      targetId: id,
      before: { handled: false },
      after: { handled: true, note },
    })
  })
}
