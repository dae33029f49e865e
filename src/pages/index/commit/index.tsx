import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import type { RecycleRequest } from '../../../../contract/types'
import { getRecycle } from '../../../api/recycle'
import LoginPrompt from '../../../components/LoginPrompt'
import PageState from '../../../components/PageState'
import { recycleStage } from '../../../components/RecycleStatusTag'
import RecycleSteps from '../../../components/RecycleSteps'
import RecycleSummary from '../../../components/RecycleSummary'
import { t, type MessageKey } from '../../../locales'
import { formatFen } from '../../../utils/format'
import { useLoad, usePageTitle, useQuery, useRequireLogin } from '../../../utils/hooks'
import { navigateTo, reLaunch } from '../../../utils/nav'
import './index.scss'
import '../../../locales/recycle'

/** How far along the five steps of RecycleSteps a request is. */
function reached(r: RecycleRequest): number {
  switch (r.status) {
    case 'open':
      return r.quoteCount > 0 ? 2 : 1
    case 'accepted':
      return r.orderStatus && r.orderStatus !== 'pending_payment' ? 4 : 3
    case 'completed':
      return 5
    default:
      return 0
  }
}

function nextText(r: RecycleRequest): string {
  if (r.status === 'accepted' && r.acceptedQuote) {
    return t('recycle.next.accepted', { name: r.acceptedQuote.merchantName, amount: formatFen(r.acceptedQuote.amount) })
  }
  if (recycleStage(r) === 'choosing') return t('recycle.next.choosing', { best: formatFen(r.bestQuote ?? 0) })
  return t(('recycle.next.' + r.status) as MessageKey)
}

/** The request just submitted (or any of one's own): its state, what happens next and where to go from here. */
function CommitPage() {
  usePageTitle('commit')
  const loggedIn = useRequireLogin('commit')
  const { id } = useQuery()
  const valid = !!id && /^\d+$/.test(id)
  const { data: r, loading, error, retryable, reload } = useLoad(
    () => (valid && loggedIn ? getRecycle(id) : Promise.reject(new Error(valid ? '' : t('recycle.badId')))),
    [id, loggedIn],
  )

  if (!loggedIn) return <LoginPrompt from='commit' />

  return (
    <View className='page page--plain commit-page'>
      <PageState loading={loading && !r} error={r ? '' : error} onRetry={valid && retryable ? reload : undefined} />
      {r ? (
        <>
          <View className={'commit-head commit-head--' + r.status}>
            <Text className='commit-head__title'>{t(('recycle.commit.' + recycleStage(r)) as MessageKey)}</Text>
            <Text className='commit-head__next'>{nextText(r)}</Text>
          </View>
          <RecycleSummary request={r} />
          {r.status !== 'cancelled' ? (
            <View className='card'>
              <Text className='card-title'>{t('recycle.next.title')}</Text>
              <RecycleSteps reached={reached(r)} />
            </View>
          ) : null}
          <View className='commit-actions'>
            <Button type='primary' block className='commit-quotes' onClick={() => void navigateTo('jingjiahuishouPriceList', { id: r.id })}>
              {t('recycle.viewQuotes')}
            </Button>
            <Button block className='commit-mine' onClick={() => void navigateTo('myJingjiahuishou')}>
              {t('recycle.myList')}
            </Button>
            <Button block fill='none' className='commit-home' onClick={() => void reLaunch('home')}>
              {t('common.backHome')}
            </Button>
          </View>
        </>
      ) : null}
    </View>
  )
}

export default observer(CommitPage)
