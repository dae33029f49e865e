import { View } from '@tarojs/components'
import { Cell } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { maskPhone } from '../../../../contract/rules'
import { getWallet } from '../../../api/wallet'
import LoginPrompt from '../../../components/LoginPrompt'
import PageState from '../../../components/PageState'
import { t } from '../../../locales'
import '../../../locales/payment'
import '../../../locales/account'
import { useStores } from '../../../stores'
import { formatDate } from '../../../utils/date'
import { useFreshProfile, useLoad, usePageTitle, useRequireLogin } from '../../../utils/hooks'
import { navigateTo } from '../../../utils/nav'
import WechatCell from './WechatCell'
import './index.scss'

/** 账号与安全: /index/other/accountSecurity. The bound phone, the login password, the payment password and real name. */
function AccountSecurityPage() {
  usePageTitle('accountSecurity')
  const loggedIn = useRequireLogin('accountSecurity')
  const { session } = useStores()
  useFreshProfile(loggedIn)
  const { data: wallet, loading, error, retryable, reload } = useLoad(() => (loggedIn ? getWallet() : Promise.resolve(null)), [loggedIn])
  // coming back from setting the payment password shows its new state
  Taro.useDidShow(() => {
    if (loggedIn && wallet) void reload()
  })

  if (!loggedIn) return <LoginPrompt from='accountSecurity' />
  const p = session.profile

  const payState = !wallet
    ? ''
    : wallet.payPasswordLockedUntil
      ? t('security.payPasswordLocked', { time: formatDate(wallet.payPasswordLockedUntil, true) })
      : wallet.payPasswordSet
        ? t('security.payPasswordSet')
        : t('security.payPasswordUnset')

  return (
    <View className='page page--plain account-security-page'>
      <PageState loading={loading && !wallet} error={wallet ? '' : error} onRetry={retryable ? reload : undefined} />
      <View className='card card--cells'>
        <Cell className='sec-phone' title={t('security.phone')} extra={p ? maskPhone(p.phone) : ''} />
        <WechatCell />
        <Cell
          className='sec-login-password'
          title={t('security.loginPassword')}
          description={t('security.loginPasswordDesc')}
          extra='›'
          onClick={() => void navigateTo('passwore')}
        />
        <Cell
          className={'sec-pay-password' + (wallet && !wallet.payPasswordSet ? ' sec-pay-password--unset' : '')}
          title={t('security.payPassword')}
          description={payState}
          extra={(wallet ? t(wallet.payPasswordSet ? 'security.reset' : 'security.setUp') + ' ' : '') + '›'}
          onClick={() => void navigateTo('payPassword')}
        />
        <Cell
          className='sec-real-name'
          title={t('security.realName')}
          extra={(p ? t(p.realName.verified ? 'mine.verified' : 'mine.unverified') + ' ' : '') + '›'}
          onClick={() => void navigateTo('Realname')}
        />
      </View>
      <View className='tip sec-tip'>{t('security.tip')}</View>
    </View>
  )
}

export default observer(AccountSecurityPage)
