/**
 * One image uploaded to the server (POST /api/upload/image, the app's own endpoint) for banners, game icons and
 * notice covers and pictures: the value is its '/api/uploads/<key>' URL, which the content and catalogue APIs
 * accept. Multipart bodies do not go through api.ts (JSON only), so this sends the same token headers itself and
 * reads the same envelope.
 */
import { useState } from 'react'
import { LoadingOutlined, PlusOutlined } from '@ant-design/icons'
import { message, Upload } from 'antd'
import type { UploadedImage } from '../../../contract/selling'
import type { Envelope } from '../../../contract/types'
import { getToken } from '../api'

/** Uploads one file; resolves with its URL, or rejects after showing the server's message. */
export async function uploadImageFile(file: File): Promise<string> {
  const token = getToken()
  const form = new FormData()
  form.append('file', file)
  let env: Envelope<UploadedImage> | null = null
  try {
    const res = await fetch('/api/upload/image', { method: 'POST', headers: { Token: token, Authorization: token, 'Accept-Language': 'zh-CN' }, body: form })
    env = (await res.json().catch(() => null)) as Envelope<UploadedImage> | null
  } catch {
    message.error('网络异常，图片未上传')
    throw new Error('network')
  }
  if (!env || env.code !== 200) {
    message.error(env?.msg || '图片上传失败')
    throw new Error(env?.msg || 'upload')
  }
  return env.data.url
}

export interface ImageUploadProps {
  value?: string | null
  onChange?: (url: string) => void
  /** the preview's size in px (square) */
  size?: number
  /** class of the box, for tests and layout */
  className?: string
}

/** A square picture box: click to choose an image; the preview shows the current value. */
export function ImageUpload({ value, onChange, size = 104, className }: ImageUploadProps) {
  const [busy, setBusy] = useState(false)
  return (
    <Upload
      className={className}
      accept="image/png,image/jpeg,image/webp,image/gif"
      listType="picture-card"
      showUploadList={false}
      customRequest={async ({ file, onSuccess, onError }) => {
        setBusy(true)
        try {
          const url = await uploadImageFile(file as File)
          onChange?.(url)
          onSuccess?.(url)
        } catch (e) {
          onError?.(e as Error)
        } finally {
          setBusy(false)
        }
      }}
    >
      {value ? (
        <img src={value} alt="" style={{ width: size, height: size, objectFit: 'contain' }} />
      ) : (
        <div>
          {busy ? <LoadingOutlined /> : <PlusOutlined />}
          <div style={{ marginTop: 8 }}>上传图片</div>
        </div>
      )}
    </Upload>
  )
}
