import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { Button, Cell } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useEffect, type ReactNode } from 'react'
import { maskPhone } from '../../../../contract/rules'
import Avatar from '../../../components/Avatar'
import BottomNav from '../../../components/BottomNav'
import { t, type MessageKey } from '../../../locales'
import { useStores } from '../../../stores'
import { inboxStore } from '../../../stores/inbox'
import { LOCALES, type Locale } from '../../../stores/locale'
import { confirm } from '../../../utils/dialog'
import { formatFen } from '../../../utils/format'
import { usePageTitle } from '../../../utils/hooks'
import { navigateTo, type NavQuery } from '../../../utils/nav'
import { showError, showMessage } from '../../../utils/toast'
import { routeByName, type RouteName } from '../../../routes'
import './index.scss'
import '../../../locales/content'

/** buying and the wallet; titles come from the route table. Coupons and red packets can be browsed logged out. */
const TRADE_MENU: RouteName[] = ['myOrder', 'wallet', 'yhjdetail', 'redbao', 'collect', 'Mybrowsing']
const PUBLIC_TRADE: RouteName[] = ['yhjdetail', 'redbao']
/** selling: consignment, recycling and the merchant centre; the two ways to start can be read logged out */
const SELL_MENU: RouteName[] = ['sell', 'MyProducts', 'sale', 'myJingjiahuishou', 'Myevaluation', 'shanghu']
const PUBLIC_SELL: RouteName[] = ['sell', 'sale']
/** messages, feedback and help; help and customer service can be reached logged out */
const SERVICE_MENU: RouteName[] = ['xiaoxi', 'fankui', 'ProblemList', 'bangzhu', 'contactkefu', 'FuwuLists']
const PUBLIC_SERVICE: RouteName[] = ['bangzhu', 'contactkefu', 'FuwuLists']

const LOCALE_LABEL: Record<Locale, string> = { 'zh-CN': '中文', 'en-US': 'English' }

const MENU: { name: RouteName; label: MessageKey; query?: NavQuery }[] = [
  { name: 'geren', label: 'mine.profile' },
  { name: 'passwore', label: 'mine.password' },
  { name: 'Realname', label: 'mine.realName' },
  { name: 'gonggao', label: 'mine.notices' },
]

/**
 * A card of cells leading to routes (titles from the route table, in the current language); logged out, only the
 * `open` ones show. `extra` may replace a cell's plain '›'.
 */
const RouteMenu = observer(function RouteMenu(props: {
  className: string
  title?: string
  names: RouteName[]
  open: RouteName[]
  extra: (name: RouteName) => ReactNode
}) {
  const { session, locale } = useStores()
  return (
    <View className={'card mine-menu ' + props.className}>
      {props.title ? <Text className='mine-menu__title'>{props.title}</Text> : null}
      {props.names
        .filter((name) => session.isLoggedIn || props.open.includes(name))
        .map((name) => (
          <Cell
            key={name}
            className={'menu-' + name}
            title={routeByName(name).title[locale.locale]}
            clickable
            onClick={() => void navigateTo(name)}
            extra={props.extra(name) ?? '›'}
          />
        ))}
    </View>
  )
})

/** Personal centre: a login prompt when logged out; profile, wallet, real-name status and menu when logged in. */
function MyCenterPage() {
  usePageTitle('mycenter')
  const { session, locale } = useStores()

  useEffect(() => {
    if (session.isLoggedIn) session.refreshProfile().catch(showError)
  }, [session.isLoggedIn])
  // through the Taro object (not a named import) so page tests can stand in for the page lifecycle
  Taro.useDidShow(() => void inboxStore.refresh())

  const logout = async () => {
    if (!(await confirm(t('mine.logoutConfirm')))) return
    await session.logout()
    showMessage(t('mine.loggedOut'))
  }

  const p = session.profile

  return (
    <View className='page mycenter-page'>
      <View className='mine-head'>
        {session.isLoggedIn ? (
          <View className='mine-head__user'>
            <Avatar className='mine-avatar' size='lg' name={p?.nickname} src={p?.avatar} />
            <View className='mine-head__info'>
              <Text className='mine-head__name'>{p?.nickname ?? ''}</Text>
              <Text className='mine-head__phone'>{p ? maskPhone(p.phone) : ''}</Text>
              {p ? <Text className='mine-head__role'>{t(('role.' + p.role) as MessageKey)}</Text> : null}
            </View>
          </View>
        ) : (
          <View className='mine-head__guest'>
            <Text className='mine-head__prompt'>{t('mine.loginPrompt')}</Text>
            <View className='mine-head__actions'>
              <Button type='default' size='small' className='btn-login' onClick={() => void navigateTo('login', { redirect: 'mycenter' })}>
                {t('mine.login')}
              </Button>
              <Button type='default' fill='outline' size='small' className='btn-register' onClick={() => void navigateTo('register')}>
                {t('mine.register')}
              </Button>
            </View>
          </View>
        )}
      </View>

      {session.isLoggedIn && p ? (
        <View className='card mine-stats'>
          <View className='mine-stat mine-stat--wallet' onClick={() => void navigateTo('wallet')}>
            <Text className='mine-stat__value'>{formatFen(p.balance)}</Text>
            <Text className='mine-stat__label'>{t('mine.balance')}</Text>
          </View>
          <View className='mine-stat'>
            <Text className={'mine-stat__value' + (p.realName.verified ? ' mine-stat__value--ok' : '')}>
              {p.realName.verified ? t('mine.verified') : t('mine.unverified')}
            </Text>
            <Text className='mine-stat__label'>{t('mine.realName')}</Text>
          </View>
        </View>
      ) : null}

      <RouteMenu
        className='mine-trade'
        names={TRADE_MENU}
        open={PUBLIC_TRADE}
        extra={(name) => (name === 'wallet' && p ? formatFen(p.balance) + ' ›' : null)}
      />
      <RouteMenu
        className='mine-sell'
        title={t('mine.sellTitle')}
        names={SELL_MENU}
        open={PUBLIC_SELL}
        extra={(name) => (name === 'shanghu' && p?.role === 'merchant' ? t('mine.merchant') + ' ›' : null)}
      />
      <RouteMenu
        className='mine-service'
        title={t('content.mine.serviceTitle')}
        names={SERVICE_MENU}
        open={PUBLIC_SERVICE}
        extra={(name) =>
          name === 'xiaoxi' ? (
            <View className='mine-unread'>
              <Text className={'mine-unread__badge' + (inboxStore.unread > 0 ? '' : ' mine-unread__badge--none')}>
                {inboxStore.unread > 0 ? t('content.mine.unread', { n: inboxStore.unread }) : ''}
              </Text>
              <Text>›</Text>
            </View>
          ) : null
        }
      />

      <View className='card mine-menu'>
        {MENU.filter((m) => session.isLoggedIn || m.name === 'gonggao' || m.name === 'passwore').map((m) => (
          <Cell key={m.name} className={'menu-' + m.name} title={t(m.label)} clickable onClick={() => void navigateTo(m.name, m.query)} extra='›' />
        ))}
        <Cell
          className='menu-language'
          title={t('mine.language')}
          extra={
            <View className='lang-switch'>
              {LOCALES.map((l) => (
                <Text
                  key={l}
                  className={'lang-switch__item lang-' + l + (locale.locale === l ? ' lang-switch__item--active' : '')}
                  onClick={() => locale.setLocale(l)}
                >
                  {LOCALE_LABEL[l]}
                </Text>
              ))}
            </View>
          }
        />
      </View>

      {session.isLoggedIn ? (
        <View className='mine-logout'>
          <Button block type='default' className='btn-logout' onClick={() => void logout().catch(showError)}>
            {t('mine.logout')}
          </Button>
        </View>
      ) : null}

      <BottomNav current='mycenter' />
    </View>
  )
}

export default observer(MyCenterPage)
