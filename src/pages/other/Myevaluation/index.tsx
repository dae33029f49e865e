import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { listMyRecycles } from '../../../api/recycle'
import LoginPrompt from '../../../components/LoginPrompt'
import PagedList from '../../../components/PagedList'
import RecycleCard from '../../../components/RecycleCard'
import { t } from '../../../locales'
import { usePageTitle, useRequireLogin } from '../../../utils/hooks'
import { navigateTo } from '../../../utils/nav'
import { usePagedList } from '../../../utils/usePagedList'
import './index.scss'
import '../../../locales/recycle'

/** My appraisals: every request seen as a valuation (expected price against the merchants' quotes), newest first. */
function MyEvaluationPage() {
  usePageTitle('Myevaluation')
  const loggedIn = useRequireLogin('Myevaluation')
  const list = usePagedList(
    (pageNum, pageSize) => (loggedIn ? listMyRecycles('all', pageNum, pageSize) : Promise.resolve({ rows: [], total: 0 })),
    [loggedIn],
  )

  if (!loggedIn) return <LoginPrompt from='Myevaluation' />

  return (
    <View className='page page--plain my-evaluation-page'>
      <View className='evaluation-head'>
        <Text className='evaluation-head__tip'>{t('recycle.evalTip')}</Text>
        <Button size='small' type='primary' className='evaluation-start' onClick={() => void navigateTo('jingjiahuishou')}>
          {t('recycle.start')}
        </Button>
      </View>
      <PagedList
        list={list}
        keyOf={(r) => r.id}
        emptyText={t('recycle.evalEmpty')}
        emptyAction='recycle'
        renderItem={(r) => <RecycleCard request={r} compare onClick={() => void navigateTo('jingjiahuishouPriceList', { id: r.id })} />}
      />
    </View>
  )
}

export default observer(MyEvaluationPage)
