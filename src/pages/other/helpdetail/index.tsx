import { View, Text } from '@tarojs/components'
import { Cell } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { NoticeType } from '../../../../contract/types'
import { getNotice, listNotices } from '../../../api/notice'
import Article from '../../../components/Article'
import PageState from '../../../components/PageState'
import { t } from '../../../locales'
import { useLoad, usePageTitle, useQuery } from '../../../utils/hooks'
import { redirectTo } from '../../../utils/nav'
import './index.scss'
import '../../../locales/content'

const RELATED_MAX = 8

/** One help article (/index/other/helpdetail?id=), then the other articles of its category. */
function HelpDetailPage() {
  usePageTitle('helpdetail')
  const { id } = useQuery()
  const valid = !!id && /^\d+$/.test(id)
  const article = useLoad(
    () => (valid ? getNotice(id) : Promise.reject(new Error(t('content.help.notFound')))),
    [id],
    t('content.help.notFound'),
  )
  const category = article.data?.category ?? null
  // related articles are a bonus: without them (no category, or a failed load) the article stands alone
  const related = useLoad(
    () =>
      category
        ? listNotices(NoticeType.help, 1, RELATED_MAX + 1, category).then((p) => p.rows.filter((r) => String(r.id) !== id).slice(0, RELATED_MAX))
        : Promise.resolve([]),
    [category, id],
  )

  return (
    <View className='page page--plain helpdetail-page'>
      <PageState loading={article.loading} error={article.error} onRetry={valid && article.retryable ? () => void article.reload() : undefined} />
      {!article.loading && !article.error && article.data ? (
        <>
          <Article notice={article.data} />
          {related.data && related.data.length > 0 ? (
            <View className='card card--cells help-related'>
              <Text className='help-related__title'>{t('content.help.related')}</Text>
              {related.data.map((a) => (
                <Cell key={a.id} className='help-related__item' title={a.title} clickable extra='›' onClick={() => void redirectTo('helpdetail', { id: a.id })} />
              ))}
            </View>
          ) : null}
          <View className='help-back' onClick={() => void redirectTo('bangzhu')}>
            <Text className='link'>{t('content.help.back') + ' ›'}</Text>
          </View>
        </>
      ) : null}
    </View>
  )
}

export default observer(HelpDetailPage)
