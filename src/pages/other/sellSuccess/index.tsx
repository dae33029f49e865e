import { View, Text, Image } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import type { GoodsStatus } from '../../../../contract/types'
import { assetUrl } from '../../../api/request'
import { getConsignmentRules, getMyGoods } from '../../../api/selling'
import { statusText } from '../../../components/GoodsCard'
import LoginPrompt from '../../../components/LoginPrompt'
import PageState from '../../../components/PageState'
import ResultHead from '../../../components/ResultHead'
import SellSteps from '../../../components/SellSteps'
import { t } from '../../../locales'
import { formatFen } from '../../../utils/format'
import { useLoad, usePageTitle, useQuery, useRequireLogin } from '../../../utils/hooks'
import { navigateTo, reLaunch, redirectTo } from '../../../utils/nav'
import './index.scss'
import '../../../locales/selling'

/** The head of the page by where the listing is now (it may have been reviewed since it was submitted). */
function headOf(status: GoodsStatus): { title: string; note: string } {
  switch (status) {
    case 'pending_review':
      return { title: t('selling.done.title'), note: t('selling.done.note') }
    case 'on_sale':
      return { title: t('selling.done.approved'), note: t('selling.done.approvedNote') }
    case 'rejected':
      return { title: t('selling.done.rejected'), note: t('selling.done.rejectedNote') }
    default:
      return { title: statusText(status), note: '' }
  }
}

/**
 * After a consignment is submitted: /index/other/sellSuccess?id= . Says that the listing waits for review, what
 * the review checks and how long it takes (REVIEW_HOURS from the server), with the listing read back from the
 * server (so a reload still shows it) and the ways on: my listings, home.
 */
function SellSuccessPage() {
  usePageTitle('sellSuccess')
  const loggedIn = useRequireLogin('sellSuccess')
  const { id } = useQuery()
  const valid = !!id && /^\d+$/.test(id)
  const { data, loading, error, retryable, reload } = useLoad(
    async () => {
      if (!valid) throw new Error(t('selling.done.badId'))
      if (!loggedIn) return null
      const [goods, rules] = await Promise.all([getMyGoods(Number(id)), getConsignmentRules()])
      return { goods, rules }
    },
    [id, loggedIn],
  )

  if (!loggedIn) return <LoginPrompt from='sellSuccess' />

  const g = data?.goods
  const head = g ? headOf(g.status) : null
  return (
    <View className='page page--plain sell-done-page'>
      <PageState loading={loading && !data} error={data ? '' : error} onRetry={valid && retryable ? reload : undefined} />
      {g && head && data ? (
        <>
          <ResultHead tone={g.status === 'on_sale' ? 'success' : g.status === 'rejected' ? 'failed' : 'waiting'} mark={g.status === 'rejected' ? '!' : '✓'} title={head.title}>
            {head.note ? <Text className='result-head__note'>{head.note}</Text> : null}
          </ResultHead>
          <SellSteps current='review' />

          <View className='card sell-done-goods' onClick={() => void navigateTo('MyProducts', { tab: g.status === 'rejected' ? 'rejected' : 'all' })}>
            <View className='sell-done-goods__cover-box'>
              <Image className='sell-done-goods__cover' src={assetUrl(g.cover)} mode='aspectFit' />
            </View>
            <View className='sell-done-goods__body'>
              <Text className='sell-done-goods__title'>{g.title}</Text>
              <Text className='sell-done-goods__meta'>
                {g.gameName} · {statusText(g.status)}
              </Text>
              <View className='sell-done-goods__line'>
                <Text className='sell-done-goods__price'>{formatFen(g.price)}</Text>
                <Text className='muted'>{t('selling.my.proceeds', { amount: formatFen(g.proceeds) })}</Text>
              </View>
              {g.rejectReason ? <Text className='sell-done-goods__reason'>{t('selling.my.rejectReason', { reason: g.rejectReason })}</Text> : null}
            </View>
          </View>

          <View className='card sell-done-review'>
            <Text className='card-title'>{t('selling.done.reviewTitle')}</Text>
            <Text className='sell-done-review__item sell-done-review__what'>{t('selling.done.reviewWhat')}</Text>
            <Text className='sell-done-review__item sell-done-review__time'>{t('selling.done.reviewTime', { hours: data.rules.reviewHours })}</Text>
            <Text className='sell-done-review__item'>{t('selling.done.reviewAfter')}</Text>
            <Text className='sell-done-review__item'>{t('selling.done.reviewMeanwhile')}</Text>
          </View>

          <View className='sell-done-actions'>
            <Button
              type='primary'
              block
              className='sell-done-mine'
              onClick={() => void redirectTo('MyProducts', { tab: g.status === 'on_sale' ? 'on_sale' : g.status === 'rejected' ? 'rejected' : 'pending_review' })}
            >
              {t('selling.done.toMine')}
            </Button>
            <Button block className='sell-done-again' onClick={() => void redirectTo('sell')}>
              {t('selling.done.sellAnother')}
            </Button>
            <Button block fill='none' className='sell-done-home' onClick={() => void reLaunch('home')}>
              {t('common.backHome')}
            </Button>
          </View>
        </>
      ) : null}
    </View>
  )
}

export default observer(SellSuccessPage)
