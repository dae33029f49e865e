/**
 * Blacklist hits of a listing under review (console): the listing's contact, the seller's own phone / QQ / WeChat and
 * the game account, each normalised and checked as the public 查黑号 check does (contract/rules.ts), in one query.
 * A hit names where the value was found, never the value (the game account is part of the credentials).
 */
import { and, eq, inArray, or } from 'drizzle-orm'
import type { BlacklistHit, BlacklistHitSource } from '../../../contract/admin-goods'
import { lookupValueOk, normaliseLookup } from '../../../contract/rules'
import type { BlacklistKind } from '../../../contract/service'
import type { Db } from '../../db/client'
import { games } from '../game/schema'
import { inLang, type Lang } from '../../lib/lang'
import { blacklist } from './schema'

export interface HitProbe {
  source: BlacklistHitSource
  /** the raw value (null or blank: nothing to check) */
  value: string | null
  /** the kinds the value may be of; those it cannot be are skipped */
  kinds: BlacklistKind[]
}

/** One probe per kind a value can be; a game account is also a phone or QQ number when it looks like one. */
function expand(probes: HitProbe[]): { source: BlacklistHitSource; kind: BlacklistKind; value: string }[] {
  const out: { source: BlacklistHitSource; kind: BlacklistKind; value: string }[] = []
  for (const p of probes) {
    if (!p.value?.trim()) continue
    for (const kind of p.kinds) {
      const value = normaliseLookup(kind, p.value)
      if (lookupValueOk(kind, value)) out.push({ source: p.source, kind, value })
    }
  }
  return out
}

/** The entries matching any probe, for a listing of `gameId` (entries limited to another game do not count). */
export async function blacklistHits(db: Pick<Db, 'select'>, gameId: number, probes: HitProbe[], lang: Lang): Promise<BlacklistHit[]> {
  const checks = expand(probes)
  if (checks.length === 0) return []
  const rows = await db
    .select({ kind: blacklist.kind, value: blacklist.value, reason: blacklist.reason, gameId: blacklist.gameId, gameName: games.name, gameNameEn: games.nameEn, createdAt: blacklist.createdAt })
    .from(blacklist)
    .leftJoin(games, eq(games.id, blacklist.gameId))
    .where(
      or(
        ...[...new Set(checks.map((c) => c.kind))].map((kind) =>
          and(eq(blacklist.kind, kind), inArray(blacklist.value, [...new Set(checks.filter((c) => c.kind === kind).map((c) => c.value))])),
        ),
      ),
    )
  const hits: BlacklistHit[] = []
  for (const c of checks) {
    for (const r of rows) {
      if (r.kind !== c.kind || r.value !== c.value || (r.gameId !== null && r.gameId !== gameId)) continue
      hits.push({ source: c.source, kind: c.kind, reason: r.reason, gameName: inLang(lang, r.gameName, r.gameNameEn), listedAt: r.createdAt.toISOString() })
    }
  }
  return hits
}

/** The kinds a free-text contact or game account may be. */
export const CONTACT_KINDS: BlacklistKind[] = ['phone', 'qq', 'wechat']
export const GAME_ACCOUNT_KINDS: BlacklistKind[] = ['game_account', 'phone', 'qq']
