import { BLACKLIST_VALUE_MAX, lookupValueOk, normaliseLookup } from '../../../../contract/rules'
import type { BlacklistKind, OfficialKind } from '../../../../contract/service'
import type { MessageKey } from '../../../locales'
import type { Problem } from '../../../utils/validate'
import '../../../locales/service'

export const BLACKLIST_KINDS: BlacklistKind[] = ['phone', 'qq', 'wechat', 'game_account']
export const OFFICIAL_KINDS: OfficialKind[] = ['qq', 'wechat', 'phone', 'qq_group', 'payee']

/**
 * The value a check sends (normalised as the server matches it), or why it cannot be one of its kind: the same
 * rules as the server, so a value the server would refuse is not sent (and does not count against the hourly limit).
 */
export function checkLookup(kind: BlacklistKind | OfficialKind, raw: string): { problem: Problem } | { value: string } {
  const value = normaliseLookup(kind, raw)
  if (!value) return { problem: { key: 'service.check.required' } }
  if (!lookupValueOk(kind, value)) return { problem: { key: ('service.bad.' + kind) as MessageKey, vars: { max: BLACKLIST_VALUE_MAX } } }
  return { value }
}
