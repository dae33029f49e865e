import Taro from '@tarojs/taro'
import { t } from '../locales'

const BRAND = '#ff6a00'

/** A confirm/cancel dialog in the app's style; resolves true on confirm. */
export async function confirm(content: string): Promise<boolean> {
  const res = await Taro.showModal({
    title: '',
    content,
    showCancel: true,
    confirmText: t('common.confirm'),
    cancelText: t('common.cancel'),
    confirmColor: BRAND,
  })
  return !!res?.confirm
}

/** A notice with one button, for what the user must not miss (e.g. contact details hidden in a chat message). */
export async function inform(content: string): Promise<void> {
  await Taro.showModal({ title: '', content, showCancel: false, confirmText: t('common.confirm'), confirmColor: BRAND }).catch(() => undefined)
}
