import { View } from '@tarojs/components'
import { TabPane, Tabs } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import LoginPrompt from '../../../components/LoginPrompt'
import PageState from '../../../components/PageState'
import { t } from '../../../locales'
import { useStores } from '../../../stores'
import { useFreshProfile, usePageTitle, useQuery, useRequireLogin } from '../../../utils/hooks'
import MerchantJoin from './Join'
import MerchantOpenings from './Openings'
import MerchantTrades from './Trades'
import './index.scss'
import '../../../locales/recycle'

type MerchantTab = 'open' | 'trades'

/** The merchant centre: /index/other/shanghu?tab= . Merchants quote and follow their trades; others may apply. */
function ShanghuPage() {
  usePageTitle('shanghu')
  const loggedIn = useRequireLogin('shanghu')
  const { session } = useStores()
  const query = useQuery()
  const { error, reload } = useFreshProfile(loggedIn)
  const [tab, setTab] = useState<MerchantTab>(query.tab === 'trades' ? 'trades' : 'open')

  if (!loggedIn) return <LoginPrompt from='shanghu' />

  const p = session.profile
  if (!p) return <PageState loading={!error} error={error} onRetry={() => void reload()} />

  if (p.role !== 'merchant') {
    return (
      <View className='page page--plain shanghu-page'>
        <MerchantJoin profile={p} onRefreshProfile={() => void reload()} />
      </View>
    )
  }

  return (
    <View className='page page--plain shanghu-page'>
      <View className='shanghu-head'>
        <Tabs className='shanghu-tabs' value={tab} onChange={(v) => setTab(v as MerchantTab)} activeType='line'>
          <TabPane value='open' title={t('recycle.merchant.tabOpen')} />
          <TabPane value='trades' title={t('recycle.merchant.tabTrades')} />
        </Tabs>
      </View>
      {tab === 'open' ? <MerchantOpenings /> : <MerchantTrades />}
    </View>
  )
}

export default observer(ShanghuPage)
