/**
 * Every message the API sends, in zh-CN (default) and en-US. The language follows Accept-Language.
 */
export type Lang = 'zh-CN' | 'en-US'

const zh = {
  ok: '成功',
  internalError: '服务器内部错误',
  notFound: '接口不存在',
  badRequest: '请求格式不正确',
  unauthorized: '登录已过期，请重新登录',
  forbidden: '没有权限执行此操作',
  tooManyRequests: '操作过于频繁，请稍后再试',
  // validation
  fieldRequired: '{field}不能为空',
  fieldInvalid: '{field}格式不正确',
  fieldTooLong: '{field}不能超过{limit}个字符',
  unknownField: '不支持的字段：{field}',
  bodyRequired: '请求内容不能为空',
  noProfileChange: '请至少修改一项资料',
  passwordRule: '密码需为8-32位，且同时包含字母和数字',
  usernameRule: '账号需以字母开头，由4-20位字母、数字或下划线组成',
  realNameRule: '请输入2-30个汉字的真实姓名',
  // auth
  captchaInvalid: '图形验证码错误或已过期',
  smsCodeInvalid: '短信验证码错误或已失效',
  phoneNotRegistered: '该手机号未注册',
  phoneRegistered: '该手机号已注册',
  usernameTaken: '该账号名已被使用',
  badCredentials: '账号或密码错误',
  smsTooSoon: '验证码发送过于频繁，请{seconds}秒后再试',
  smsDailyLimit: '该手机号今日获取验证码次数已达上限',
  smsIpLimit: '当前网络获取验证码过于频繁，请稍后再试',
  loginLocked: '登录失败次数过多，请{minutes}分钟后再试',
  loggedOut: '已退出登录',
  passwordChanged: '密码已修改，请使用新密码登录',
  // profile and real name
  idNumberInvalid: '身份证号不正确',
  realNameDone: '已完成实名认证，不能重复认证',
  idNumberUsed: '该身份证号已被其他账号认证',
  noticeNotFound: '公告不存在或已下线',
}

export type MessageKey = keyof typeof zh

const en: Record<MessageKey, string> = {
  ok: 'success',
  internalError: 'internal server error',
  notFound: 'no such API',
  badRequest: 'malformed request',
  unauthorized: 'login expired, please log in again',
  forbidden: 'you are not allowed to do this',
  tooManyRequests: 'too many requests, please try again later',
  fieldRequired: '{field} is required',
  fieldInvalid: '{field} is invalid',
  fieldTooLong: '{field} must be at most {limit} characters',
  unknownField: 'unknown field: {field}',
  bodyRequired: 'the request body is required',
  noProfileChange: 'change at least one field',
  passwordRule: 'password must be 8-32 characters with at least one letter and one digit',
  usernameRule: 'account name must start with a letter and have 4-20 letters, digits or underscores',
  realNameRule: 'enter your real name in Chinese characters (2-30)',
  captchaInvalid: 'the image code is wrong or has expired',
  smsCodeInvalid: 'the SMS code is wrong or no longer valid',
  phoneNotRegistered: 'this phone number is not registered',
  phoneRegistered: 'this phone number is already registered',
  usernameTaken: 'this account name is already taken',
  badCredentials: 'wrong account or password',
  smsTooSoon: 'codes are sent too often, try again in {seconds} s',
  smsDailyLimit: 'this phone number has reached today\u2019s limit of codes',
  smsIpLimit: 'too many codes requested from your network, please try again later',
  loginLocked: 'too many failed logins, try again in {minutes} min',
  loggedOut: 'logged out',
  passwordChanged: 'password changed, please log in with the new password',
  idNumberInvalid: 'the ID number is invalid',
  realNameDone: 'real-name verification is already done',
  idNumberUsed: 'this ID number is already verified on another account',
  noticeNotFound: 'the notice does not exist or is no longer published',
}

/** Field names used inside validation messages. */
const fieldsZh: Record<string, string> = {
  phone: '手机号',
  code: '验证码',
  scene: '验证码用途',
  password: '密码',
  username: '账号',
  captchaId: '图形验证码编号',
  captchaCode: '图形验证码',
  nickname: '昵称',
  gender: '性别',
  email: '邮箱',
  qq: 'QQ号',
  wechat: '微信号',
  signature: '个性签名',
  realName: '真实姓名',
  idNumber: '身份证号',
  noticeType: '公告类型',
  pageNum: '页码',
  pageSize: '每页条数',
  id: '编号',
}
const fieldsEn: Record<string, string> = {
  phone: 'phone number',
  code: 'verification code',
  scene: 'code purpose',
  password: 'password',
  username: 'account name',
  captchaId: 'image code id',
  captchaCode: 'image code',
  nickname: 'nickname',
  gender: 'gender',
  email: 'email',
  qq: 'QQ number',
  wechat: 'WeChat ID',
  signature: 'signature',
  realName: 'real name',
  idNumber: 'ID number',
  noticeType: 'notice type',
  pageNum: 'page number',
  pageSize: 'page size',
  id: 'id',
}

const catalog: Record<Lang, Record<MessageKey, string>> = { 'zh-CN': zh, 'en-US': en }

export type MessageParams = Record<string, string | number>

export function t(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  return catalog[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''))
}

export function fieldName(lang: Lang, field: string): string {
  return (lang === 'en-US' ? fieldsEn : fieldsZh)[field] ?? field
}

/** Picks zh-CN or en-US from an Accept-Language header by its q-values; zh-CN unless English is preferred. */
export function pickLang(header: string | undefined): Lang {
  if (!header) return 'zh-CN'
  let best: { lang: Lang; q: number } | null = null
  for (const part of header.split(',')) {
    const [tag, ...params] = part.trim().toLowerCase().split(';')
    const qParam = params.find((p) => p.trim().startsWith('q='))
    const q = qParam ? Number(qParam.trim().slice(2)) : 1
    if (!Number.isFinite(q) || q <= 0) continue
    const lang: Lang | null = tag.startsWith('zh') ? 'zh-CN' : tag.startsWith('en') ? 'en-US' : null
    if (lang && (!best || q > best.q)) best = { lang, q }
  }
  return best?.lang ?? 'zh-CN'
}
