/**
 * Every message the API sends, in zh-CN (default) and en-US: the shop's own catalogue and each module's, merged
 * here. The language follows Accept-Language (lang.ts); field names inside messages come from field-names.ts.
 */
import { consignmentEn, consignmentZh } from '../modules/consignment/messages'
import { recycleEn, recycleZh } from '../modules/recycle/messages'
import { trustEn, trustZh } from '../modules/trust/messages'
import { claimEn, claimZh } from '../modules/claim/messages'
import { offerEn, offerZh } from '../modules/offer/messages'
import { feedbackEn, feedbackZh } from '../modules/feedback/messages'
import { rentEn, rentZh } from '../modules/rent/messages'
import { walletEn, walletZh } from '../modules/wallet/messages'
// issue 11 part 1: the trade room's chat
import { chatEn, chatZh } from '../modules/chat/messages'
// issue 11 part 2: the handover (换绑) and the order gate it adds
import { handoverEn, handoverZh } from '../modules/handover/messages'
// issue 11 part 3: disputes and ratings
import { disputeEn, disputeZh } from '../modules/dispute/messages'
import { ratingEn, ratingZh } from '../modules/rating/messages'
import { payoutEn, payoutZh } from '../modules/payout/messages'
// issue 12: SMS delivery and WeChat login
import { identityEn, identityZh } from '../modules/identity/messages'
// issue 13: the console's content and catalogue pages
import { catalogueEn, catalogueZh } from '../modules/game/messages'
import { contentEn, contentZh } from '../modules/content/messages'
// issue 13: the console's user administration and the ban
import { userAdminEn, userAdminZh } from '../modules/user/messages'
// issue 13: the console's orders and provider-refund queue
import { consoleOrdersEn, consoleOrdersZh } from '../modules/admin/messages'
import { searchEn, searchZh } from '../modules/search/messages'
import { inspectionEn, inspectionZh } from '../modules/inspection/messages'
import { depositEn, depositZh } from '../modules/deposit/messages'
import { contractEn, contractZh } from '../modules/contract/messages'
import { jobsEn, jobsZh } from '../modules/jobs/messages'
import { notificationEn, notificationZh } from '../modules/notification/messages'
import { serviceEn, serviceZh } from '../modules/service/messages'
import { valuationEn, valuationZh } from '../modules/valuation/messages'
import { httpEn, httpZh } from './http-messages'
import type { Lang } from './lang'
import { shopEn, shopZh } from './shop-messages'

export type { Lang } from './lang'
export { inLang, pickLang } from './lang'
export { fieldName } from './field-names'

const zh = {
  ...shopZh,
  ...consignmentZh,
  ...recycleZh,
  ...trustZh,
  ...claimZh,
  ...offerZh,
  ...feedbackZh,
  ...rentZh,
  ...walletZh,
  ...chatZh,
  ...httpZh,
  ...handoverZh,
  ...disputeZh,
  ...ratingZh,
  ...payoutZh,
  ...identityZh,
  ...catalogueZh,
  ...contentZh,
  ...userAdminZh,
  ...consoleOrdersZh,
  ...searchZh,
  ...jobsZh,
  ...notificationZh,
  ...serviceZh,
  ...inspectionZh,
  ...depositZh,
  ...contractZh,
  ...valuationZh,
}

export type MessageKey = keyof typeof zh

const en: Record<MessageKey, string> = {
  ...shopEn,
  ...consignmentEn,
  ...recycleEn,
  ...trustEn,
  ...claimEn,
  ...offerEn,
  ...feedbackEn,
  ...rentEn,
  ...walletEn,
  ...chatEn,
  ...httpEn,
  ...handoverEn,
  ...disputeEn,
  ...ratingEn,
  ...payoutEn,
  ...identityEn,
  ...catalogueEn,
  ...contentEn,
  ...userAdminEn,
  ...consoleOrdersEn,
  ...searchEn,
  ...jobsEn,
  ...notificationEn,
  ...serviceEn,
  ...inspectionEn,
  ...depositEn,
  ...contractEn,
  ...valuationEn,
}

const catalog: Record<Lang, Record<MessageKey, string>> = { 'zh-CN': zh, 'en-US': en }

export type MessageParams = Record<string, string | number>

export function t(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  return catalog[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''))
}
