import { View, Text } from '@tarojs/components'
import { Cell } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { NoticeType } from '../../../../contract/types'
import { getNoticeDocument } from '../../../api/notice'
import Article from '../../../components/Article'
import PageState from '../../../components/PageState'
import { t, type MessageKey } from '../../../locales'
import { routeByName, type RouteName } from '../../../routes'
import { useStores } from '../../../stores'
import { useLoad, usePageTitle } from '../../../utils/hooks'
import { navigateTo } from '../../../utils/nav'
import './index.scss'
import '../../../locales/content'

const FACTS = ['escrow', 'realname', 'compensation', 'service'] as const
const FACT_ICONS: Record<(typeof FACTS)[number], string> = { escrow: '◆', realname: '✔', compensation: '¥', service: '☏' }
const LINKS: RouteName[] = ['security', 'baopei', 'contactkefu']

/** About us: the about document (type '6'), what the platform guarantees, and where to read more. */
function JieshaoPage() {
  usePageTitle('jieshao')
  const { locale } = useStores()
  const doc = useLoad(() => getNoticeDocument(NoticeType.about), [locale.locale])

  return (
    <View className='page page--plain jieshao-page'>
      <PageState loading={doc.loading} error={doc.error} onRetry={doc.retryable ? () => void doc.reload() : undefined} />
      {!doc.loading && !doc.error && doc.data ? <Article notice={doc.data} /> : null}

      <View className='card about-facts'>
        <Text className='card-title'>{t('content.about.facts')}</Text>
        <View className='about-facts__grid'>
          {FACTS.map((k) => (
            <View key={k} className={'about-fact about-fact--' + k}>
              <Text className='about-fact__icon'>{FACT_ICONS[k]}</Text>
              <Text className='about-fact__title'>{t(('content.about.fact.' + k) as MessageKey)}</Text>
              <Text className='about-fact__text'>{t(('content.about.fact.' + k + 'Text') as MessageKey)}</Text>
            </View>
          ))}
        </View>
      </View>

      <View className='card card--cells about-links'>
        <Text className='about-links__title'>{t('content.about.links')}</Text>
        {LINKS.map((name) => (
          <Cell key={name} className={'about-link about-link--' + name} title={routeByName(name).title[locale.locale]} clickable extra='›' onClick={() => void navigateTo(name)} />
        ))}
      </View>
    </View>
  )
}

export default observer(JieshaoPage)
