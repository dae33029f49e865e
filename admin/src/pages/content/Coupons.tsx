/**
 * 优惠券与红包 (admins): templates (GET /admin/coupon-templates) with stock, what has been handed out, validity and
 * state; create and edit in a form (amounts typed in yuan, sent in fen), enable or disable, and 发放给用户: one
 * record for a user by id or phone with a reason, taken from the stock (the server refuses past it).
 */
import { useRef } from 'react'
import { PlusOutlined } from '@ant-design/icons'
import {
  ModalForm,
  PageContainer,
  ProFormDateTimePicker,
  ProFormDigit,
  ProFormRadio,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
  ProTable,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components'
import { Button, message, Space, Tag, Typography } from 'antd'
import dayjs from 'dayjs'
import {
  COUPON_DESCRIPTION_MAX,
  COUPON_NAME_EN_MAX,
  COUPON_NAME_MAX,
  ISSUE_REASON_MAX,
  ISSUE_REASON_MIN,
  type AdminCouponTemplate,
  type CouponIssueInput,
  type CouponIssueResult,
  type CouponTemplateInput,
} from '../../../../contract/admin-content'
import type { CouponKind } from '../../../../contract/orders'
import { api, tableRequest } from '../../api'
import { formatFen, Money } from '../../components/Money'
import { Time } from '../../components/Time'
import { gameOptions } from '../listings/games'
import { COUPON_KIND } from './labels'

interface FormValues {
  kind: CouponKind
  name: string
  nameEn?: string | null
  description?: string
  amountYuan: number
  thresholdYuan: number
  gameId?: number | null
  validDays: number
  claimFrom?: string | null
  claimUntil?: string | null
  stock?: number | null
  perUserLimit: number
  auto: boolean
  listed: boolean
  enabled: boolean
}

const fen = (yuan: number) => Math.round(yuan * 100)
const isoOf = (v: unknown) => (v ? dayjs(v as string).toISOString() : null)

function toInput(v: FormValues): CouponTemplateInput {
  return {
    kind: v.kind,
    name: v.name,
    // blank: English readers see the Chinese name
    nameEn: v.nameEn?.trim() || null,
    description: v.description ?? '',
    amount: fen(v.amountYuan),
    threshold: fen(v.thresholdYuan ?? 0),
    gameId: v.gameId ?? null,
    validDays: v.validDays,
    claimFrom: isoOf(v.claimFrom),
    claimUntil: isoOf(v.claimUntil),
    stock: v.stock === undefined || v.stock === null ? null : v.stock,
    perUserLimit: v.perUserLimit,
    auto: v.auto ?? false,
    listed: v.listed ?? false,
    enabled: v.enabled ?? true,
  }
}

function fromTemplate(t: AdminCouponTemplate): FormValues {
  return {
    kind: t.kind,
    name: t.name,
    nameEn: t.nameEn,
    description: t.description,
    amountYuan: t.amount / 100,
    thresholdYuan: t.threshold / 100,
    gameId: t.gameId,
    validDays: t.validDays,
    claimFrom: t.claimFrom,
    claimUntil: t.claimUntil,
    stock: t.stock,
    perUserLimit: t.perUserLimit,
    auto: t.auto,
    listed: t.listed,
    enabled: t.enabled,
  }
}

function TemplateForm({ editing, onDone }: { editing?: AdminCouponTemplate; onDone: () => void }) {
  const held = (editing?.claimedCount ?? 0) > 0
  return (
    <ModalForm<FormValues>
      title={editing ? `编辑：${editing.name}` : '新建券模板'}
      width={640}
      grid
      modalProps={{ destroyOnHidden: true, className: 'coupon-modal' }}
      initialValues={editing ? fromTemplate(editing) : { kind: 'coupon', thresholdYuan: 0, validDays: 30, perUserLimit: 1, auto: false, listed: true, enabled: true }}
      trigger={
        editing ? (
          <a>编辑</a>
        ) : (
          <Button type="primary" icon={<PlusOutlined />} className="coupon-new">
            新建
          </Button>
        )
      }
      onFinish={async (v) => {
        const body = toInput(v)
        if (editing) await api.put(`/admin/coupon-templates/${editing.id}`, body)
        else await api.post('/admin/coupon-templates', body)
        message.success('已保存')
        onDone()
        return true
      }}
    >
      <ProFormRadio.Group name="kind" label="类型" colProps={{ span: 12 }} disabled={!!editing} options={Object.entries(COUPON_KIND).map(([value, label]) => ({ value, label }))} />
      <ProFormText name="name" label="名称" colProps={{ span: 6 }} rules={[{ required: true, whitespace: true }, { max: COUPON_NAME_MAX }]} />
      <ProFormText
        name="nameEn"
        label="英文名称（可空）"
        tooltip="空则英文用户看到中文名称"
        colProps={{ span: 6 }}
        fieldProps={{ className: 'coupon-name-en' }}
        rules={[{ max: COUPON_NAME_EN_MAX }]}
      />
      <ProFormTextArea name="description" label="使用说明" rules={[{ max: COUPON_DESCRIPTION_MAX }]} fieldProps={{ rows: 2 }} />
      <ProFormDigit name="amountYuan" label="面额（元）" colProps={{ span: 8 }} min={0.01} fieldProps={{ precision: 2 }} disabled={held} rules={[{ required: true }]} />
      <ProFormDigit name="thresholdYuan" label="使用门槛（元，0 为无门槛）" colProps={{ span: 8 }} min={0} fieldProps={{ precision: 2 }} disabled={held} />
      <ProFormSelect name="gameId" label="适用游戏（空为全部）" colProps={{ span: 8 }} request={gameOptions} allowClear disabled={held} />
      <ProFormDigit name="validDays" label="领取后有效天数" colProps={{ span: 8 }} min={1} fieldProps={{ precision: 0 }} rules={[{ required: true }]} />
      <ProFormDigit name="stock" label="库存（空为不限）" colProps={{ span: 8 }} min={0} fieldProps={{ precision: 0 }} />
      <ProFormDigit name="perUserLimit" label="每人限领" colProps={{ span: 8 }} min={1} fieldProps={{ precision: 0 }} rules={[{ required: true }]} />
      <ProFormDateTimePicker name="claimFrom" label="领取开始（可空）" colProps={{ span: 12 }} />
      <ProFormDateTimePicker name="claimUntil" label="领取结束（可空）" colProps={{ span: 12 }} />
      <ProFormSwitch name="listed" label="领券中心展示" colProps={{ span: 8 }} />
      <ProFormSwitch name="auto" label="新用户自动发放" colProps={{ span: 8 }} />
      <ProFormSwitch name="enabled" label="启用" colProps={{ span: 8 }} />
      {held ? (
        <Typography.Text type="secondary">已有用户领取：面额、门槛和适用游戏不能再修改，库存不能少于已发放数量。</Typography.Text>
      ) : null}
    </ModalForm>
  )
}

function IssueForm({ template, onDone }: { template: AdminCouponTemplate; onDone: () => void }) {
  return (
    <ModalForm<{ target: string; reason: string }>
      title={`发放给用户：${template.name}`}
      width={480}
      modalProps={{ destroyOnHidden: true, className: 'issue-modal' }}
      trigger={<a className="coupon-issue">发放给用户</a>}
      onFinish={async (v) => {
        const target = v.target.trim()
        // 11 digits starting with 1 is a phone number; other digits are a user id
        const body: CouponIssueInput = /^1\d{10}$/.test(target) ? { phone: target, reason: v.reason } : { userId: Number(target), reason: v.reason }
        const res = await api.post<CouponIssueResult>(`/admin/coupon-templates/${template.id}/issue`, body)
        message.success(`已发放给用户 ${res.userId}，有效期至 ${dayjs(res.record.expiresAt).format('YYYY-MM-DD')}`)
        onDone()
        return true
      }}
    >
      <Typography.Paragraph type="secondary">
        {template.stock === null ? '库存不限' : `剩余库存 ${template.stock - template.claimedCount} 张`}，面额 {formatFen(template.amount)}。
      </Typography.Paragraph>
      <ProFormText
        name="target"
        label="用户ID或手机号"
        rules={[
          { required: true, message: '请填写用户ID或手机号' },
          { pattern: /^(1\d{10}|[1-9]\d{0,8})$/, message: '请填写用户ID（数字）或11位手机号' },
        ]}
      />
      <ProFormTextArea
        name="reason"
        label="发放原因"
        rules={[
          { required: true, whitespace: true, message: '请填写发放原因' },
          { min: ISSUE_REASON_MIN, max: ISSUE_REASON_MAX, message: `发放原因需为${ISSUE_REASON_MIN}-${ISSUE_REASON_MAX}个字` },
        ]}
        fieldProps={{ rows: 3 }}
      />
    </ModalForm>
  )
}

export default function Coupons() {
  const ref = useRef<ActionType>(null)
  const reload = () => ref.current?.reload()
  const columns: ProColumns<AdminCouponTemplate>[] = [
    { title: 'ID', dataIndex: 'id', width: 70, search: false },
    { title: '类型', dataIndex: 'kind', width: 90, valueType: 'select', valueEnum: { coupon: { text: '优惠券' }, red_packet: { text: '红包' } }, render: (_, r) => <Tag color={r.kind === 'coupon' ? 'blue' : 'red'}>{COUPON_KIND[r.kind]}</Tag> },
    {
      title: '名称',
      dataIndex: 'name',
      width: 220,
      search: false,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <span>{r.name}</span>
          {r.nameEn ? <Typography.Text type="secondary">{r.nameEn}</Typography.Text> : null}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.gameName ?? '全部游戏'}
            {r.auto ? ' · 自动发放' : ''}
            {r.listed ? ' · 领券中心' : ''}
          </Typography.Text>
        </Space>
      ),
    },
    { title: '面额', dataIndex: 'amount', width: 100, search: false, render: (_, r) => <Money fen={r.amount} /> },
    { title: '门槛', dataIndex: 'threshold', width: 110, search: false, render: (_, r) => (r.threshold ? <Money fen={r.threshold} /> : '无门槛') },
    { title: '已发放 / 库存', width: 120, search: false, render: (_, r) => `${r.claimedCount} / ${r.stock ?? '不限'}` },
    { title: '有效期', dataIndex: 'validDays', width: 90, search: false, render: (_, r) => `${r.validDays} 天` },
    { title: '领取截止', dataIndex: 'claimUntil', width: 150, search: false, render: (_, r) => (r.claimUntil ? <Time at={r.claimUntil} /> : '不限') },
    { title: '状态', dataIndex: 'enabled', width: 80, search: false, render: (_, r) => (r.enabled ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>) },
    {
      title: '操作',
      valueType: 'option',
      width: 220,
      render: (_, r) => [
        <TemplateForm key="edit" editing={r} onDone={reload} />,
        <a
          key="toggle"
          onClick={async () => {
            await api.put(`/admin/coupon-templates/${r.id}/enabled`, { enabled: !r.enabled })
            message.success(r.enabled ? '已停用' : '已启用')
            reload()
          }}
        >
          {r.enabled ? '停用' : '启用'}
        </a>,
        r.enabled ? <IssueForm key="issue" template={r} onDone={reload} /> : null,
      ],
    },
  ]
  return (
    <PageContainer title="优惠券与红包">
      <ProTable<AdminCouponTemplate>
        rowKey="id"
        actionRef={ref}
        columns={columns}
        request={tableRequest<AdminCouponTemplate>('/admin/coupon-templates')}
        pagination={{ defaultPageSize: 20, showSizeChanger: true, pageSizeOptions: [10, 20, 50] }}
        search={{ labelWidth: 'auto' }}
        options={{ density: false }}
        toolBarRender={() => [<TemplateForm key="new" onDone={reload} />]}
      />
    </PageContainer>
  )
}
