import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import { acceptContract, getContract } from '../../api/protection'
import { t } from '../../locales'
import '../../locales/protection'
import { showError } from '../../utils/toast'
import { openContract } from '../ContractLink'
import type { Runner } from './runner'

/**
 * 签署交易合同, the seller's first item of the handover: the server refuses their step marks until they signed
 * (handover/service.ts markDone). Orders from before contracts have none (404): nothing is shown.
 */
export default function SignContract({ orderId, busy, run }: { orderId: number; busy: boolean; run: Runner }) {
  const [signedAt, setSignedAt] = useState<string | null | undefined>(undefined)
  useEffect(() => {
    getContract(orderId)
      .then((c) => setSignedAt(c.sellerAcceptedAt))
      .catch(() => setSignedAt(undefined))
  }, [orderId])
  if (signedAt === undefined) return null
  const sign = () =>
    void run(async () => setSignedAt((await acceptContract(orderId)).sellerAcceptedAt), 'protect.contract.signed')
  return (
    <View className={'ho-step ho-contract ' + (signedAt ? 'ho-step--confirmed' : 'ho-step--pending')}>
      <View className='ho-step__head'>
        <Text className='ho-step__name'>{t('protect.contract.sign')}</Text>
        {signedAt ? <Text className='ho-step__state ho-step__state--confirmed'>{t('protect.contract.signed')}</Text> : null}
      </View>
      {signedAt ? null : <Text className='ho-step__who'>{t('protect.contract.signTip')}</Text>}
      <View className='ho-step__actions'>
        <Button size='small' type='primary' fill='outline' className='ho-contract-read' onClick={() => void openContract(orderId).catch(showError)}>
          {t('protect.contract.read')}
        </Button>
        {signedAt ? null : (
          <Button size='small' type='primary' className='ho-contract-sign' disabled={busy} onClick={sign}>
            {t('protect.contract.accept')}
          </Button>
        )}
      </View>
    </View>
  )
}
