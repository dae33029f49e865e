import { Text, View } from '@tarojs/components'
import type { ListingProtection } from '../../contract/types'
import { t } from '../locales'
import '../locales/inspection'
import { formatDate } from '../utils/date'
import { navigateTo } from '../utils/nav'
import './ProtectionCard.scss'

/**
 * 官方验号 and the 找回 risk of a listing (goods detail): the badge with the date and what was checked, opening the
 * report; the risk as the server words it ("此账号找回风险较低，包赔费 6 %"). Nothing when neither is known.
 */
export default function ProtectionCard({ protection }: { protection: ListingProtection }) {
  const { inspection, risk } = protection
  if (!inspection && !risk) return null
  return (
    <View className='card protection-card'>
      {inspection ? (
        <View className='inspection-badge' onClick={() => void navigateTo('inspectionReport', { id: inspection.id })}>
          <View className='inspection-badge__head'>
            <Text className={'inspection-badge__mark' + (inspection.passed ? '' : ' inspection-badge__mark--differs')}>{t('inspection.badge')}</Text>
            <Text className='inspection-badge__date'>{t('inspection.badgeDate', { date: formatDate(inspection.publishedAt) })}</Text>
            <Text className='inspection-badge__open'>{t('inspection.open')} ›</Text>
          </View>
          <Text className='muted inspection-badge__result'>{inspection.passed ? t('inspection.passed') : t('inspection.differs')}</Text>
          <Text className='muted inspection-badge__checked'>{t('inspection.checked', { items: inspection.checked.join('、') })}</Text>
        </View>
      ) : null}
      {risk ? <Text className={'risk-line risk-line--' + risk.level}>{risk.summary}</Text> : null}
    </View>
  )
}
