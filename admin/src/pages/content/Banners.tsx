/**
 * 轮播与推荐位 (admins): the home page's banners and featured blocks (GET /admin/promotions), enabled or not, in
 * display order. Add or edit in a form with an uploaded image and an app link; 上移 / 下移 save the slot's new
 * order at once; the switch shows or hides a block on the home page.
 */
import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons'
import { ModalForm, PageContainer, ProFormSwitch, ProFormText, ProForm } from '@ant-design/pro-components'
import { Button, Card, Image, message, Popconfirm, Space, Switch, Table, Tabs, Typography } from 'antd'
import {
  PROMOTION_LINK_MAX,
  PROMOTION_LINK_RE,
  PROMOTION_SUBTITLE_EN_MAX,
  PROMOTION_SUBTITLE_MAX,
  PROMOTION_TITLE_EN_MAX,
  PROMOTION_TITLE_MAX,
  type AdminPromotion,
  type PromotionInput,
} from '../../../../contract/admin-content'
import type { PromotionSlot } from '../../../../contract/catalogue'
import { api } from '../../api'
import { useRows } from '../../components/useRecord'
import { ImageUpload } from '../../components/ImageUpload'
import { SLOT } from './labels'

const inputOf = (p: AdminPromotion, over: Partial<PromotionInput> = {}): PromotionInput => ({
  slot: p.slot,
  title: p.title,
  subtitle: p.subtitle,
  titleEn: p.titleEn,
  subtitleEn: p.subtitleEn,
  image: p.image,
  link: p.link,
  enabled: p.enabled,
  ...over,
})

function PromotionForm({ slot, editing, onDone }: { slot: PromotionSlot; editing?: AdminPromotion; onDone: () => void }) {
  return (
    <ModalForm<PromotionInput>
      title={editing ? '编辑' : `新增${SLOT[slot]}`}
      width={560}
      modalProps={{ destroyOnHidden: true, className: 'promotion-modal' }}
      initialValues={editing ? inputOf(editing) : { slot, enabled: true }}
      trigger={
        editing ? (
          <a>编辑</a>
        ) : (
          <Button type="primary" icon={<PlusOutlined />} className="promotion-new">
            新增
          </Button>
        )
      }
      onFinish={async (v) => {
        const body: PromotionInput = {
          slot,
          title: v.title,
          subtitle: v.subtitle || null,
          titleEn: v.titleEn || null,
          subtitleEn: v.subtitleEn || null,
          image: v.image,
          link: v.link || null,
          enabled: v.enabled ?? true,
        }
        if (editing) await api.put(`/admin/promotions/${editing.id}`, body)
        else await api.post('/admin/promotions', body)
        message.success('已保存')
        onDone()
        return true
      }}
    >
      <ProFormText name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请填写标题' }, { max: PROMOTION_TITLE_MAX }]} />
      <ProFormText name="subtitle" label="副标题" rules={[{ max: PROMOTION_SUBTITLE_MAX }]} />
      {/* English readers see these; left empty, they see the Chinese */}
      <ProFormText name="titleEn" label="英文标题（可空，空则英文用户看到中文）" fieldProps={{ className: 'promotion-title-en' }} rules={[{ max: PROMOTION_TITLE_EN_MAX }]} />
      <ProFormText name="subtitleEn" label="英文副标题（可空）" fieldProps={{ className: 'promotion-subtitle-en' }} rules={[{ max: PROMOTION_SUBTITLE_EN_MAX }]} />
      <ProForm.Item name="image" label="图片" rules={[{ required: true, message: '请上传图片' }]}>
        <ImageUpload size={160} />
      </ProForm.Item>
      <ProFormText
        name="link"
        label="链接（站内页面，可空）"
        placeholder="/index/goodList?gameId=3"
        rules={[{ max: PROMOTION_LINK_MAX }, { pattern: PROMOTION_LINK_RE, message: '链接需为以 /index 开头的站内页面路径' }]}
      />
      <ProFormSwitch name="enabled" label="在首页展示" />
    </ModalForm>
  )
}

function SlotTable({ slot }: { slot: PromotionSlot }) {
  const { rows, setRows, loading, reload: load } = useRows<AdminPromotion>('/admin/promotions', { slot })

  const move = async (index: number, delta: number) => {
    const ids = rows.map((r) => r.id)
    const [id] = ids.splice(index, 1)
    ids.splice(index + delta, 0, id)
    setRows(await api.put<AdminPromotion[]>('/admin/promotions/order', { slot, ids }))
    message.success('排序已保存')
  }

  return (
    <Table<AdminPromotion>
      rowKey="id"
      loading={loading}
      dataSource={rows}
      pagination={false}
      title={() => (
        <Space>
          <PromotionForm slot={slot} onDone={load} />
          <Typography.Text type="secondary">按列表顺序展示，停用的不在首页出现</Typography.Text>
        </Space>
      )}
      columns={[
        { title: '顺序', width: 70, render: (_, __, i) => i + 1 },
        { title: '图片', dataIndex: 'image', width: 180, render: (src: string) => <Image src={src} width={160} height={slot === 'banner' ? 64 : 90} style={{ objectFit: 'cover' }} /> },
        {
          title: '标题',
          dataIndex: 'title',
          render: (_, r) => (
            <Space direction="vertical" size={0}>
              <span>{r.title}</span>
              <Typography.Text type="secondary">{r.subtitle}</Typography.Text>
              {r.titleEn ? <Typography.Text type="secondary" className="promotion-en">{[r.titleEn, r.subtitleEn].filter(Boolean).join(' · ')}</Typography.Text> : null}
            </Space>
          ),
        },
        { title: '链接', dataIndex: 'link', width: 240, render: (v: string | null) => v ?? '—' },
        {
          title: '展示',
          dataIndex: 'enabled',
          width: 80,
          render: (_, r) => (
            <Switch
              checked={r.enabled}
              onChange={async (enabled) => {
                await api.put(`/admin/promotions/${r.id}`, inputOf(r, { enabled }))
                load()
              }}
            />
          ),
        },
        {
          title: '操作',
          width: 220,
          render: (_, r, i) => (
            <Space>
              <Button size="small" icon={<ArrowUpOutlined />} disabled={i === 0} onClick={() => void move(i, -1)} aria-label="上移" />
              <Button size="small" icon={<ArrowDownOutlined />} disabled={i === rows.length - 1} onClick={() => void move(i, 1)} aria-label="下移" />
              <PromotionForm slot={slot} editing={r} onDone={load} />
              <Popconfirm
                title="删除这个推荐位？"
                onConfirm={async () => {
                  await api.del(`/admin/promotions/${r.id}`)
                  message.success('已删除')
                  load()
                }}
              >
                <a style={{ color: '#ff4d4f' }}>删除</a>
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    />
  )
}

export default function Banners() {
  return (
    <PageContainer title="轮播与推荐位">
      <Card>
        <Tabs
          items={(['banner', 'featured'] as const).map((slot) => ({ key: slot, label: SLOT[slot], children: <SlotTable slot={slot} /> }))}
          destroyOnHidden
        />
      </Card>
    </PageContainer>
  )
}
