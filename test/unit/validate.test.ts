import { checkNewPassword, checkPasswordLogin, checkPhone, checkProfile, checkRealName, checkRegister, checkSmsCode } from '../../src/utils/validate'
import { formatFen } from '../../src/utils/format'
import { formatDate } from '../../src/utils/date'

const key = (p: { key: string } | null) => (p ? p.key : null)

describe('form checks (contract/rules)', () => {
  test('phone and SMS code', () => {
    expect(key(checkPhone(''))).toBe('err.phoneRequired')
    expect(key(checkPhone('12800001234'))).toBe('err.phoneInvalid')
    expect(key(checkPhone('1380000123'))).toBe('err.phoneInvalid')
    expect(checkPhone('13800001234')).toBeNull()
    expect(key(checkSmsCode(''))).toBe('err.codeRequired')
    expect(key(checkSmsCode('12345'))).toBe('err.codeInvalid')
    expect(key(checkSmsCode('12345a'))).toBe('err.codeInvalid')
    expect(checkSmsCode('123456')).toBeNull()
  })

  test('new password: required, strength, confirmation', () => {
    expect(key(checkNewPassword('', ''))).toBe('err.passwordRequired')
    expect(key(checkNewPassword('12345678', '12345678'))).toBe('err.passwordWeak')
    expect(key(checkNewPassword('abcdefgh', 'abcdefgh'))).toBe('err.passwordWeak')
    expect(key(checkNewPassword('ab1', 'ab1'))).toBe('err.passwordWeak')
    expect(key(checkNewPassword('abc12345', 'abc12346'))).toBe('err.passwordMismatch')
    expect(checkNewPassword('abc12345', 'abc12345')).toBeNull()
  })

  test('password login needs account, password, a loaded captcha and its text', () => {
    const ok = { username: 'buyer01', password: 'x', captchaId: 'c', captchaCode: 'ab12' }
    expect(checkPasswordLogin(ok)).toBeNull()
    expect(key(checkPasswordLogin({ ...ok, username: ' ' }))).toBe('err.accountRequired')
    expect(key(checkPasswordLogin({ ...ok, password: '' }))).toBe('err.passwordRequired')
    expect(key(checkPasswordLogin({ ...ok, captchaId: '' }))).toBe('err.captchaMissing')
    expect(key(checkPasswordLogin({ ...ok, captchaCode: '' }))).toBe('err.captchaRequired')
  })

  test('register: optional username and nickname, agreement required', () => {
    const ok = { phone: '13800001234', code: '123456', password: 'abc12345', confirm: 'abc12345', username: '', nickname: '', agreed: true }
    expect(checkRegister(ok)).toBeNull()
    expect(checkRegister({ ...ok, username: 'player_01' })).toBeNull()
    expect(key(checkRegister({ ...ok, username: 'ab' }))).toBe('err.usernameInvalid')
    expect(key(checkRegister({ ...ok, nickname: '很'.repeat(21) }))).toBe('err.nicknameTooLong')
    expect(key(checkRegister({ ...ok, agreed: false }))).toBe('err.agreementRequired')
  })

  test('profile fields', () => {
    const ok = { nickname: '小明', email: '', qq: '', wechat: '', signature: '' }
    expect(checkProfile(ok)).toBeNull()
    expect(key(checkProfile({ ...ok, nickname: ' ' }))).toBe('err.nicknameRequired')
    expect(key(checkProfile({ ...ok, email: 'a@b' }))).toBe('err.emailInvalid')
    expect(key(checkProfile({ ...ok, qq: '0123' }))).toBe('err.qqInvalid')
    expect(key(checkProfile({ ...ok, wechat: '1abcdef' }))).toBe('err.wechatInvalid')
    expect(key(checkProfile({ ...ok, signature: 'x'.repeat(101) }))).toBe('err.signatureTooLong')
    expect(checkProfile({ nickname: '小明', email: 'me@example.com', qq: '123456', wechat: 'wx_abc1', signature: 'hi' })).toBeNull()
  })

  test('real name and ID number (parseIdNumber checksum)', () => {
    expect(key(checkRealName('Tom', '11010519900307123X'))).toBe('err.realNameInvalid')
    expect(key(checkRealName('王小明', '110105199003071234'))).toBe('err.idNumberInvalid')
    expect(checkRealName('王小明', '110105200001011238')).toBeNull()
  })
})

describe('formatting', () => {
  test('fen as yuan', () => {
    expect(formatFen(0)).toBe('¥0.00')
    expect(formatFen(5)).toBe('¥0.05')
    expect(formatFen(12345)).toBe('¥123.45')
    expect(formatFen(-250)).toBe('-¥2.50')
  })
  test('dates', () => {
    expect(formatDate(null)).toBe('')
    expect(formatDate('not a date')).toBe('')
    expect(formatDate('2026-05-01T12:00:00.000Z')).toMatch(/^2026-05-0[12]$/)
  })
})
