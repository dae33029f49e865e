/**
 * WeChat subscribe messages (订阅消息), mini program only: right after the taps WeChat allows it (paying, listing,
 * opening a dispute) the user is asked for the templates the server names for that moment, and the answers go back
 * to the server, which may then send one message per 'accept'. A no-op on H5 (the build drops the body). Never
 * throws: a refusal or a failure only means no message later.
 */
import Taro from '@tarojs/taro'
import type { SubscribeAsk, SubscribeMoment, SubscribeResultsCounted } from '../../contract/wechat-subscribe'
import { get, post } from '../api/request'

const asked: Partial<Record<SubscribeMoment, Promise<string[]>>> = {}

/** loads the moment's template ids ahead (a page that leads to the moment calls it when it opens) */
export function prepareSubscribe(moment: SubscribeMoment): Promise<string[]> {
  if (process.env.TARO_ENV !== 'weapp') return Promise.resolve([])
  return (asked[moment] ??= get<SubscribeAsk>('/need/notify/wechat-grants', { moment }).then(
    (r) => r.tmplIds,
    () => {
      delete asked[moment]
      return []
    },
  ))
}

/** asks the user for the moment's templates and reports the answers */
export async function askSubscribe(moment: SubscribeMoment): Promise<void> {
  if (process.env.TARO_ENV !== 'weapp') return
  try {
    const tmplIds = await prepareSubscribe(moment)
    if (tmplIds.length === 0) return
    const res = (await Taro.requestSubscribeMessage({ tmplIds } as Parameters<typeof Taro.requestSubscribeMessage>[0])) as unknown as Record<string, string>
    const results: Record<string, string> = {}
    for (const id of tmplIds) if (typeof res[id] === 'string') results[id] = res[id]
    if (Object.keys(results).length > 0) await post<SubscribeResultsCounted>('/need/notify/wechat-grants', { results })
  } catch {
    // closed, refused or not supported here: nothing to count
  }
}
