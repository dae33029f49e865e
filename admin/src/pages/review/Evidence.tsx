/** Evidence pictures (a claim's, a dispute's, a report's) as thumbnails that open in antd's viewer. */
import { Image, Space, Typography } from 'antd'

export function Evidence({ images, size = 64 }: { images: string[]; size?: number }) {
  if (images.length === 0) return <Typography.Text type="secondary">无图片</Typography.Text>
  return (
    <Image.PreviewGroup>
      <Space size={6} wrap>
        {images.map((src) => (
          <Image key={src} src={src} width={size} height={size} style={{ objectFit: 'cover', borderRadius: 4 }} alt="证据图片" />
        ))}
      </Space>
    </Image.PreviewGroup>
  )
}
