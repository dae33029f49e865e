/**
 * Every kind of stored copy with its zh-CN and en-US template, gathered from the domains that write them. The zh-CN
 * catalogue defines the kinds; the en-US one must have each of them.
 */
import type { Template } from './copy-types'
import { CHAT_EN } from '../modules/chat/copy-en'
import { CHAT_ZH } from '../modules/chat/copy-zh'
import { CLAIM_EN } from '../modules/claim/copy-en'
import { CLAIM_ZH } from '../modules/claim/copy-zh'
import { DEPOSIT_EN } from '../modules/deposit/copy-en'
import { DEPOSIT_ZH } from '../modules/deposit/copy-zh'
import { CONSIGNMENT_EN } from '../modules/consignment/copy-en'
import { CONSIGNMENT_ZH } from '../modules/consignment/copy-zh'
import { FEEDBACK_EN } from '../modules/feedback/copy-en'
import { FEEDBACK_ZH } from '../modules/feedback/copy-zh'
import { DISPUTE_EN } from '../modules/dispute/copy-en'
import { DISPUTE_ZH } from '../modules/dispute/copy-zh'
import { HANDOVER_EN } from '../modules/handover/copy-en'
import { HANDOVER_ZH } from '../modules/handover/copy-zh'
import { INSPECTION_EN } from '../modules/inspection/copy-en'
import { INSPECTION_ZH } from '../modules/inspection/copy-zh'
import { NOTIFICATION_EN } from '../modules/notification/copy-en'
import { NOTIFICATION_ZH } from '../modules/notification/copy-zh'
import { OFFER_EN } from '../modules/offer/copy-en'
import { OFFER_ZH } from '../modules/offer/copy-zh'
import { ORDER_EN } from '../modules/order/copy-en'
import { ORDER_ZH } from '../modules/order/copy-zh'
import { PAYOUT_EN } from '../modules/payout/copy-en'
import { PAYOUT_ZH } from '../modules/payout/copy-zh'
import { RECYCLE_EN } from '../modules/recycle/copy-en'
import { RECYCLE_ZH } from '../modules/recycle/copy-zh'

export const COPY_ZH = { ...ORDER_ZH, ...DISPUTE_ZH, ...HANDOVER_ZH, ...PAYOUT_ZH, ...CLAIM_ZH, ...CONSIGNMENT_ZH, ...RECYCLE_ZH, ...FEEDBACK_ZH, ...CHAT_ZH, ...NOTIFICATION_ZH, ...INSPECTION_ZH, ...OFFER_ZH, ...DEPOSIT_ZH } satisfies Record<string, Template>
export type CopyKind = keyof typeof COPY_ZH
export const COPY_EN: Record<CopyKind, Template> = { ...ORDER_EN, ...DISPUTE_EN, ...HANDOVER_EN, ...PAYOUT_EN, ...CLAIM_EN, ...CONSIGNMENT_EN, ...RECYCLE_EN, ...FEEDBACK_EN, ...CHAT_EN, ...NOTIFICATION_EN, ...INSPECTION_EN, ...OFFER_EN, ...DEPOSIT_EN }
