/**
 * 验号 (staff and admins): one inspection. A draft: each checklist item 一致 / 不符 (a differing attribute or binding
 * needs what was seen), the note, screenshots (the server burns the listing number and time into each and keeps
 * its SHA-256), then 发布. A published report is read-only: the server refuses any change.
 */
import { useEffect, useState } from 'react'
import { useParams } from 'react-router-dom'
import { PageContainer } from '@ant-design/pro-components'
import { Alert, Button, Card, Descriptions, Image, Input, Popconfirm, Radio, Space, Table, Tag, Typography } from 'antd'
import type { InspectionCheck, InspectionReport } from '../../../../contract/inspection'
import { api } from '../../api'
import { ImageUpload } from '../../components/ImageUpload'
import { RecordPending, useRecord } from '../../components/useRecord'
import { Time } from '../../components/Time'

type Draft = Record<string, { ok: boolean | null; observed: string }>

export default function InspectionForm() {
  const id = Number(useParams().id)
  const { record: report, missing, reload } = useRecord<InspectionReport>(`/admin/inspections/${id}`)
  const [draft, setDraft] = useState<Draft>({})
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!report) return
    setDraft(Object.fromEntries(report.checks.map((c) => [c.key, { ok: c.ok, observed: c.observed ?? '' }])))
    setNote(report.note ?? '')
  }, [report])

  if (!report) return <RecordPending missing={missing} title="验号不存在" back="/inspections" backLabel="返回验号队列" />
  const published = report.status === 'published'

  const save = async () => {
    const checks = Object.entries(draft)
      .filter(([, v]) => v.ok !== null)
      .map(([key, v]) => ({ key, ok: v.ok!, observed: v.ok ? null : v.observed }))
    await api.put(`/admin/inspections/${id}`, { checks, note })
  }
  const act = async (fn: () => Promise<unknown>) => {
    setBusy(true)
    try {
      await fn()
      await reload()
    } catch {
      /* api.ts showed why */
    } finally {
      setBusy(false)
    }
  }
  const set = (key: string, change: Partial<Draft[string]>) => setDraft((d) => ({ ...d, [key]: { ...d[key], ...change } }))

  const bindingChoice = (c: InspectionCheck) => c.key.startsWith('binding:')
  return (
    <PageContainer
      title={`验号 · ${report.title}`}
      onBack={() => history.back()}
      tags={published ? <Tag color="green">已发布</Tag> : <Tag color="orange">验号中</Tag>}
      extra={
        published ? null : (
          <Space>
            <Button className="inspect-save" loading={busy} onClick={() => void act(save)}>保存</Button>
            <Popconfirm title="发布后报告不可修改，确认发布？" onConfirm={() => void act(async () => { await save(); await api.post(`/admin/inspections/${id}/publish`) })}>
              <Button type="primary" className="inspect-publish" loading={busy}>发布报告</Button>
            </Popconfirm>
          </Space>
        )
      }
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {published && <Alert type="info" showIcon message="报告已发布，不可修改；如需复验请从验号队列新建验号。" />}
        <Card size="small">
          <Descriptions column={3} size="small">
            <Descriptions.Item label="商品编号">{report.goodsNo}</Descriptions.Item>
            <Descriptions.Item label="登录验号时间"><Time at={report.loginAt} /></Descriptions.Item>
            <Descriptions.Item label="验号员">{report.inspector}</Descriptions.Item>
          </Descriptions>
        </Card>
        <Card title="检查项目" size="small">
          <Table<InspectionCheck>
            rowKey="key"
            pagination={false}
            dataSource={report.checks}
            columns={[
              { title: '项目', dataIndex: 'label', width: 220 },
              { title: '描述', dataIndex: 'declared', width: 220, render: (v) => v ?? '—' },
              {
                title: '结果',
                width: 180,
                render: (_, c) => (
                  <Radio.Group
                    className={`inspect-check inspect-check-${c.key.replace(/[^a-zA-Z0-9]/g, '-')}`}
                    disabled={published}
                    value={draft[c.key]?.ok === null || draft[c.key] === undefined ? undefined : draft[c.key].ok ? 'ok' : 'no'}
                    onChange={(e) => set(c.key, { ok: e.target.value === 'ok' })}
                    options={[{ label: '一致', value: 'ok' }, { label: '不符', value: 'no' }]}
                  />
                ),
              },
              {
                title: '实际看到',
                render: (_, c) =>
                  draft[c.key]?.ok === false && (c.key.startsWith('attr:') || bindingChoice(c)) ? (
                    bindingChoice(c) ? (
                      <Radio.Group disabled={published} value={draft[c.key].observed} onChange={(e) => set(c.key, { observed: e.target.value })} options={[{ label: '已绑定', value: 'yes' }, { label: '未绑定', value: 'no' }]} />
                    ) : (
                      <Input disabled={published} value={draft[c.key].observed} onChange={(e) => set(c.key, { observed: e.target.value })} maxLength={100} placeholder="实际值" />
                    )
                  ) : published && c.observed ? (
                    <Typography.Text type="danger">{c.observed}</Typography.Text>
                  ) : null,
              },
            ]}
          />
        </Card>
        <Card title="截图" size="small" extra={<Typography.Text type="secondary">服务端会在截图上加商品编号与时间水印并记录 SHA-256</Typography.Text>}>
          <Space wrap align="start">
            {report.screenshots.map((s) => (
              <Space key={s.sha256} direction="vertical" size={4} style={{ width: 180 }}>
                <Image src={s.url} width={180} />
                <Typography.Text type="secondary" style={{ fontSize: 11, wordBreak: 'break-all' }}>SHA-256 {s.sha256}</Typography.Text>
              </Space>
            ))}
            {!published && <ImageUpload className="inspect-upload" onChange={(url) => void act(() => api.post(`/admin/inspections/${id}/screenshots`, { url }))} />}
          </Space>
        </Card>
        <Card title="备注" size="small">
          <Input.TextArea disabled={published} rows={3} maxLength={500} showCount value={note} onChange={(e) => setNote(e.target.value)} />
        </Card>
      </Space>
    </PageContainer>
  )
}
