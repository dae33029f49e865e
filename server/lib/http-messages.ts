/**
 * Messages of answers the HTTP layer gives before any route runs (body too large or too deep, a content type no
 * route reads, a request line or headers over Node's limit, a request that took too long, the per-client limit)
 * in zh-CN and en-US (lib/i18n.ts merges them; keys must not clash with others).
 */
export const httpZh = {
  jsonTooDeep: '请求内容嵌套层级过深（最多{limit}层）',
  bodyTooLarge: '请求内容过大',
  unsupportedMediaType: '不支持的请求内容类型，请使用 application/json',
  headersTooLarge: '请求地址或请求头过长',
  requestTimeout: '请求超时，请重试',
  clientRateLimited: '请求过于频繁，请{seconds}秒后再试',
  chatFramesTooFast: '消息发送过快，请稍后再试',
  serverRestarting: '服务正在重启，请稍后重试',
}

export const httpEn: Record<keyof typeof httpZh, string> = {
  jsonTooDeep: 'the request body is nested too deeply (at most {limit} levels)',
  bodyTooLarge: 'the request body is too large',
  unsupportedMediaType: 'unsupported content type, please send application/json',
  headersTooLarge: 'the request URL or headers are too long',
  requestTimeout: 'the request timed out, please try again',
  clientRateLimited: 'too many requests, please try again in {seconds} seconds',
  chatFramesTooFast: 'you are sending frames too fast, please slow down',
  serverRestarting: 'the server is restarting, please try again shortly',
}
