import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { NoticeType } from '../../../../contract/types'
import { getNoticeDocument } from '../../../api/notice'
import Article from '../../../components/Article'
import PageState from '../../../components/PageState'
import { t, type MessageKey } from '../../../locales'
import { useStores } from '../../../stores'
import { useLoad, usePageTitle } from '../../../utils/hooks'
import { navigateTo } from '../../../utils/nav'
import './index.scss'
import '../../../locales/service'

const STEPS = [1, 2, 3, 4]

/** 交易安全: how an escrow trade goes, step by step, then the escrow guide (notice type '9') and a way to start buying. */
function SecurityPage() {
  usePageTitle('security')
  const { locale } = useStores()
  const doc = useLoad(() => getNoticeDocument(NoticeType.escrowGuide), [locale.locale])
  return (
    <View className='page page--plain escrow-page'>
      <View className='card escrow-steps'>
        <Text className='card-title'>{t('service.escrow.stepsTitle')}</Text>
        {STEPS.map((n) => (
          <View key={n} className={'escrow-step escrow-step-' + n}>
            <Text className='escrow-step__no'>{n}</Text>
            <View className='escrow-step__body'>
              <Text className='escrow-step__title'>{t(('service.escrow.step' + n) as MessageKey)}</Text>
              <Text className='escrow-step__tip'>{t(('service.escrow.step' + n + 'Tip') as MessageKey)}</Text>
            </View>
          </View>
        ))}
      </View>
      <PageState loading={doc.loading && !doc.data} error={doc.data ? '' : doc.error} onRetry={doc.retryable ? () => void doc.reload() : undefined} />
      {doc.data ? <Article notice={doc.data} /> : null}
      <View className='form-actions escrow-actions'>
        {/* buying starts from choosing a game */}
        <Button type='primary' block className='escrow-buy' onClick={() => void navigateTo('accountOrder')}>
          {t('service.escrow.buy')}
        </Button>
      </View>
    </View>
  )
}

export default observer(SecurityPage)
