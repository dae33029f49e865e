import { Text, View } from '@tarojs/components'
import { getListingInspection } from '../../api/inspection'
import { t } from '../../locales'
import '../../locales/inspection'
import { formatDate } from '../../utils/date'
import { useLoad } from '../../utils/hooks'
import { navigateTo } from '../../utils/nav'
import './InspectionLink.scss'

/**
 * The listing's official inspection (官方验号) as a link to its report, in the trade room and in the handover
 * checklist (`tip`: what the buyer checks against it before confirming). Nothing when the listing has none.
 */
export default function InspectionLink({ goodsId, tip = false }: { goodsId: number; tip?: boolean }) {
  const { data } = useLoad(() => (goodsId ? getListingInspection(goodsId) : Promise.resolve(null)), [goodsId])
  if (!data) return null
  return (
    <View className={'inspection-link' + (tip ? ' inspection-link--handover' : '')} onClick={() => void navigateTo('inspectionReport', { id: data.id })}>
      <Text className='inspection-link__mark'>{t('inspection.badge')}</Text>
      <Text className='inspection-link__text'>
        {t('inspection.badgeDate', { date: formatDate(data.publishedAt) })} · {t('inspection.open')} ›
      </Text>
      {tip ? <Text className='muted inspection-link__tip'>{t('inspection.handoverTip')}</Text> : null}
    </View>
  )
}
