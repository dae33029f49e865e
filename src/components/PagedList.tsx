import { View, Text } from '@tarojs/components'
import { Loading } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { t } from '../locales'
import type { PagedList as PagedListState } from '../utils/usePagedList'
import PageState, { type EmptyAction } from './PageState'
import './PagedList.scss'

interface Props<T> {
  list: PagedListState<T>
  renderItem: (row: T, index: number) => ReactNode
  keyOf: (row: T) => string | number
  emptyText?: string
  /** the way on from an empty list (去逛逛, 去出售, ...) */
  emptyAction?: EmptyAction
  className?: string
}

/**
 * The rows of a usePagedList plus its states: first-page loading / error / empty through PageState, then a footer
 * that loads the next page when the page is scrolled to the bottom (Taro onReachBottom, H5 and mini program) or
 * tapped (a first page shorter than the screen cannot be scrolled), shows a failed page's error with a retry, and
 * says when there is no more (or no more that the server pages to: then how to see the rest).
 */
function PagedList<T>({ list, renderItem, keyOf, emptyText, emptyAction, className }: Props<T>) {
  // through the Taro object (not a named import) so page tests can stand in for the page lifecycle
  Taro.useReachBottom(() => {
    if (!list.error) void list.loadMore()
  })
  const { rows, loading, error, finished, retryable } = list
  if (rows.length === 0) {
    return (
      <PageState
        loading={loading}
        error={error}
        empty={!loading && !error}
        emptyText={emptyText}
        emptyAction={emptyAction}
        onRetry={retryable ? () => void list.reload() : undefined}
      />
    )
  }
  return (
    <View className={'paged-list' + (className ? ' ' + className : '')}>
      {rows.map((row, i) => (
        <View key={keyOf(row)} className='paged-list__item'>
          {renderItem(row, i)}
        </View>
      ))}
      <View
        className={'paged-list__footer' + (error ? ' paged-list__footer--error' : '')}
        onClick={!loading && !finished && (!error || retryable) ? () => void list.loadMore() : undefined}
      >
        {loading ? (
          <>
            <Loading type='spinner' />
            <Text className='paged-list__text'>{t('common.loading')}</Text>
          </>
        ) : error ? (
          <Text className='paged-list__text'>{error + (retryable ? ' · ' + t('common.retry') : '')}</Text>
        ) : finished ? (
          <Text className='paged-list__text'>{list.capped ? t('common.capped', { n: rows.length }) : t('common.noMore')}</Text>
        ) : (
          <Text className='paged-list__text paged-list__more'>{t('common.loadMore')}</Text>
        )}
      </View>
    </View>
  )
}

export default observer(PagedList) as <T>(props: Props<T>) => JSX.Element
