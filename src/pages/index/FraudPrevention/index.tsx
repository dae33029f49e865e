import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { NoticeType } from '../../../../contract/types'
import { getNoticeDocument } from '../../../api/notice'
import Article from '../../../components/Article'
import PageState from '../../../components/PageState'
import { t } from '../../../locales'
import { useStores } from '../../../stores'
import { useLoad, usePageTitle } from '../../../utils/hooks'
import { navigateTo } from '../../../utils/nav'
import './index.scss'
import '../../../locales/service'

/** 防骗指南: the fraud guide (notice type '8'), then the two things to do about a suspicious party. */
function FraudPreventionPage() {
  usePageTitle('FraudPrevention')
  const { locale } = useStores()
  const doc = useLoad(() => getNoticeDocument(NoticeType.fraudGuide), [locale.locale])
  return (
    <View className='page page--plain guide-page'>
      <PageState loading={doc.loading && !doc.data} error={doc.data ? '' : doc.error} onRetry={doc.retryable ? () => void doc.reload() : undefined} />
      {doc.data ? <Article notice={doc.data} /> : null}
      {/* shown even when the guide fails to load: the checks are what a worried user came for */}
      <View className='guide-actions'>
        <Button type='primary' className='guide-heihao' onClick={() => void navigateTo('heihao')}>
          {t('service.guide.toHeihao')}
        </Button>
        <Button type='primary' fill='outline' className='guide-kefu' onClick={() => void navigateTo('contactkefu')}>
          {t('service.guide.toKefu')}
        </Button>
      </View>
    </View>
  )
}

export default observer(FraudPreventionPage)
