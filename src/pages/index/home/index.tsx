import { View, Text, Image } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { GameSummary, NoticeSummary } from '../../../../contract/types'
import { bootBanners, listPromotions } from '../../../api/goods'
import { bootAnnouncements, latestAnnouncements } from '../../../api/notice'
import BottomNav from '../../../components/BottomNav'
import Carousel from '../../../components/Carousel'
import GameGrid from '../../../components/GameGrid'
import LazySection from '../../../components/LazySection'
import NoticeTicker from '../../../components/NoticeTicker'
import SearchPanel from '../../../components/SearchPanel'
import { t, type MessageKey } from '../../../locales'
import type { RouteName } from '../../../routes'
import { useStores } from '../../../stores'
import { imgAlt } from '../../../utils/imgAlt'
import { useFirstScreenHandover } from '../../../utils/firstScreen'
import { useLoad, usePageTitle } from '../../../utils/hooks'
import { navigateTo } from '../../../utils/nav'
import { useLazyPart } from '../../../utils/lazyPart'
import { homeLowerPart } from './homeParts'
import { openLink } from './openLink'
import './index.scss'

/** The ways into trading, under the banner: buying, selling at one's own price, recycling, one's listings (icons in index.scss, by name). */
const QUICK: { name: RouteName; label: MessageKey }[] = [
  { name: 'accountOrder', label: 'home.quickBuy' },
  { name: 'sell', label: 'home.quickSell' },
  { name: 'sale', label: 'home.quickRecycle' },
  { name: 'MyProducts', label: 'home.quickMine' },
]

/** home under its first screen, once it nears the screen: its own chunk on H5 (homeParts.h5.ts) */
function Lower() {
  const Part = useLazyPart(homeLowerPart, true)
  return Part ? <Part /> : <View style={{ minHeight: Taro.pxTransform(600) }} />
}

/** Home: search, banners, quick entries, announcements, the game grid, featured listings, the latest deals and 猜你喜欢. */
function HomePage() {
  usePageTitle('home')
  const mayDraw = useFirstScreenHandover()
  const { catalog, locale } = useStores()
  // the first screen's data may have come with the page (server/lib/h5-page.ts): then it is in the first frame
  const [searchInput, setSearchInput] = useState(catalog.searchText)
  const banners = useLoad(() => listPromotions('banner'), [locale.locale], undefined, bootBanners)
  // a failed load leaves the ticker's label, which still leads to every announcement
  const notices: NoticeSummary[] = useLoad(latestAnnouncements, [locale.locale], undefined, bootAnnouncements).data?.rows ?? []

  useEffect(() => {
    void catalog.loadGames()
  }, [locale.locale])

  const openNotice = (id: number) => void navigateTo('newsDetail', { id })

  // the home search covers every game (a game tapped earlier would otherwise narrow it unseen)
  const search = (text: string) => {
    catalog.setSearchText(text.trim())
    catalog.setCurrentGameName('')
    void navigateTo('goodList')
  }

  const openGame = (g: GameSummary) => {
    catalog.setCurrentGameName(g.name)
    void navigateTo('goodList', { gameId: g.id })
  }

  // the server's drawing of this screen is up meanwhile (utils/firstScreen.ts)
  if (!mayDraw) return <View className='page home-page' />

  return (
    <View className='page home-page'>
      <View className='home-hero'>
        <Text className='home-hero__title'>{t('app.name')}</Text>
        <SearchPanel
          className='home-search'
          placeholder={t('home.searchPh')}
          value={searchInput}
          onChange={setSearchInput}
          onSearch={search}
          onPickGame={openGame}
        />
      </View>

      {/* while the banners load, their box keeps its place, so nothing under it jumps when they arrive */}
      {banners.loading && !banners.data ? <View className='home-banner home-banner--loading' /> : null}
      {banners.data && banners.data.length > 0 ? (
        <Carousel
          className='home-banner'
          dots
          autoplayMs={4000}
          keyOf={(i) => banners.data![i].id}
          slides={banners.data.map((b, i) => (
            <View key={b.id} className='home-banner__item' onClick={() => openLink(b.link)}>
              {/* the words are the promotion's, in the reader's language, over the artwork (the image is only
                  a background, so screen readers skip it). The first banner is the largest thing on the first
                  screen: never lazy */}
              <Image className='home-banner__img' src={b.image} mode='aspectFill' lazyLoad={i > 0} {...imgAlt('', i === 0 ? 'high' : undefined)} />
              <View className='home-banner__words'>
                <Text className='home-banner__title'>{b.title}</Text>
                {b.subtitle ? <Text className='home-banner__subtitle'>{b.subtitle}</Text> : null}
              </View>
            </View>
          ))}
        />
      ) : null}

      <View className='card home-quick'>
        {QUICK.map((q) => (
          <View key={q.name} className={'home-quick__item quick-' + q.name} onClick={() => void navigateTo(q.name)}>
            <View className='home-quick__glyph'>
              <View className={'home-quick__icon home-quick__icon--' + q.name} />
            </View>
            <Text className='home-quick__label'>{t(q.label)}</Text>
          </View>
        ))}
      </View>

      {/* the latest announcements, and always the way to all of them */}
      <View className='home-notice'>
        <View className='home-notice__bar'>
          {notices.length === 0 ? (
            <Text className='home-notice__label' onClick={() => void navigateTo('gonggao')}>
              {t('nav.notice')}
            </Text>
          ) : (
            <NoticeTicker items={notices} onOpen={openNotice} />
          )}
        </View>
        <Text className='home-notice__all' onClick={() => void navigateTo('gonggao')}>
          {t('home.more')} ›
        </Text>
      </View>

      <View className='section-title section-title--row'>
        <Text>{t('home.games')}</Text>
        <Text className='section-title__more all-games' onClick={() => void navigateTo('accountOrder')}>
          {t('home.allGames')} ›
        </Text>
      </View>
      <GameGrid cards activeId={catalog.findGame(catalog.currentGameName)?.id} onPick={openGame} />

      {/* under the first screen: drawn as it nears the screen (H5), with its data asked for then */}
      <LazySection minHeight={600}>
        <Lower />
      </LazySection>

      <BottomNav current='home' />
    </View>
  )
}

export default observer(HomePage)
