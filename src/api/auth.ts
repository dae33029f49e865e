import type { CaptchaImage, LoginResult, PasswordLogin, RegisterInput, SmsLogin, SmsPasswordChange, SmsSent } from '../../contract/types'
import { get, post } from './request'

export const getCaptcha = () => get<CaptchaImage>('/captchaImage')

/** scene 'login' or 'reset': the phone must belong to an account */
export const sendSmsCode = (phone: string, scene: 'login' | 'reset') => get<SmsSent>('/sms/sendYzm', { phone, scene })

/** registration code: the phone must not belong to an account */
export const sendRegisterSmsCode = (phone: string) => get<SmsSent>('/sms/sendYzm/new', { phone })

export const loginWithPassword = (input: PasswordLogin) => post<LoginResult>('/login', input)
export const loginWithSms = (input: SmsLogin) => post<LoginResult>('/h5/login', input)
/** sent with empty Token/Authorization headers (see request.ts) */
export const register = (input: RegisterInput) => post<LoginResult>('/register', input)
/** revokes every session of the user */
export const changePasswordWithSms = (input: SmsPasswordChange) => post<null>('/h5/SmsforPwd', input)
export const logout = () => post<null>('/logout')
