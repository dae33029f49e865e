import type { CallbackInput, CallbackRequest, ServiceExpectation } from '../../contract/customer-service'
import { get, post } from './request'

// ---- customer service that answers (issue 24) ----

/** 客服通常在 N 分钟内回复 (public) */
export const getServiceExpectation = () => get<ServiceExpectation>('/service/expectation')

/** ask for a call-back (回电) from a trade room */
export const requestCallback = (input: CallbackInput) => post<CallbackRequest>('/need/service/callback', input)

/** my own call-back requests of a room, newest first */
export const myCallbacks = (roomId: number) => get<CallbackRequest[]>('/need/service/callbacks', { roomId })

export const cancelCallback = (id: number) => post<CallbackRequest>(`/need/service/callback/${id}/cancel`)
