import { View, Text } from '@tarojs/components'
import { Button, Cell, Input } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useMemo, useState } from 'react'
import PageState from '../../../components/PageState'
import { t } from '../../../locales'
import { routeByName } from '../../../routes'
import { useStores } from '../../../stores'
import { useLoad, usePageTitle } from '../../../utils/hooks'
import { navigateTo } from '../../../utils/nav'
import { filterByTitle, groupByCategory, loadHelpArticles } from './help'
import './index.scss'
import '../../../locales/content'

/** The help centre: help articles grouped by category, a search over their titles, and ways to ask a person. */
function BangzhuPage() {
  usePageTitle('bangzhu')
  const { locale } = useStores()
  const { data, loading, error, retryable, reload } = useLoad(loadHelpArticles, [locale.locale])
  const [query, setQuery] = useState('')
  const groups = useMemo(() => groupByCategory(filterByTitle(data ?? [], query)), [data, query])

  return (
    <View className='page page--plain bangzhu-page'>
      <View className='help-search'>
        <Input className='help-search__input' value={query} onChange={setQuery} placeholder={t('content.help.searchPh')} clearable />
      </View>

      <PageState loading={loading} error={error} onRetry={retryable ? () => void reload() : undefined} />
      {!loading && !error && data ? (
        groups.length === 0 ? (
          <PageState empty emptyText={query.trim() ? t('content.help.noMatch', { q: query.trim() }) : t('content.help.empty')} />
        ) : (
          groups.map((g) => (
            <View key={g.category ?? ''} className='card card--cells help-group'>
              <View className='help-group__head'>
                <Text className='help-group__title'>{g.category ?? t('content.help.otherCategory')}</Text>
                <Text className='help-group__count'>{t('content.help.count', { n: g.articles.length })}</Text>
              </View>
              {g.articles.map((a) => (
                <Cell key={a.id} className='help-article' title={a.title} clickable extra='›' onClick={() => void navigateTo('helpdetail', { id: a.id })} />
              ))}
            </View>
          ))
        )
      ) : null}

      <View className='card help-more'>
        <Text className='help-more__title'>{t('content.help.notFoundAnswer')}</Text>
        <View className='help-more__actions'>
          <Button type='primary' fill='outline' className='help-kefu' onClick={() => void navigateTo('contactkefu')}>
            {routeByName('contactkefu').title[locale.locale]}
          </Button>
          <Button type='primary' className='help-feedback' onClick={() => void navigateTo('fankui')}>
            {routeByName('fankui').title[locale.locale]}
          </Button>
        </View>
      </View>
    </View>
  )
}

export default observer(BangzhuPage)
