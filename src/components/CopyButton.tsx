import { Button } from '@nutui/nutui-react-taro'
import { t } from '../locales'
import { copyText } from '../utils/toast'
import PrivacySheet from './PrivacySheet'
import '../locales/service'

/** Copies `value` to the clipboard and says so (contactkefu and meiti rows). */
export default function CopyButton({ value, className }: { value: string; className?: string }) {
  const copy = () => void copyText(value, t('service.copied'))
  return (
    <>
      <PrivacySheet />
      <Button size='small' fill='outline' type='primary' className={'copy-btn ' + (className ?? '')} onClick={copy}>
        {t('service.copy')}
      </Button>
    </>
  )
}
