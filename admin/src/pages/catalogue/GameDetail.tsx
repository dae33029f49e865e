/** 游戏详情 (admins): tabs 基本信息 (edit the game), 区服 (the region tree) and 属性模板 (the attribute template). */
import { PageContainer, ProForm } from '@ant-design/pro-components'
import { Card, message, Tag } from 'antd'
import { useNavigate, useParams, useSearchParams } from 'react-router-dom'
import type { AdminGame, GameInput } from '../../../../contract/admin-catalogue'
import { api } from '../../api'
import { RecordPending, useRecord } from '../../components/useRecord'
import { AttrTemplate } from './AttrTemplate'
import { GameFields } from './GameForm'
import { RegionTree } from './RegionTree'

const TABS = ['basic', 'tree', 'attrs'] as const
type Tab = (typeof TABS)[number]

export default function GameDetail() {
  const { id } = useParams()
  const gameId = Number(id)
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const tab: Tab = TABS.includes(params.get('tab') as Tab) ? (params.get('tab') as Tab) : 'basic'
  const { record: game, setRecord: setGame, missing } = useRecord<AdminGame>(`/admin/games/${gameId}`)

  if (!game) return <RecordPending missing={missing} title="游戏不存在" back="/catalogue/games" backLabel="返回游戏管理" />

  return (
    <PageContainer
      title={
        <span>
          <img src={game.icon} alt="" width={28} height={28} style={{ verticalAlign: 'middle', marginRight: 8, objectFit: 'contain' }} />
          {game.name}
        </span>
      }
      tags={game.enabled ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>}
      onBack={() => navigate('/catalogue/games')}
      tabActiveKey={tab}
      onTabChange={(key) => setParams({ tab: key })}
      tabList={[
        { key: 'basic', tab: '基本信息' },
        { key: 'tree', tab: '区服' },
        { key: 'attrs', tab: '属性模板' },
      ]}
    >
      <Card>
        {tab === 'basic' ? (
          <ProForm<GameInput>
            style={{ maxWidth: 520 }}
            initialValues={{ name: game.name, nameEn: game.nameEn ?? undefined, type: game.type, icon: game.icon, hot: game.hot, enabled: game.enabled }}
            submitter={{ searchConfig: { submitText: '保存' }, resetButtonProps: false }}
            onFinish={async (v) => {
              setGame(await api.put<AdminGame>(`/admin/games/${gameId}`, { ...v, nameEn: v.nameEn || null }))
              message.success('游戏已保存')
              return true
            }}
          >
            <GameFields />
          </ProForm>
        ) : tab === 'tree' ? (
          <RegionTree gameId={gameId} />
        ) : (
          <AttrTemplate gameId={gameId} />
        )}
      </Card>
    </PageContainer>
  )
}
