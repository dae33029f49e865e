/** The names the room's screens give to the contract's values (steps and their states, dispute types, tags, roles); states and outcomes of disputes: tradeState.ts. */
import type { DisputeType, HandoverStep, HandoverStepKey, RatingTag } from '../../../contract/trade'
import { t, type MessageKey } from '../../locales'
import '../../locales/trade'

export const stepText = (key: HandoverStepKey) => t(('trade.ho.step.' + key) as MessageKey)
/** what the buyer checks before confirming a step (the confirm dialog says it) */
export const stepCheckText = (key: HandoverStepKey) => t(('trade.ho.check.' + key) as MessageKey)
export const disputeTypeText = (type: DisputeType) => t(('trade.dp.type.' + type) as MessageKey)
export const tagText = (tag: RatingTag) => t(('trade.tag.' + tag) as MessageKey)
export const roleText = (role: 'buyer' | 'seller' | 'staff') => t(('trade.role.' + role) as MessageKey)

/** where a step stands: waiting for the seller, waiting for the buyer, or confirmed */
export type StepState = 'pending' | 'done' | 'confirmed'
export const stepState = (s: HandoverStep): StepState => (s.confirmedAt ? 'confirmed' : s.doneAt ? 'done' : 'pending')
export const stepStateText = (state: StepState) => t(('trade.ho.state.' + state) as MessageKey)
