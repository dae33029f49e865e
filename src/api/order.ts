import type {
  CompensationLevel,
  CreateOrderInput,
  OrderDetail,
  OrderPreview,
  OrderRole,
  OrderSummary,
  OrderTab,
  Page,
  PaymentInfo,
  PayInput,
  PayMethod,
  SellerWaiting,
  PayMethods,
  PayResult,
} from '../../contract/types'
import type { OrderMoney } from '../../contract/money'
import { get, post } from './request'

const orderPath = (id: number | string) => '/need/order/' + encodeURIComponent(String(id))

/** `offerId`: an accepted offer (议价) of mine on the listing: priced at its agreed amount */
export const previewOrder = (goodsId: number | string, compensation?: CompensationLevel, offerId?: number | string) =>
  get<OrderPreview>('/need/order/preview', { goodsId, compensation, offerId })

export const createOrder = (input: CreateOrderInput) => post<OrderDetail>('/need/order', input)

export const getOrder = (id: number | string) => get<OrderDetail>(orderPath(id))

export const cancelOrder = (id: number, reason?: string) => post<OrderDetail>(orderPath(id) + '/cancel', reason ? { reason } : {})

/**
 * `payPassword` is required when the wallet pays a part (6 digits); `method` pays the rest (GET /pay/methods),
 * `returnPath` is where the provider's page sends the browser back to (H5 and WAP pay).
 */
export const payOrder = (id: number, useWallet: boolean, payPassword?: string, method?: PayMethod, returnPath?: string) => {
  const body: PayInput = { useWallet }
  if (payPassword) body.payPassword = payPassword
  if (method) body.method = method
  if (returnPath) body.returnPath = returnPath
  return post<PayResult>(orderPath(id) + '/pay', body)
}

/** The payment methods the server has enabled for me. */
export const getPayMethods = () => get<PayMethods>('/pay/methods')

export const confirmReceipt = (id: number) => post<OrderDetail>(orderPath(id) + '/confirm', {})

export const requestRefund = (id: number, reason: string) => post<OrderDetail>(orderPath(id) + '/refund', { reason })

export const listMyOrders = (tab: OrderTab, role: OrderRole, pageNum: number, pageSize: number, waiting?: SellerWaiting | null) =>
  get<Page<OrderSummary>>('/need/myOrder', waiting ? { tab, role, waiting, pageNum, pageSize } : { tab, role, pageNum, pageSize })

/** The sandbox payment provider's cashier: what the buyer is asked to pay, and the buyer pressing "pay". */
export const getSandboxPayment = (paymentNo: string) => get<PaymentInfo>('/pay/sandbox/' + encodeURIComponent(paymentNo))
export const confirmSandboxPayment = (paymentNo: string) =>
  post<PaymentInfo>('/pay/sandbox/' + encodeURIComponent(paymentNo) + '/confirm', {})

/** the order's money timeline (buyer, seller or staff) */
export const getOrderMoney = (id: number | string) => get<OrderMoney>('/need/orders/' + encodeURIComponent(String(id)) + '/money')
