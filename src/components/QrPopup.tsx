import { View, Text } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import QrCode from './QrCode'
import { t } from '../locales'
import './QrPopup.scss'
import '../locales/service'

export interface QrTarget {
  title: string
  /** what the code holds */
  text: string
  /** shown under the code (the number or handle to search for) */
  caption: string
}

/** A QR code in a centred popup, with what it is for (contactkefu and meiti). */
export default function QrPopup({ target, onClose }: { target: QrTarget | null; onClose: () => void }) {
  return (
    <Popup visible={!!target} position='center' round closeable onClose={onClose}>
      {target ? (
        <View className='qr-popup'>
          <Text className='qr-popup__title'>{target.title}</Text>
          <QrCode text={target.text} size={400} />
          <Text className='qr-popup__caption'>{target.caption}</Text>
          <Text className='qr-popup__tip'>{t('service.qrTip')}</Text>
        </View>
      ) : null}
    </Popup>
  )
}
