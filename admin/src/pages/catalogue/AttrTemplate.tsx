/**
 * 属性模板 tab: the game's attribute template (GET /admin/games/{id}/attrs) as an editable table. A new row asks
 * for the name and its English name, type (单选 / 多选 / 文本 / 数字), its options (typed as tags) and each option's
 * English name (English readers see the value where it is left empty), unit, required and filterable; once
 * saved, its key and type are fixed (listings store values under that key in that shape), the rest stays
 * editable. Changes apply to listings submitted from then on; listings already made keep their values.
 */
import { useState } from 'react'
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons'
import { EditableProTable, type ProColumns } from '@ant-design/pro-components'
import { Alert, Button, Form, Input, message, Popconfirm, Select, Space, Tag, type FormInstance } from 'antd'
import { ATTR_KEY_RE, ATTR_LABEL_MAX, NAME_EN_MAX, type AdminGameAttr, type GameAttrInput } from '../../../../contract/admin-catalogue'
import { api } from '../../api'
import { useRows } from '../../components/useRecord'
import { ATTR_TYPE, CHOICE_TYPES } from './labels'

/** a row not saved yet has a negative id */
const isNew = (r: AdminGameAttr) => r.id < 0

const emptyRow = (): AdminGameAttr => ({
  id: -Date.now(),
  key: '',
  label: '',
  labelEn: null,
  type: 'radio',
  options: [],
  optionsEn: {},
  unit: null,
  required: false,
  filterable: false,
  min: null,
  max: null,
  sort: 0,
})

/** what the API takes: options only for choice types, a range only for numbers */
function inputOf(r: AdminGameAttr): GameAttrInput {
  const choice = CHOICE_TYPES.includes(r.type)
  const num = r.type === 'number'
  const options = choice ? (r.options ?? []).map((o) => o.trim()).filter(Boolean) : []
  return {
    ...(isNew(r) && r.key?.trim() ? { key: r.key.trim() } : {}),
    label: r.label ?? '',
    labelEn: r.labelEn || null,
    type: r.type,
    options,
    // the names of options still there (a removed option's name goes with it); blank ones are left out
    optionsEn: Object.fromEntries(Object.entries(r.optionsEn ?? {}).filter(([value, name]) => options.includes(value) && name?.trim())),
    unit: r.unit || null,
    required: !!r.required,
    filterable: !!r.filterable,
    min: num && r.min !== null && r.min !== undefined ? r.min : null,
    max: num && r.max !== null && r.max !== undefined ? r.max : null,
  }
}

/**
 * The English names of a row's options while it is edited: one box per option typed so far (the row's options
 * field, watched), the value beside it.
 */
function OptionNamesEn({
  value,
  onChange,
  form,
  rowKey,
  saved,
}: {
  value?: Record<string, string>
  onChange?: (v: Record<string, string>) => void
  form: FormInstance
  rowKey: React.Key
  /** the row's options when editing started (until the watched field answers) */
  saved: string[]
}) {
  const typed: string[] = Form.useWatch([rowKey, 'options'], form) ?? saved
  const options = [...new Set(typed.map((o) => o.trim()).filter(Boolean))]
  if (options.length === 0) return <span style={{ color: '#999' }}>先填写选项</span>
  return (
    <Space direction="vertical" size={4} className="attr-edit-options-en" style={{ minWidth: 220 }}>
      {options.map((o) => (
        <Input
          key={o}
          size="small"
          addonBefore={o}
          placeholder="英文名（可空）"
          maxLength={NAME_EN_MAX}
          value={value?.[o] ?? ''}
          onChange={(e) => onChange?.({ ...value, [o]: e.target.value })}
          aria-label={`选项「${o}」的英文名称`}
        />
      ))}
    </Space>
  )
}

export function AttrTemplate({ gameId }: { gameId: number }) {
  const { rows, setRows, loading, reload: load } = useRows<AdminGameAttr>(`/admin/games/${gameId}/attrs`)
  const [editing, setEditing] = useState<React.Key[]>([])

  const saved = rows.filter((r) => !isNew(r))
  const move = async (r: AdminGameAttr, delta: number) => {
    const ids = saved.map((x) => x.id)
    const i = ids.indexOf(r.id)
    ids.splice(i, 1)
    ids.splice(i + delta, 0, r.id)
    setRows(await api.put<AdminGameAttr[]>(`/admin/games/${gameId}/attrs/order`, { ids }))
  }

  const columns: ProColumns<AdminGameAttr>[] = [
    {
      title: '名称',
      dataIndex: 'label',
      width: 120,
      fieldProps: { className: 'attr-edit-label', placeholder: '如 段位' },
      formItemProps: { rules: [{ required: true, whitespace: true, message: '请填写名称' }, { max: ATTR_LABEL_MAX }] },
    },
    {
      title: '英文名称',
      dataIndex: 'labelEn',
      width: 130,
      fieldProps: { className: 'attr-edit-label-en', placeholder: '可空，空则显示中文' },
      formItemProps: { rules: [{ max: NAME_EN_MAX }] },
    },
    {
      title: '类型',
      dataIndex: 'type',
      width: 130,
      valueType: 'select',
      valueEnum: Object.fromEntries(Object.entries(ATTR_TYPE).map(([k, v]) => [k, { text: v }])),
      editable: (_, r) => isNew(r),
      fieldProps: { className: 'attr-edit-type' },
      render: (_, r) => <Tag color={CHOICE_TYPES.includes(r.type) ? 'blue' : 'default'}>{ATTR_TYPE[r.type]}</Tag>,
    },
    {
      title: '选项（单选/多选）',
      dataIndex: 'options',
      render: (_, r) =>
        r.options.length ? (
          <Space size={[4, 4]} wrap>
            {r.options.map((o) => (
              <Tag key={o}>{o}</Tag>
            ))}
          </Space>
        ) : (
          '—'
        ),
      renderFormItem: () => (
        <Select mode="tags" className="attr-edit-options" placeholder="输入选项后回车" tokenSeparators={[',', '，']} open={false} style={{ minWidth: 220 }} />
      ),
    },
    {
      title: '选项英文名',
      dataIndex: 'optionsEn',
      render: (_, r) => {
        const named = r.options.filter((o) => r.optionsEn?.[o])
        return named.length ? (
          <Space size={[4, 4]} wrap>
            {named.map((o) => (
              <Tag key={o} title={o}>
                {r.optionsEn[o]}
              </Tag>
            ))}
          </Space>
        ) : (
          '—'
        )
      },
      renderFormItem: (_, { recordKey, record }, form) =>
        recordKey === undefined || Array.isArray(recordKey) ? null : <OptionNamesEn form={form} rowKey={recordKey} saved={record?.options ?? []} />,
      formItemProps: {
        rules: [
          {
            validator: async (_, v?: Record<string, string>) => {
              if (Object.values(v ?? {}).some((name) => name.trim().length > NAME_EN_MAX)) throw new Error(`英文名称不能超过${NAME_EN_MAX}个字符`)
            },
          },
        ],
      },
    },
    { title: '单位', dataIndex: 'unit', width: 70, fieldProps: { placeholder: '如 个' } },
    { title: '最小', dataIndex: 'min', width: 80, valueType: 'digit', fieldProps: { precision: 0 } },
    { title: '最大', dataIndex: 'max', width: 80, valueType: 'digit', fieldProps: { precision: 0 } },
    { title: '必填', dataIndex: 'required', width: 70, valueType: 'switch', fieldProps: { className: 'attr-edit-required' }, render: (_, r) => (r.required ? <Tag color="red">必填</Tag> : '否') },
    { title: '可筛选', dataIndex: 'filterable', width: 80, valueType: 'switch', render: (_, r) => (r.filterable ? <Tag color="green">可筛选</Tag> : '否') },
    {
      title: '标识',
      dataIndex: 'key',
      width: 110,
      editable: (_, r) => isNew(r),
      fieldProps: { placeholder: '可空，自动生成' },
      formItemProps: { rules: [{ pattern: ATTR_KEY_RE, message: '以字母开头，字母数字下划线' }] },
      render: (_, r) => <code>{r.key}</code>,
    },
    {
      title: '操作',
      valueType: 'option',
      width: 170,
      render: (_, r, i, action) => [
        <a key="edit" className="attr-edit" onClick={() => action?.startEditable(r.id)}>
          编辑
        </a>,
        <Button key="up" size="small" type="text" icon={<ArrowUpOutlined />} disabled={i === 0} onClick={() => void move(r, -1)} aria-label="上移" />,
        <Button key="down" size="small" type="text" icon={<ArrowDownOutlined />} disabled={i === saved.length - 1} onClick={() => void move(r, 1)} aria-label="下移" />,
        <Popconfirm
          key="del"
          title={`删除属性「${r.label}」？`}
          description="新发布的商品不再填写它；已发布的商品保留原有值"
          onConfirm={async () => {
            await api.del(`/admin/game-attrs/${r.id}`)
            message.success('属性已删除')
            load()
          }}
        >
          <a style={{ color: '#ff4d4f' }}>删除</a>
        </Popconfirm>,
      ],
    },
  ]

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Alert type="info" showIcon message="属性模板只影响之后新发布的商品，已发布的商品保留原有属性值。属性的标识和类型保存后不能修改。" />
      <EditableProTable<AdminGameAttr>
        className="attr-table"
        rowKey="id"
        loading={loading}
        value={rows}
        onChange={setRows}
        columns={columns}
        recordCreatorProps={{ position: 'bottom', record: emptyRow, creatorButtonText: '添加属性', className: 'attr-add' } as never}
        editable={{
          type: 'single',
          editableKeys: editing,
          onChange: setEditing,
          saveText: <span className="attr-save">保存</span>,
          onSave: async (_, row) => {
            const body = inputOf(row as AdminGameAttr)
            if (isNew(row as AdminGameAttr)) await api.post(`/admin/games/${gameId}/attrs`, body)
            else await api.put(`/admin/game-attrs/${row.id}`, body)
            message.success('属性已保存')
            load()
          },
          onCancel: async () => load(),
          actionRender: (_, __, dom) => [dom.save, dom.cancel],
        }}
      />
    </Space>
  )
}

