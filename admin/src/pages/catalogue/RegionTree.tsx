/**
 * 区服 tab: the game's region tree (GET /admin/games/{id}/nodes) in an antd Tree. Each node can get a child of
 * the next level (系统 -> 渠道 -> 大区 -> 服务器), be renamed, moved up or down among its siblings, or removed
 * when it is a leaf no listing names (the API answers 409 otherwise and the message says why).
 */
import { useCallback, useEffect, useMemo, useState } from 'react'
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons'
import { ModalForm, ProFormText } from '@ant-design/pro-components'
import { Alert, Button, Empty, message, Popconfirm, Space, Spin, Tag, Tooltip, Tree, type TreeDataNode } from 'antd'
import { NAME_EN_MAX, NODE_KEY_RE, NODE_NAME_MAX, type AdminGameNode, type GameNodeInput } from '../../../../contract/admin-catalogue'
import type { GameNodeLevel } from '../../../../contract/catalogue'
import { api } from '../../api'
import { CHILD_LEVEL, LEVEL } from './labels'

interface NodeFormProps {
  gameId: number
  parent: AdminGameNode | null
  onDone: () => void
}

/** 添加 a node under `parent` (null: a system) */
function AddNode({ gameId, parent, onDone }: NodeFormProps) {
  const level: GameNodeLevel = parent ? CHILD_LEVEL[parent.level]! : 'system'
  return (
    <ModalForm<GameNodeInput>
      title={parent ? `在「${parent.name}」下添加${LEVEL[level]}` : '添加系统'}
      width={440}
      modalProps={{ destroyOnHidden: true, className: 'node-modal' }}
      trigger={
        parent ? (
          <Tooltip title={`添加${LEVEL[level]}`}>
            <Button size="small" type="text" icon={<PlusOutlined />} className="node-add-child" aria-label={`添加${LEVEL[level]}`} />
          </Tooltip>
        ) : (
          <Button type="primary" icon={<PlusOutlined />} className="node-add-root">
            添加系统
          </Button>
        )
      }
      onFinish={async (v) => {
        await api.post(`/admin/games/${gameId}/nodes`, { parentId: parent?.id ?? null, name: v.name, nameEn: v.nameEn || null, ...(v.key ? { key: v.key } : {}) })
        message.success(`${LEVEL[level]}已添加`)
        onDone()
        return true
      }}
    >
      <ProFormText name="name" label={`${LEVEL[level]}名称`} placeholder={level === 'system' ? '如 安卓' : level === 'carrier' ? '如 QQ' : level === 'area' ? '如 一区' : '如 一服'} rules={[{ required: true, whitespace: true }, { max: NODE_NAME_MAX }]} />
      <ProFormText name="nameEn" label="英文名称（可空）" rules={[{ max: NAME_EN_MAX }]} />
      <ProFormText
        name="key"
        label="标识（可空，自动生成）"
        placeholder={level === 'system' ? 'android / ios' : level === 'carrier' ? 'qq / wechat' : ''}
        rules={[{ pattern: NODE_KEY_RE, message: '只能包含小写字母、数字、下划线和短横线' }]}
      />
    </ModalForm>
  )
}

function RenameNode({ node, onDone }: { node: AdminGameNode; onDone: () => void }) {
  return (
    <ModalForm<{ name: string; nameEn?: string }>
      title={`重命名${LEVEL[node.level]}`}
      width={440}
      modalProps={{ destroyOnHidden: true }}
      initialValues={{ name: node.name, nameEn: node.nameEn ?? undefined }}
      trigger={
        <Tooltip title="重命名">
          <Button size="small" type="text" icon={<EditOutlined />} className="node-rename" aria-label="重命名" />
        </Tooltip>
      }
      onFinish={async (v) => {
        await api.put(`/admin/game-nodes/${node.id}`, { name: v.name, nameEn: v.nameEn || null })
        message.success('已重命名')
        onDone()
        return true
      }}
    >
      <ProFormText name="name" label="名称" rules={[{ required: true, whitespace: true }, { max: NODE_NAME_MAX }]} />
      <ProFormText name="nameEn" label="英文名称（可空）" rules={[{ max: NAME_EN_MAX }]} />
    </ModalForm>
  )
}

export function RegionTree({ gameId }: { gameId: number }) {
  const [nodes, setNodes] = useState<AdminGameNode[] | null>(null)
  // every node is open unless the operator closed it, so a node just added shows at once
  const [collapsed, setCollapsed] = useState<Set<number>>(new Set())
  const load = useCallback(() => {
    api.get<AdminGameNode[]>(`/admin/games/${gameId}/nodes`).then(setNodes, () => setNodes([]))
  }, [gameId])
  useEffect(load, [load])

  const children = useMemo(() => {
    const by = new Map<number | null, AdminGameNode[]>()
    for (const n of nodes ?? []) by.set(n.parentId, [...(by.get(n.parentId) ?? []), n])
    return by
  }, [nodes])

  const move = async (node: AdminGameNode, delta: number) => {
    const ids = (children.get(node.parentId) ?? []).map((n) => n.id)
    const i = ids.indexOf(node.id)
    ids.splice(i, 1)
    ids.splice(i + delta, 0, node.id)
    await api.put(`/admin/games/${gameId}/nodes/order`, { parentId: node.parentId, ids })
    load()
  }

  const title = (n: AdminGameNode) => {
    const siblings = children.get(n.parentId) ?? []
    const i = siblings.findIndex((s) => s.id === n.id)
    const kids = children.get(n.id)?.length ?? 0
    return (
      <Space size={4} className={`node-row node-${n.key}`}>
        <Tag color={n.level === 'server' ? 'blue' : n.level === 'area' ? 'cyan' : n.level === 'carrier' ? 'purple' : 'gold'}>{LEVEL[n.level]}</Tag>
        <span className="node-name">{n.name}</span>
        {n.nameEn ? <span style={{ color: '#999' }}>{n.nameEn}</span> : null}
        {n.uses ? <Tag>{n.uses} 个商品/回收</Tag> : null}
        <span onClick={(e) => e.stopPropagation()}>
          {CHILD_LEVEL[n.level] ? <AddNode gameId={gameId} parent={n} onDone={load} /> : null}
          <RenameNode node={n} onDone={load} />
          <Button size="small" type="text" icon={<ArrowUpOutlined />} disabled={i === 0} onClick={() => void move(n, -1)} aria-label="上移" />
          <Button size="small" type="text" icon={<ArrowDownOutlined />} disabled={i === siblings.length - 1} onClick={() => void move(n, 1)} aria-label="下移" />
          <Popconfirm
            title={`删除「${n.name}」？`}
            description={kids ? `它下面还有 ${kids} 个节点，需先删除` : n.uses ? '已有商品或回收申请使用，不能删除' : '删除后卖家将不能再选择它'}
            onConfirm={async () => {
              await api.del(`/admin/game-nodes/${n.id}`)
              message.success('已删除')
              load()
            }}
          >
            <Button size="small" type="text" danger icon={<DeleteOutlined />} className="node-remove" aria-label="删除" />
          </Popconfirm>
        </span>
      </Space>
    )
  }

  const treeData = useMemo(() => {
    const build = (parentId: number | null): TreeDataNode[] =>
      (children.get(parentId) ?? []).map((n) => ({ key: n.id, title: title(n), children: build(n.id), isLeaf: !children.get(n.id)?.length }))
    return build(null)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [children])

  if (!nodes) return <Spin />
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Alert
        type="info"
        showIcon
        message="卖家发布商品时需要选到最末一级。已被商品或回收申请使用的区服不能删除，可以重命名；修改会立即对商城生效。"
      />
      <AddNode gameId={gameId} parent={null} onDone={load} />
      {nodes.length === 0 ? (
        <Empty description="还没有区服：先添加系统（如 安卓、苹果）" />
      ) : (
        <Tree
          className="region-tree"
          treeData={treeData}
          selectable={false}
          blockNode
          expandedKeys={nodes.filter((n) => !collapsed.has(n.id)).map((n) => n.id)}
          onExpand={(_, { node, expanded }) => {
            const next = new Set(collapsed)
            if (expanded) next.delete(node.key as number)
            else next.add(node.key as number)
            setCollapsed(next)
          }}
        />
      )}
    </Space>
  )
}
