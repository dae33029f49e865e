import { View, Text, Image } from '@tarojs/components'
import { NoticeBar } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { NoticeType, type NoticeSummary } from '../../../../contract/types'
import { listNotices } from '../../../api/notice'
import BottomNav from '../../../components/BottomNav'
import PageState from '../../../components/PageState'
import { t } from '../../../locales'
import { useStores } from '../../../stores'
import { usePageTitle } from '../../../utils/hooks'
import { navigateTo } from '../../../utils/nav'
import './index.scss'

/** Home: the newest announcements and the game grid (listings come with their own issue). */
function HomePage() {
  usePageTitle('home')
  const { catalog, locale } = useStores()
  const [notices, setNotices] = useState<NoticeSummary[]>([])

  useEffect(() => {
    listNotices(NoticeType.announcement, 1, 5)
      .then((page) => setNotices(page.rows))
      .catch(() => setNotices([]))
    void catalog.loadGames()
  }, [locale.locale])

  const openNotice = (title: string) => {
    const n = notices.find((x) => x.title === title)
    if (n) void navigateTo('newsDetail', { id: n.id })
  }

  return (
    <View className='page home-page'>
      <View className='home-hero'>
        <Text className='home-hero__title'>{t('app.name')}</Text>
      </View>

      {notices.length > 0 ? (
        <View className='home-notice' onClick={notices.length === 1 ? () => openNotice(notices[0].title) : undefined}>
          {notices.length === 1 ? (
            <NoticeBar content={notices[0].title} scrollable={false} />
          ) : (
            <NoticeBar
              direction='vertical'
              list={notices.map((n) => n.title)}
              speed={10}
              duration={3000}
              onItemClick={(_e: unknown, value: unknown) => openNotice(String(value))}
            />
          )}
        </View>
      ) : null}

      <View className='section-title'>{t('home.games')}</View>
      <PageState
        loading={catalog.loading && catalog.gameTypeList.length === 0}
        error={catalog.gameTypeList.length === 0 ? catalog.error : ''}
        empty={!catalog.loading && !catalog.error && catalog.gameTypeList.length === 0}
        emptyText={t('home.noGames')}
        onRetry={() => void catalog.loadGames()}
      />
      {catalog.currentGameName ? (
        <View className='home-selected'>{t('home.selected', { name: catalog.currentGameName })}</View>
      ) : null}
      {catalog.gameTypeList.map((group) => (
        <View key={group.type} className='card game-group'>
          <Text className='game-group__title'>{group.typeName}</Text>
          <View className='game-grid'>
            {group.games.map((g) => (
              <View
                key={g.id}
                className={'game-grid__item' + (catalog.currentGameName === g.name ? ' game-grid__item--active' : '')}
                onClick={() => catalog.setCurrentGameName(g.name)}
              >
                <Image className='game-grid__icon' src={g.icon} mode='aspectFill' />
                <Text className='game-grid__name'>{g.name}</Text>
              </View>
            ))}
          </View>
        </View>
      ))}
      {catalog.error && catalog.gameTypeList.length > 0 ? <View className='tip'>{catalog.error}</View> : null}

      <BottomNav current='home' />
    </View>
  )
}

export default observer(HomePage)
