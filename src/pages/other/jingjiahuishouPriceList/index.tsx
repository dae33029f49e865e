import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { RecycleQuote, RecycleRequest } from '../../../../contract/types'
import { acceptQuote, cancelRecycle, getRecycle, listQuotes } from '../../../api/recycle'
import Avatar from '../../../components/Avatar'
import LoginPrompt from '../../../components/LoginPrompt'
import PageState from '../../../components/PageState'
import RecycleStatusTag from '../../../components/RecycleStatusTag'
import RecycleSummary from '../../../components/RecycleSummary'
import ValuationReference from '../valuation/ValuationReference'
import { t } from '../../../locales'
import { confirm } from '../../../utils/dialog'
import { formatFen } from '../../../utils/format'
import { formatDate } from '../../../utils/date'
import { useLoad, usePageTitle, useQuery, useRequireLogin } from '../../../utils/hooks'
import { showError, showMessage } from '../../../utils/toast'
import './index.scss'
import '../../../locales/recycle'

interface Loaded {
  request: RecycleRequest
  quotes: RecycleQuote[]
}

function QuoteRow({ quote: q, best, canAccept, busy, onAccept }: { quote: RecycleQuote; best: boolean; canAccept: boolean; busy: boolean; onAccept: () => void }) {
  return (
    <View className={'card quote-row quote-row--' + q.status + (best ? ' quote-row--best' : '')}>
      <View className='quote-row__head'>
        <View className='quote-row__who'>
          <Avatar size='sm' name={q.merchantName} />
          <Text className='quote-row__merchant'>{q.merchantName}</Text>
        </View>
        <RecycleStatusTag quote={q.status} />
      </View>
      <View className='quote-row__body'>
        <Text className='quote-row__amount'>{formatFen(q.amount)}</Text>
        {best ? <Text className='quote-row__best'>{t('recycle.quotes.best')}</Text> : null}
      </View>
      {q.note ? <Text className='quote-row__note'>{t('recycle.quotes.note', { note: q.note })}</Text> : null}
      <View className='quote-row__foot'>
        <Text className='muted quote-row__time'>{t('recycle.quotes.at', { time: formatDate(q.updatedAt, true) })}</Text>
        {canAccept ? (
          <Button size='small' type='primary' className='quote-accept' loading={busy} onClick={onAccept}>
            {t('recycle.accept')}
          </Button>
        ) : null}
      </View>
    </View>
  )
}

/** The quotes on one of my requests, highest first: accept one (the others are rejected) or cancel the request. */
function PriceListPage() {
  usePageTitle('jingjiahuishouPriceList')
  const loggedIn = useRequireLogin('jingjiahuishouPriceList')
  const { id } = useQuery()
  const valid = !!id && /^\d+$/.test(id)
  const { data, loading, error, retryable, reload } = useLoad<Loaded>(
    async () => {
      if (!valid || !loggedIn) throw new Error(valid ? '' : t('recycle.badId'))
      const [request, quotes] = await Promise.all([getRecycle(id), listQuotes(id)])
      return { request, quotes }
    },
    [id, loggedIn],
  )
  const [busy, setBusy] = useState(false)

  if (!loggedIn) return <LoginPrompt from='jingjiahuishouPriceList' />

  /** a change on the server, then the request and quotes as they now are (also after a 409: someone got there first) */
  const act = async (ask: string, run: () => Promise<unknown>, done: string) => {
    if (busy || !(await confirm(ask))) return
    setBusy(true)
    try {
      await run()
      showMessage(done)
    } catch (e) {
      showError(e)
    } finally {
      setBusy(false)
    }
    await reload()
  }

  const r = data?.request
  // the server sends them highest first; sorting again keeps the promise when two answers were merged
  const quotes = data ? [...data.quotes].sort((a, b) => b.amount - a.amount) : []
  const open = r?.status === 'open'
  const bestId = quotes.find((q) => q.status === 'pending' || q.status === 'accepted')?.id

  return (
    <View className='page page--plain price-list-page'>
      <PageState loading={loading && !data} error={data ? '' : error} onRetry={valid && retryable ? reload : undefined} />
      {r ? (
        <>
          <RecycleSummary request={r} />
          <ValuationReference gameId={r.gameId} attrs={r.attrs} />
          <Text className='section-title quotes-title'>{t('recycle.quotes.title', { n: quotes.length })}</Text>
          {quotes.length === 0 ? (
            <PageState empty emptyText={t(open ? 'recycle.quotes.empty' : 'recycle.quotes.none')} />
          ) : (
            quotes.map((q) => (
              <QuoteRow
                key={q.id}
                quote={q}
                best={q.id === bestId}
                canAccept={open && q.status === 'pending'}
                busy={busy}
                onAccept={() =>
                  void act(
                    t('recycle.acceptConfirm', { name: q.merchantName, amount: formatFen(q.amount) }),
                    () => acceptQuote(r.id, q.id),
                    t('recycle.acceptDone'),
                  )
                }
              />
            ))
          )}
          {open ? (
            <View className='price-list-actions'>
              {/* a block, so its wrapped lines keep the same indent */}
              <View className='tip price-list-tip'>{t('recycle.quotes.tip')}</View>
              <Button block className='recycle-cancel-btn' loading={busy} onClick={() => void act(t('recycle.cancelConfirm'), () => cancelRecycle(r.id), t('recycle.cancelDone'))}>
                {t('recycle.cancel')}
              </Button>
            </View>
          ) : null}
        </>
      ) : null}
    </View>
  )
}

export default observer(PriceListPage)
