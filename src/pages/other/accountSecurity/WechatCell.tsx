import { Cell } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import * as wechatApi from '../../../api/wechat'
import { t } from '../../../locales'
import '../../../locales/wechat'
import { confirm } from '../../../utils/dialog'
import { useLoad } from '../../../utils/hooks'
import { showError, showMessage } from '../../../utils/toast'
import { inWeapp } from '../../../utils/platform'
import { wechatCode } from '../../login/WechatLogin'

/**
 * 微信 in 账号与安全: whether WeChat is bound. Binding needs Taro.login, so it is offered in the mini program only;
 * unbinding works everywhere.
 */
export default function WechatCell() {
  const { data, reload } = useLoad(() => wechatApi.getWechatBinding(), [])
  const [busy, setBusy] = useState(false)
  const bound = !!data?.bound

  const onClick = async () => {
    if (busy || !data) return
    if (!bound && !inWeapp()) return showMessage(t('wechat.onlyInWeapp'))
    if (bound && !(await confirm(t('wechat.unbindConfirm')))) return
    setBusy(true)
    try {
      if (bound) await wechatApi.unbindWechat()
      else await wechatApi.bindWechat(await wechatCode())
      showMessage(t(bound ? 'wechat.unboundOk' : 'wechat.boundOk'))
      await reload()
    } catch (e) {
      showError(e)
    } finally {
      setBusy(false)
    }
  }

  const action = bound ? t('wechat.unbind') : inWeapp() ? t('wechat.bindNow') : ''
  return (
    <Cell
      className={'sec-wechat' + (bound ? ' sec-wechat--bound' : '')}
      title={t('wechat.row')}
      description={data ? t(bound ? 'wechat.bound' : 'wechat.unbound') : ''}
      extra={(action ? action + ' ' : '') + '›'}
      onClick={() => void onClick()}
    />
  )
}
