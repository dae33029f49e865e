/**
 * 编辑公告 (admins): a notice, news item, help article or document with the rich-text editor. New at
 * /content/notices/new, existing at /content/notices/:id.
 * The server sanitises the HTML and checks title, category and cover; its message shows when it refuses.
 */
import { useEffect, useState } from 'react'
import { PageContainer } from '@ant-design/pro-components'
import { Button, Card, Checkbox, Form, Input, message, Select, Space, Spin } from 'antd'
import { useNavigate, useParams } from 'react-router-dom'
import { NOTICE_CATEGORY_MAX, NOTICE_TITLE_MAX } from '../../../../contract/rules'
import type { AdminNotice, NoticeInput } from '../../../../contract/service'
import type { NoticeTypeValue } from '../../../../contract/types'
import { api } from '../../api'
import { ImageUpload } from '../../components/ImageUpload'
import { RichTextEditor } from '../../components/RichTextEditor'
import { NOTICE_TYPE } from './labels'

interface FormValues {
  noticeType: NoticeTypeValue
  title: string
  category?: string
  cover?: string | null
  pinned: boolean
  published: boolean
  content: string
}

export default function NoticeEditor() {
  const { id } = useParams()
  const editing = id !== undefined && id !== 'new'
  const navigate = useNavigate()
  const [form] = Form.useForm<FormValues>()
  const [initial, setInitial] = useState<FormValues | null>(editing ? null : { noticeType: '1', title: '', pinned: false, published: true, content: '' })
  const [missing, setMissing] = useState(false)
  const [busy, setBusy] = useState(false)
  const type = Form.useWatch('noticeType', form)

  useEffect(() => {
    if (!editing) return
    void api.get<AdminNotice>(`/admin/notices/${id}`, undefined, { silent: true }).then((n) => {
      setInitial({ noticeType: n.noticeType, title: n.title, category: n.category ?? undefined, cover: n.cover, pinned: n.pinned, published: n.published, content: n.content })
    }, () => setMissing(true))
  }, [editing, id])

  const save = async () => {
    const v = await form.validateFields()
    const body: NoticeInput = {
      noticeType: v.noticeType,
      title: v.title,
      content: v.content ?? '',
      category: v.noticeType === '3' ? v.category?.trim() || null : null,
      cover: v.cover || null,
      pinned: v.pinned,
      published: v.published,
    }
    setBusy(true)
    try {
      if (editing) await api.put(`/admin/notices/${id}`, body)
      else await api.post('/admin/notices', body)
      message.success(v.published ? '已保存并发布' : '已保存为草稿')
      navigate('/content/notices')
    } finally {
      setBusy(false)
    }
  }

  return (
    <PageContainer title={editing ? '编辑内容' : '新建内容'} onBack={() => navigate('/content/notices')}>
      <Card>
        {missing ? (
          <span>内容不存在或已删除</span>
        ) : !initial ? (
          <Spin />
        ) : (
          <Form form={form} layout="vertical" initialValues={initial} className="notice-form" style={{ maxWidth: 960 }}>
            <Space size="large" align="start" wrap>
              <Form.Item name="noticeType" label="类型" rules={[{ required: true }]}>
                <Select className="notice-type" style={{ width: 180 }} options={Object.entries(NOTICE_TYPE).map(([value, label]) => ({ value, label }))} />
              </Form.Item>
              {type === '3' ? (
                <Form.Item name="category" label="帮助分类" rules={[{ max: NOTICE_CATEGORY_MAX, message: `分类最多${NOTICE_CATEGORY_MAX}个字` }]}>
                  <Input placeholder="如 买号指南" style={{ width: 200 }} />
                </Form.Item>
              ) : null}
              <Form.Item name="pinned" label="置顶" valuePropName="checked">
                <Checkbox>置顶显示</Checkbox>
              </Form.Item>
              <Form.Item name="published" label="发布" valuePropName="checked">
                <Checkbox className="notice-published">保存后立即发布</Checkbox>
              </Form.Item>
            </Space>
            <Form.Item
              name="title"
              label="标题"
              rules={[
                { required: true, whitespace: true, message: '请填写标题' },
                { max: NOTICE_TITLE_MAX, message: `标题最多${NOTICE_TITLE_MAX}个字` },
              ]}
            >
              <Input className="notice-title" />
            </Form.Item>
            <Form.Item name="cover" label="封面（可选）">
              <ImageUpload />
            </Form.Item>
            <Form.Item name="content" label="正文" rules={[{ required: true, message: '请填写正文' }]}>
              <RichTextEditor />
            </Form.Item>
            <Space>
              <Button type="primary" className="notice-save" loading={busy} onClick={() => void save()}>
                保存
              </Button>
              <Button onClick={() => navigate('/content/notices')}>取消</Button>
            </Space>
          </Form>
        )}
      </Card>
    </PageContainer>
  )
}
