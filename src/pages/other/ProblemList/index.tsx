import { View, Text, Image } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import type { ProblemReport } from '../../../../contract/types'
import { listProblems } from '../../../api/feedback'
import { assetUrl } from '../../../api/request'
import LoginPrompt from '../../../components/LoginPrompt'
import PagedList from '../../../components/PagedList'
import { t, type MessageKey } from '../../../locales'
import { formatDate } from '../../../utils/date'
import { usePageTitle, useRequireLogin } from '../../../utils/hooks'
import { navigateTo } from '../../../utils/nav'
import { usePagedList } from '../../../utils/usePagedList'
import './index.scss'
import '../../../locales/content'

function preview(urls: string[], index: number) {
  const all = urls.map(assetUrl)
  Taro.previewImage({ urls: all, current: all[index] }).catch(() => undefined)
}

function ReportCard({ report: r }: { report: ProblemReport }) {
  return (
    <View className={'card report report--' + r.status}>
      <View className='report__head'>
        <Text className='report__type'>{t(('content.fb.type.' + r.type) as MessageKey)}</Text>
        <Text className='report__time'>{formatDate(r.createdAt, true)}</Text>
        <Text className={'report__status report__status--' + r.status}>{t(('content.pl.status.' + r.status) as MessageKey)}</Text>
      </View>
      <Text className='report__content'>{r.content}</Text>
      {r.images.length > 0 ? (
        <View className='report__images'>
          {r.images.map((url, i) => (
            <Image key={url + i} className='report__img' src={assetUrl(url)} mode='aspectFill' onClick={() => preview(r.images, i)} />
          ))}
        </View>
      ) : null}
      {r.contact ? <Text className='report__contact muted'>{t('content.pl.contact', { contact: r.contact })}</Text> : null}
      {r.reply ? (
        <View className='report__reply'>
          <Text className='report__reply-title'>{t('content.pl.reply')}</Text>
          <Text className='report__reply-text'>{r.reply}</Text>
          {r.repliedAt ? <Text className='report__reply-time'>{t('content.pl.repliedAt', { time: formatDate(r.repliedAt, true) })}</Text> : null}
        </View>
      ) : (
        <Text className='report__waiting muted'>{t('content.pl.waiting')}</Text>
      )}
    </View>
  )
}

/** My feedback and problem reports, newest first, with the platform's reply. */
function ProblemListPage() {
  usePageTitle('ProblemList')
  const loggedIn = useRequireLogin('ProblemList')
  const list = usePagedList(
    (pageNum, pageSize) => (loggedIn ? listProblems(pageNum, pageSize) : Promise.resolve({ rows: [], total: 0 })),
    [loggedIn],
  )
  if (!loggedIn) return <LoginPrompt from='ProblemList' />
  return (
    <View className='page problem-list-page'>
      <PagedList list={list} keyOf={(r) => r.id} emptyText={t('content.pl.empty')} renderItem={(r) => <ReportCard report={r} />} />
      <View className='problem-list-foot'>
        <Button type='primary' block className='problem-new' onClick={() => void navigateTo('fankui')}>
          {t('content.pl.new')}
        </Button>
      </View>
    </View>
  )
}

export default observer(ProblemListPage)
