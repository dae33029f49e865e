import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { Button, Cell } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, type ReactNode } from 'react'
import type { OrderShortcut } from '../../../../contract/orders'
import { getMeSummary } from '../../../api/user'
import { maskPhone } from '../../../../contract/rules'
import Avatar from '../../../components/Avatar'
import BottomNav from '../../../components/BottomNav'
import { t, type MessageKey } from '../../../locales'
import '../../../locales/account'
import { useStores } from '../../../stores'
import { inboxStore } from '../../../stores/inbox'
import { LOCALES, type Locale } from '../../../stores/locale'
import { confirm } from '../../../utils/dialog'
import { countText, formatFen } from '../../../utils/format'
import { useLoad, usePageTitle } from '../../../utils/hooks'
import { loginFirst } from '../../../utils/loginGate'
import { navigateTo, type NavQuery } from '../../../utils/nav'
import { showError, showMessage } from '../../../utils/toast'
import { routeByName, type RouteName } from '../../../routes'
import SellerWaitingCard from './SellerWaiting'
import './index.scss'
import '../../../locales/content'
import '../../../locales/me'

/** buying and the wallet; titles come from the route table. Coupons and red packets can be browsed logged out. */
const TRADE_MENU: RouteName[] = ['wallet', 'deposit', 'yhjdetail', 'redbao', 'collect', 'myOffers', 'savedSearches', 'Mybrowsing']
const PUBLIC_TRADE: RouteName[] = ['yhjdetail', 'redbao']
/** selling: consignment, recycling and the merchant centre; the two ways to start can be read logged out */
const SELL_MENU: RouteName[] = ['sell', 'MyProducts', 'sale', 'myJingjiahuishou', 'Myevaluation', 'shanghu']
const PUBLIC_SELL: RouteName[] = ['sell', 'sale']
/** messages, feedback and help; help and customer service can be reached logged out */
const SERVICE_MENU: RouteName[] = ['xiaoxi', 'fankui', 'ProblemList', 'bangzhu', 'contactkefu', 'FuwuLists']
const PUBLIC_SERVICE: RouteName[] = ['bangzhu', 'contactkefu', 'FuwuLists']

/** the order shortcuts: each opens myOrder on the tab of the same name */
const SHORTCUTS: OrderShortcut[] = ['pending_payment', 'in_progress', 'completed', 'after_sale']

const LOCALE_LABEL: Record<Locale, string> = { 'zh-CN': '中文', 'en-US': 'English' }

/** account and settings; without `label` a row is titled by the route table */
const MENU: { name: RouteName; label?: MessageKey; query?: NavQuery }[] = [
  { name: 'geren', label: 'mine.profile' },
  { name: 'accountSecurity' },
  { name: 'notifySettings' },
  { name: 'passwore', label: 'mine.password' },
  { name: 'Realname', label: 'mine.realName' },
  { name: 'gonggao', label: 'mine.notices' },
]

/** A row title with its icon (the icon of a row is styled by its name: .mine-icon--<name>). */
function RowTitle({ icon, title }: { icon: string; title: string }) {
  return (
    <View className='mine-row'>
      <View className={'mine-icon mine-icon--' + icon} />
      <Text className='mine-row__title'>{title}</Text>
    </View>
  )
}

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
            title={<RowTitle icon={name} title={routeByName(name).title[locale.locale]} />}
            clickable
            onClick={() => void navigateTo(name)}
            extra={props.extra(name) ?? '›'}
          />
        ))}
    </View>
  )
})

/**
 * Personal centre: who is logged in, the wallet balance with usable coupons and red packets, order shortcuts with
 * counts, then buying, selling, service and account menus. The numbers come from GET /need/me/summary, asked
 * again each time the page shows (back from paying, from reading messages). Logged out: a login prompt and the
 * menus anyone may open; an order shortcut asks to log in first.
 */
function MyCenterPage() {
  usePageTitle('mycenter')
  const { session, locale } = useStores()
  const loggedIn = session.isLoggedIn
  // the summary carries the unread count: the badges follow it; without it the inbox asks on its own
  const summary = useLoad(async () => {
    if (!loggedIn) return null
    try {
      const numbers = await getMeSummary()
      inboxStore.setCount(numbers.unread)
      inboxStore.setChatCount(numbers.chatUnread)
      return numbers
    } catch (e) {
      void inboxStore.refresh()
      throw e
    }
  }, [loggedIn])

  useEffect(() => {
    if (loggedIn) session.refreshProfile().catch(showError)
  }, [loggedIn])
  // through the Taro object (not a named import) so page tests can stand in for the page lifecycle; the first
  // show is the mount, whose load is already under way
  const shown = useRef(false)
  Taro.useDidShow(() => {
    const first = !shown.current
    shown.current = true
    if (first && summary.loading) return
    if (session.isLoggedIn) void summary.reload()
    else void inboxStore.refresh()
  })

  const logout = async () => {
    if (!(await confirm(t('mine.logoutConfirm')))) return
    await session.logout()
    showMessage(t('mine.loggedOut'))
  }

  const openOrders = (tab?: OrderShortcut) => {
    if (loginFirst('mycenter', 'orders')) void navigateTo('myOrder', tab ? { tab } : undefined)
  }

  const p = session.profile
  const s = loggedIn ? summary.data : null
  const balance = s ? s.balance : p?.balance

  return (
    <View className='page mycenter-page'>
      <View className='mine-head'>
        {loggedIn ? (
          <View className='mine-head__user'>
            <Avatar className='mine-avatar' size='lg' name={p?.nickname} src={p?.avatar} />
            <View className='mine-head__info'>
              <Text className='mine-head__name'>{p?.nickname ?? ''}</Text>
              <Text className='mine-head__phone'>{p ? maskPhone(p.phone) : ''}</Text>
              {p ? (
                <View className='mine-head__tags'>
                  <Text className='mine-head__role'>{t(('role.' + p.role) as MessageKey)}</Text>
                  <Text
                    className={'mine-head__role mine-head__real' + (p.realName.verified ? ' mine-head__real--ok' : '')}
                    onClick={() => void navigateTo('Realname')}
                  >
                    {p.realName.verified ? t('mine.verified') : t('mine.unverified') + ' · ' + t('me.verifyNow') + ' ›'}
                  </Text>
                </View>
              ) : null}
            </View>
          </View>
        ) : (
          <View className='mine-head__guest'>
            <Text className='mine-head__prompt'>{t('mine.loginPrompt')}</Text>
            <View className='mine-head__actions'>
              <Button type='default' size='small' className='btn-login' onClick={() => void navigateTo('login', { redirect: 'mycenter' })}>
                {t('mine.login')}
              </Button>
              <Button type='default' fill='outline' size='small' className='btn-register' onClick={() => void navigateTo('register', { redirect: 'mycenter' })}>
                {t('mine.register')}
              </Button>
            </View>
          </View>
        )}
      </View>

      {loggedIn ? (
        <View className='card mine-stats'>
          <View className='mine-stat mine-stat--wallet' onClick={() => void navigateTo('wallet')}>
            <Text className='mine-stat__value'>{balance === undefined ? '—' : formatFen(balance)}</Text>
            <Text className='mine-stat__label'>{t('me.balance')}</Text>
          </View>
          <View className='mine-stat mine-stat--coupons' onClick={() => void navigateTo('yhjdetail')}>
            <Text className='mine-stat__value'>{s ? s.coupons : '—'}</Text>
            <Text className='mine-stat__label'>{t('me.coupons')}</Text>
          </View>
          <View className='mine-stat mine-stat--red' onClick={() => void navigateTo('redbao')}>
            <Text className='mine-stat__value'>{s ? s.redPackets : '—'}</Text>
            <Text className='mine-stat__label'>{t('me.redPackets')}</Text>
          </View>
        </View>
      ) : null}

      <View className={'card mine-orders' + (loggedIn ? '' : ' mine-orders--guest')}>
        <View className='mine-orders__head menu-myOrder' onClick={() => openOrders()}>
          <Text className='mine-orders__title'>{t('me.orders')}</Text>
          <Text className='mine-orders__all'>{t('me.allOrders')} ›</Text>
        </View>
        <View className='mine-orders__row'>
          {SHORTCUTS.map((tab) => {
            const n = s ? s.orders[tab] : 0
            return (
              <View key={tab} className={'mine-shortcut shortcut-' + tab} onClick={() => openOrders(tab)}>
                <View className='mine-shortcut__icon-wrap'>
                  <View className={'mine-icon mine-shortcut__icon mine-icon--' + tab} />
                  {n > 0 ? <Text className='mine-shortcut__count'>{countText(n)}</Text> : null}
                </View>
                <Text className='mine-shortcut__label'>{t(('me.order.' + tab) as MessageKey)}</Text>
              </View>
            )
          })}
        </View>
      </View>

      {s ? <SellerWaitingCard counts={s.sellerWaiting} /> : null}

      <RouteMenu
        className='mine-trade'
        title={t('me.tradeTitle')}
        names={TRADE_MENU}
        open={PUBLIC_TRADE}
        extra={(name) =>
          name === 'wallet' && balance !== undefined ? formatFen(balance) + ' ›' : name === 'yhjdetail' && s && s.coupons > 0 ? s.coupons + ' ›' : null
        }
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

      <View className='card mine-menu mine-account'>
        <Text className='mine-menu__title'>{t('me.accountTitle')}</Text>
        {MENU.filter((m) => loggedIn || m.name === 'gonggao' || m.name === 'passwore').map((m) => (
          <Cell
            key={m.name}
            className={'menu-' + m.name}
            title={<RowTitle icon={m.name} title={m.label ? t(m.label) : routeByName(m.name).title[locale.locale]} />}
            clickable
            onClick={() => void navigateTo(m.name, m.query)}
            extra='›'
          />
        ))}
        <Cell
          className='menu-language'
          title={<RowTitle icon='language' title={t('mine.language')} />}
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

      {loggedIn ? (
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
