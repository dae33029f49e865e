import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { t, type MessageKey } from '../locales'
import type { RouteName } from '../routes'
import { navigateTo, reLaunch } from '../utils/nav'
import LightButton from './LightButton'
import './PageState.scss'

/** Where an empty list sends the user: 去逛逛 (home), 去出售, 去估价; or a list's own action (清除条件, 去领取). */
export type EmptyAction = 'browse' | 'sell' | 'recycle' | { label: string; onClick: () => void }

const PRESETS: Record<Exclude<EmptyAction, object>, { label: MessageKey; to: RouteName }> = {
  browse: { label: 'empty.browse', to: 'home' },
  sell: { label: 'empty.sell', to: 'sell' },
  recycle: { label: 'empty.recycle', to: 'sale' },
}

function actionOf(action: EmptyAction): { label: string; onClick: () => void } {
  if (typeof action === 'object') return action
  const p = PRESETS[action]
  // home starts a fresh stack (it is a tab); the others are opened on top, so back returns to the list
  return { label: t(p.label), onClick: () => void (p.to === 'home' ? reLaunch('home') : navigateTo(p.to)) }
}

interface Props {
  loading?: boolean
  error?: string
  empty?: boolean
  emptyText?: string
  /** the way on from an empty list */
  emptyAction?: EmptyAction
  onRetry?: () => void
}

/**
 * Loading, error (with retry, or a way home) and empty states of a page section; renders nothing when there is
 * content. Empty shows a picture, the list's sentence and, when given, the way on.
 */
function PageState({ loading, error, empty, emptyText, emptyAction, onRetry }: Props) {
  if (loading) {
    return (
      <View className='page-state page-state--loading'>
        <View className='page-state__spinner' />
        <Text className='page-state__text'>{t('common.loading')}</Text>
      </View>
    )
  }
  if (error) {
    return (
      <View className='page-state page-state--error'>
        <Text className='page-state__text'>{error}</Text>
        {onRetry ? (
          <LightButton size='small' fill='outline' className='page-state__retry' onClick={onRetry}>
            {t('common.retry')}
          </LightButton>
        ) : (
          // nothing to retry (a missing listing, order or notice): a way out, since H5 pages have no back bar
          <LightButton size='small' fill='outline' className='page-state__home' onClick={() => void reLaunch('home')}>
            {t('common.backHome')}
          </LightButton>
        )}
      </View>
    )
  }
  if (empty) {
    const action = emptyAction ? actionOf(emptyAction) : null
    return (
      <View className='page-state page-state--empty'>
        <View className='page-state__pic' />
        <Text className='page-state__text'>{emptyText ?? t('common.empty')}</Text>
        {action ? (
          <LightButton size='small' className='page-state__action' onClick={action.onClick}>
            {action.label}
          </LightButton>
        ) : null}
      </View>
    )
  }
  return null
}

export default observer(PageState)
