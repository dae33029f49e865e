import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { apiBase, getToken } from '../api/request'
import { t } from '../locales'
import '../locales/protection'
import { showError } from '../utils/toast'

/**
 * A PDF the API serves to the caller's token (a contract, an evidence bundle). H5: fetched with the token and saved
 * through a link; mini program: Taro.downloadFile then Taro.openDocument.
 */
export async function openPdf(path: string, name: string, failed: string): Promise<void> {
  const url = `${apiBase()}${path}`
  const token = getToken()
  if (process.env.TARO_ENV === 'h5') {
    const res = await fetch(url, { headers: { Token: token, Authorization: token } })
    if (!res.ok) throw new Error(failed)
    const href = URL.createObjectURL(await res.blob())
    const a = document.createElement('a')
    a.href = href
    a.download = name
    document.body.appendChild(a)
    a.click()
    a.remove()
    setTimeout(() => URL.revokeObjectURL(href), 10_000)
    return
  }
  const file = await Taro.downloadFile({ url, header: { Token: token, Authorization: token } })
  if (file.statusCode !== 200) throw new Error(failed)
  await Taro.openDocument({ filePath: file.tempFilePath, fileType: 'pdf', showMenu: true })
}

/** The order's trade contract as PDF (GET /need/order/{id}/contract.pdf, a party's token). */
export const openContract = (orderId: number) => openPdf(`/need/order/${orderId}/contract.pdf`, `contract-${orderId}.pdf`, t('protect.contract.failed'))

export default function ContractLink({ orderId }: { orderId: number }) {
  return (
    <View className='card contract-card'>
      <Text className='card-title'>{t('protect.contract.title')}</Text>
      <Text className='muted contract-card__tip'>{t('protect.contract.tip')}</Text>
      <Text className='link contract-link' onClick={() => void openContract(orderId).catch(showError)}>
        {t('protect.contract.download')}
      </Text>
    </View>
  )
}
