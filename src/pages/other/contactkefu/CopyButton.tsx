import { Button } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { t } from '../../../locales'
import { showError, showMessage } from '../../../utils/toast'
import '../../../locales/service'

/** Copies `value` to the clipboard and says so (contactkefu and meiti rows). */
export default function CopyButton({ value, className }: { value: string; className?: string }) {
  const copy = () =>
    Taro.setClipboardData({ data: value })
      .then(() => showMessage(t('service.copied')))
      .catch(showError)
  return (
    <Button size='small' fill='outline' type='primary' className={'copy-btn ' + (className ?? '')} onClick={() => void copy()}>
      {t('service.copy')}
    </Button>
  )
}
