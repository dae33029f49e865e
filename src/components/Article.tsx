import { View, Text } from '@tarojs/components'
import type { NoticeDetail } from '../../contract/types'
import { formatDate } from '../utils/date'
import RichContent from './RichContent'
import './Article.scss'

/** A notice shown in full: title, publication date, sanitised rich content. */
export default function Article({ notice, withTime = false }: { notice: NoticeDetail; withTime?: boolean }) {
  return (
    <View className='card article'>
      <Text className='article__title'>{notice.title}</Text>
      <Text className='article__meta'>{formatDate(notice.publishedAt, withTime)}</Text>
      <RichContent html={notice.content} />
    </View>
  )
}
