import { View, Text } from '@tarojs/components'
import { Button, Tag } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import type { ClaimStatus, CompensationClaim } from '../../../../contract/service'
import { openPdf } from '../../../components/ContractLink'
import OrderGoods from '../../../components/OrderGoods'
import { t, type MessageKey } from '../../../locales'
import { formatFen } from '../../../utils/format'
import { formatDate } from '../../../utils/date'
import { navigateTo } from '../../../utils/nav'
import { showError } from '../../../utils/toast'
import '../../../locales/service'
import '../../../locales/protection'

const TAG_TYPE: Record<ClaimStatus, 'warning' | 'success' | 'default'> = { submitted: 'warning', approved: 'success', rejected: 'default' }

/** The claim's evidence bundle (claim, listing, contract, handover log, trade-room transcript) as PDF. */
const downloadEvidence = (c: CompensationClaim) =>
  openPdf(`/need/claims/${c.id}/evidence.pdf`, `evidence-${c.claimNo}.pdf`, t('protect.evidence.failed'))

/** One of my claims: number and status, the order's listing, the reason, and the outcome when decided. */
function ClaimCard({ c }: { c: CompensationClaim }) {
  return (
    <View className={'card claim-card claim-card--' + c.status}>
      <View className='claim-card__head'>
        <Text className='claim-card__no'>{t('service.claim.no') + ' ' + c.claimNo}</Text>
        <Tag type={TAG_TYPE[c.status]} plain className={'claim-status claim-status--' + c.status}>
          {t(('service.claim.status.' + c.status) as MessageKey)}
        </Tag>
      </View>
      <OrderGoods goods={c.order.goods} order={c.order} onClick={() => void navigateTo('orderDetail', { id: c.order.id })} />
      <View className='claim-kv'>
        <Text className='claim-kv__k'>{t('service.claim.reason')}</Text>
        <Text className='claim-kv__v'>{t(('service.claim.reason.' + c.reason) as MessageKey)}</Text>
      </View>
      <View className='claim-kv'>
        <Text className='claim-kv__k'>{t('service.claim.cap')}</Text>
        <Text className='claim-kv__v'>{formatFen(c.cap)}</Text>
      </View>
      {c.dueAt && c.status === 'submitted' ? (
        <View className='claim-kv claim-card__due'>
          <Text className='claim-kv__k'>{t('protect.claim.due')}</Text>
          <Text className='claim-kv__v'>{formatDate(c.dueAt, true)}</Text>
        </View>
      ) : null}
      {c.paidAmount !== null ? (
        <View className='claim-kv'>
          <Text className='claim-kv__k'>{t('service.claim.paid')}</Text>
          <Text className='claim-kv__v claim-card__paid'>{formatFen(c.paidAmount)}</Text>
        </View>
      ) : null}
      {c.decisionNote ? (
        <View className='claim-kv'>
          <Text className='claim-kv__k'>{t('service.claim.note')}</Text>
          <Text className='claim-kv__v claim-card__note'>{c.decisionNote}</Text>
        </View>
      ) : null}
      <View className='claim-kv'>
        <Text className='claim-kv__k'>{t('service.claim.createdAt')}</Text>
        <Text className='claim-kv__v'>{formatDate(c.createdAt, true)}</Text>
      </View>
      <View className='claim-card__actions'>
        <Button size='small' type='primary' fill='outline' className='claim-evidence' onClick={() => void downloadEvidence(c).catch(showError)}>
          {t('protect.evidence.download')}
        </Button>
      </View>
    </View>
  )
}

export default observer(ClaimCard)
