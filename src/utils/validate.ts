/**
 * Client-side checks of the forms, built on contract/rules (the server applies the same rules).
 * Each returns the key of the first problem's message, or null when the input may be sent.
 */
import {
  EMAIL_MAX,
  EMAIL_RE,
  NICKNAME_MAX,
  parseIdNumber,
  PASSWORD_RE,
  PHONE_RE,
  QQ_RE,
  REAL_NAME_RE,
  SIGNATURE_MAX,
  SMS_CODE_RE,
  USERNAME_RE,
  WECHAT_RE,
} from '../../contract/rules'
import type { MessageKey } from '../locales'
import '../locales/account'

export interface Problem {
  key: MessageKey
  vars?: Record<string, string | number>
}

const p = (key: MessageKey, vars?: Problem['vars']): Problem => ({ key, vars })

export function checkPhone(phone: string): Problem | null {
  if (!phone.trim()) return p('err.phoneRequired')
  if (!PHONE_RE.test(phone.trim())) return p('err.phoneInvalid')
  return null
}

export function checkSmsCode(code: string): Problem | null {
  if (!code.trim()) return p('err.codeRequired')
  if (!SMS_CODE_RE.test(code.trim())) return p('err.codeInvalid')
  return null
}

export function checkNewPassword(password: string, confirm: string): Problem | null {
  if (!password) return p('err.passwordRequired')
  if (!PASSWORD_RE.test(password)) return p('err.passwordWeak')
  if (password !== confirm) return p('err.passwordMismatch')
  return null
}

export interface PasswordLoginForm {
  username: string
  password: string
  captchaCode: string
  captchaId: string
}

export function checkPasswordLogin(f: PasswordLoginForm): Problem | null {
  if (!f.username.trim()) return p('err.accountRequired')
  if (!f.password) return p('err.passwordRequired')
  if (!f.captchaId) return p('err.captchaMissing')
  if (!f.captchaCode.trim()) return p('err.captchaRequired')
  return null
}

export function checkSmsLogin(phone: string, code: string): Problem | null {
  return checkPhone(phone) ?? checkSmsCode(code)
}

export interface RegisterForm {
  phone: string
  code: string
  password: string
  confirm: string
  username: string
  nickname: string
  agreed: boolean
}

export function checkRegister(f: RegisterForm): Problem | null {
  const first = checkPhone(f.phone) ?? checkSmsCode(f.code) ?? checkNewPassword(f.password, f.confirm)
  if (first) return first
  if (f.username.trim() && !USERNAME_RE.test(f.username.trim())) return p('err.usernameInvalid')
  if (Array.from(f.nickname.trim()).length > NICKNAME_MAX) return p('err.nicknameTooLong', { n: NICKNAME_MAX })
  if (!f.agreed) return p('err.agreementRequired')
  return null
}

export interface ProfileForm {
  nickname: string
  email: string
  qq: string
  wechat: string
  signature: string
}

export function checkProfile(f: ProfileForm): Problem | null {
  const nick = f.nickname.trim()
  if (!nick) return p('err.nicknameRequired')
  if (Array.from(nick).length > NICKNAME_MAX) return p('err.nicknameTooLong', { n: NICKNAME_MAX })
  const email = f.email.trim()
  if (email && (email.length > EMAIL_MAX || !EMAIL_RE.test(email))) return p('err.emailInvalid')
  if (f.qq.trim() && !QQ_RE.test(f.qq.trim())) return p('err.qqInvalid')
  if (f.wechat.trim() && !WECHAT_RE.test(f.wechat.trim())) return p('err.wechatInvalid')
  if (Array.from(f.signature).length > SIGNATURE_MAX) return p('err.signatureTooLong', { n: SIGNATURE_MAX })
  return null
}

export function checkRealName(realName: string, idNumber: string): Problem | null {
  if (!REAL_NAME_RE.test(realName.trim())) return p('err.realNameInvalid')
  if (!parseIdNumber(idNumber)) return p('err.idNumberInvalid')
  return null
}
