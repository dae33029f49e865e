/**
 * The trade room's order side (contract/trade.ts): the handover (换绑) checklist, disputes (售后) and the buyer's
 * rating. Who may call what is the server's decision; the `can*` flags of its answers say what to offer.
 */
import type {
  Dispute,
  DisputeAnswerInput,
  DisputeDecisionInput,
  DisputeInput,
  Handover,
  HandoverStepKey,
  HandoverUndoInput,
  Rating,
  RatingInput,
} from '../../contract/trade'
import { assetUrl, get, post, put } from './request'

const orderPath = (id: number) => '/need/order/' + encodeURIComponent(String(id))
const disputePath = (id: number) => '/need/dispute/' + encodeURIComponent(String(id))
const stepPath = (orderId: number, step: HandoverStepKey) => orderPath(orderId) + '/handover/' + encodeURIComponent(step)

/** a dispute as answered: its evidence images are server paths, loadable URLs from here on (the mini program needs the API host) */
async function withImages<D extends Dispute | null>(answer: Promise<D>): Promise<D> {
  const d = await answer
  return (d ? { ...d, images: d.images.map(assetUrl) } : d) as D
}

/** the order's checklist (404 for orders without a handover: rentals, unpaid ones, orders from before it existed) */
export const getHandover = (orderId: number) => get<Handover>(orderPath(orderId) + '/handover')

/** the seller (or staff) marks a step done */
export const markStepDone = (orderId: number, step: HandoverStepKey) => post<Handover>(stepPath(orderId, step) + '/done', {})

/** the buyer (or staff) confirms a done step */
export const confirmStep = (orderId: number, step: HandoverStepKey) => post<Handover>(stepPath(orderId, step) + '/confirm', {})

/** staff clears a mark or a confirmation */
export const undoStep = (orderId: number, step: HandoverStepKey, what: HandoverUndoInput['what']) => {
  const body: HandoverUndoInput = { what }
  return post<Handover>(stepPath(orderId, step) + '/undo', body)
}

/** the buyer takes everything back once the seller missed the start deadline (Handover.canRefundNow) */
export const refundNow = (orderId: number) => post<Handover>(orderPath(orderId) + '/handover/refund', {})

/** the order's latest dispute, or null */
export const getDispute = (orderId: number) => withImages(get<Dispute | null>(orderPath(orderId) + '/dispute'))

export const openDispute = (orderId: number, input: DisputeInput) => withImages(post<Dispute>(orderPath(orderId) + '/dispute', input))

export const answerDispute = (id: number, input: DisputeAnswerInput) => withImages(post<Dispute>(disputePath(id) + '/answer', input))

/** asks staff to step in; after a rejection, the buyer's one appeal */
export const escalateDispute = (id: number) => withImages(post<Dispute>(disputePath(id) + '/escalate', {}))

export const withdrawDispute = (id: number) => withImages(post<Dispute>(disputePath(id) + '/withdraw', {}))

/** staff only */
export const decideDispute = (id: number, input: DisputeDecisionInput) =>
  withImages(post<Dispute>('/admin/dispute/' + encodeURIComponent(String(id)) + '/decide', input))

/** the buyer's rating of the order, or null */
export const getRating = (orderId: number) => get<Rating | null>(orderPath(orderId) + '/rating')

/** gives the rating, or changes it within RATING_EDIT_DAYS */
export const putRating = (orderId: number, input: RatingInput) => put<Rating>(orderPath(orderId) + '/rating', input)
