import type { WechatBinding, WechatLoginResult } from '../../contract/identity'
import type { LoginResult, SmsSent } from '../../contract/types'
import { get, post } from './request'

/** the code of Taro.login, exchanged by the server for the WeChat user: logged in, or a ticket to bind a phone with */
export const wechatLogin = (wxCode: string) => post<WechatLoginResult>('/wechat/login', { wxCode })
/** the SMS code proving the phone a new WeChat user binds */
export const sendWechatBindCode = (ticket: string, phone: string) => post<SmsSent>('/wechat/sendYzm', { ticket, phone })
/** joins the phone's account or creates one; logs in */
export const bindWechatPhone = (ticket: string, phone: string, code: string) =>
  post<LoginResult>('/wechat/bindPhone', { ticket, phone, code })

/** WeChat's phone-number button proved the phone (the code of its getphonenumber event) */
export const bindWechatPhoneNumber = (ticket: string, phoneCode: string) =>
  post<LoginResult>('/wechat/bindPhoneNumber', { ticket, phoneCode })

export const getWechatBinding = () => get<WechatBinding>('/need/wechat')
export const bindWechat = (wxCode: string) => post<WechatBinding>('/need/wechat/bind', { wxCode })
export const unbindWechat = () => post<WechatBinding>('/need/wechat/unbind')
