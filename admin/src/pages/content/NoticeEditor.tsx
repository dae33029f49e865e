/**
 * 编辑公告 (admins): a notice, news item, help article or document with the rich-text editor. New at
 * /content/notices/new, existing at /content/notices/:id.
 * The server sanitises the HTML and checks title, category and cover; its message shows when it refuses.
 * The English version (title, help category, content) is a second tab beside the Chinese: each field may stay
 * empty, and English readers then see the Chinese one. Only one tab's editor is mounted at a time (the form keeps
 * the other's values), so the page has a single rich-text editor.
 */
import { useEffect, useState } from 'react'
import { PageContainer } from '@ant-design/pro-components'
import { Button, Card, Checkbox, Form, Input, message, Select, Space, Spin, Tabs } from 'antd'
import { useNavigate, useParams } from 'react-router-dom'
import { NOTICE_CATEGORY_EN_MAX, NOTICE_CATEGORY_MAX, NOTICE_TITLE_EN_MAX, NOTICE_TITLE_MAX } from '../../../../contract/rules'
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
  titleEn?: string
  categoryEn?: string
  contentEn?: string
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
      setInitial({
        noticeType: n.noticeType,
        title: n.title,
        category: n.category ?? undefined,
        cover: n.cover,
        pinned: n.pinned,
        published: n.published,
        content: n.content,
        titleEn: n.titleEn ?? undefined,
        categoryEn: n.categoryEn ?? undefined,
        contentEn: n.contentEn ?? undefined,
      })
    }, () => setMissing(true))
  }, [editing, id])

  const save = async () => {
    // every field, the unmounted tab's too
    await form.validateFields()
    const v = form.getFieldsValue(true) as FormValues
    const help = v.noticeType === '3'
    const body: NoticeInput = {
      noticeType: v.noticeType,
      title: v.title,
      content: v.content ?? '',
      category: help ? v.category?.trim() || null : null,
      titleEn: v.titleEn?.trim() || null,
      contentEn: v.contentEn || null,
      categoryEn: help ? v.categoryEn?.trim() || null : null,
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
            <Form.Item name="cover" label="封面（可选）">
              <ImageUpload />
            </Form.Item>
            <Tabs
              className="notice-lang-tabs"
              destroyOnHidden
              items={[
                {
                  key: 'zh',
                  label: '中文',
                  children: (
                    <>
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
                      <Form.Item name="content" label="正文" rules={[{ required: true, message: '请填写正文' }]}>
                        <RichTextEditor />
                      </Form.Item>
                    </>
                  ),
                },
                {
                  key: 'en',
                  label: <span className="notice-tab-en">English（可空，空的项英文用户看到中文）</span>,
                  children: (
                    <>
                      <Form.Item name="titleEn" label="英文标题" rules={[{ max: NOTICE_TITLE_EN_MAX, message: `英文标题最多${NOTICE_TITLE_EN_MAX}个字符` }]}>
                        <Input className="notice-title-en" />
                      </Form.Item>
                      {type === '3' ? (
                        <Form.Item name="categoryEn" label="英文帮助分类" rules={[{ max: NOTICE_CATEGORY_EN_MAX, message: `英文分类最多${NOTICE_CATEGORY_EN_MAX}个字符` }]}>
                          <Input className="notice-category-en" placeholder="e.g. Buying" style={{ width: 240 }} />
                        </Form.Item>
                      ) : null}
                      <Form.Item name="contentEn" label="英文正文">
                        <RichTextEditor />
                      </Form.Item>
                    </>
                  ),
                },
              ]}
            />
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
