import { View, Text } from '@tarojs/components'
import { useEffect, useState } from 'react'
import './NoticeTicker.scss'

interface Props {
  items: { id: number; title: string }[]
  /** ms each line stays before the next rolls in */
  intervalMs?: number
  onOpen: (id: number) => void
}

/**
 * One announcement line at a time, rolling up to the next every few seconds (home). Replaces NutUI's NoticeBar
 * there, which measured its rows through the selector-query API and brought icons and about 5 KB gzip onto the
 * home page's first load.
 */
export default function NoticeTicker({ items, intervalMs = 3000, onOpen }: Props) {
  const [index, setIndex] = useState(0)
  useEffect(() => {
    setIndex(0)
    if (items.length < 2) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % items.length), intervalMs)
    return () => clearInterval(timer)
  }, [items, intervalMs])

  return (
    <View className='notice-ticker'>
      <View className='notice-ticker__icon' />
      <View className='notice-ticker__window'>
        {items.map((n, i) => (
          <Text
            key={n.id}
            className={'notice-ticker__line' + (i === index ? ' notice-ticker__line--on' : i === (index + items.length - 1) % items.length ? ' notice-ticker__line--out' : '')}
            onClick={() => onOpen(n.id)}
          >
            {n.title}
          </Text>
        ))}
      </View>
    </View>
  )
}
