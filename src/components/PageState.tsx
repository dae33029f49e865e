import { View, Text } from '@tarojs/components'
import { Button, Loading } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { t } from '../locales'
import { reLaunch } from '../utils/nav'
import './PageState.scss'

interface Props {
  loading?: boolean
  error?: string
  empty?: boolean
  emptyText?: string
  onRetry?: () => void
}

/** Loading, error (with retry, or a way home) and empty states of a page section; renders nothing when there is content. */
function PageState({ loading, error, empty, emptyText, onRetry }: Props) {
  if (loading) {
    return (
      <View className='page-state page-state--loading'>
        <Loading type='spinner' />
        <Text className='page-state__text'>{t('common.loading')}</Text>
      </View>
    )
  }
  if (error) {
    return (
      <View className='page-state page-state--error'>
        <Text className='page-state__text'>{error}</Text>
        {onRetry ? (
          <Button size='small' fill='outline' type='primary' className='page-state__retry' onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : (
          // nothing to retry (a missing listing, order or notice): a way out, since H5 pages have no back bar
          <Button size='small' fill='outline' type='primary' className='page-state__home' onClick={() => void reLaunch('home')}>
            {t('common.backHome')}
          </Button>
        )}
      </View>
    )
  }
  if (empty) {
    return (
      <View className='page-state page-state--empty'>
        <Text className='page-state__text'>{emptyText ?? t('common.empty')}</Text>
      </View>
    )
  }
  return null
}

export default observer(PageState)
