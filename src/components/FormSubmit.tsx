import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'

interface Props {
  /** the form's current problem ('' when none): a bad field or the server's msg */
  message: string
  label: string
  loading: boolean
  onSubmit: () => void
}

/** The foot of every form: the message line above one full-width submit button. */
export default function FormSubmit({ message, label, loading, onSubmit }: Props) {
  return (
    <>
      {message ? <View className='form-error'>{message}</View> : null}
      <View className='form-actions'>
        <Button type='primary' block className='submit-btn' loading={loading} onClick={onSubmit}>
          {label}
        </Button>
      </View>
    </>
  )
}
