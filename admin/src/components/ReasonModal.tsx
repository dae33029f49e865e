/**
 * Asks for the required reason of a decision (驳回, 下架, 封禁...) before it is sent. The length rule is the API's
 * (contract/rules.ts REVIEW_REASON_MIN..MAX), so the form refuses what the server would; the server's own refusal
 * still shows through api.ts and keeps the modal open with what was typed.
 */
import { useState } from 'react'
import { Form, Input, Modal } from 'antd'
import { REVIEW_REASON_MAX, REVIEW_REASON_MIN } from '../../../contract/rules'

export interface ReasonModalProps {
  open: boolean
  title: string
  /** the field's label, e.g. 驳回原因 */
  label: string
  /** what the reason is for, shown above the field (e.g. "卖家将在我的商品和消息中看到此原因") */
  hint?: string
  okText?: string
  danger?: boolean
  /** sends the decision; the modal closes when it resolves and stays open when it rejects */
  onSubmit: (reason: string) => Promise<unknown>
  onClose: () => void
}

export function ReasonModal({ open, title, label, hint, okText = '确定', danger, onSubmit, onClose }: ReasonModalProps) {
  const [form] = Form.useForm<{ reason: string }>()
  const [busy, setBusy] = useState(false)

  const submit = async () => {
    const { reason } = await form.validateFields()
    setBusy(true)
    try {
      await onSubmit(reason.trim())
      form.resetFields()
      onClose()
    } catch {
      /* api.ts showed the server's message; the reason stays for another try */
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="取消"
      okButtonProps={{ danger, loading: busy }}
      onOk={submit}
      onCancel={() => {
        form.resetFields()
        onClose()
      }}
      destroyOnHidden
    >
      {hint && <p style={{ color: 'rgba(0,0,0,0.55)', marginTop: 0 }}>{hint}</p>}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={label}
          rules={[
            {
              validator: (_, v: string | undefined) => {
                const n = Array.from((v ?? '').trim()).length
                return n >= REVIEW_REASON_MIN && n <= REVIEW_REASON_MAX
                  ? Promise.resolve()
                  : Promise.reject(new Error(`请填写${REVIEW_REASON_MIN}-${REVIEW_REASON_MAX}个字的${label}`))
              },
            },
          ]}
        >
          <Input.TextArea rows={4} maxLength={REVIEW_REASON_MAX} showCount placeholder={`请输入${label}`} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  )
}
