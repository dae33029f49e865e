/**
 * 用户详情 (admins): the profile (GET /admin/users/{id}: real name and ID number masked), 封禁 / 解封 with a reason
 * (a ban ends every login at once), the 客服 and 商户 roles as switches that ask first, and the user's orders,
 * listings and ledger. An admin's own account and other admins show no ban or role controls (the API refuses them).
 */
import { useState } from 'react'
import { PageContainer, ProDescriptions } from '@ant-design/pro-components'
import { Alert, Button, Card, Modal, Space, Switch, Tag, Tooltip, message } from 'antd'
import { useParams } from 'react-router-dom'
import type { AdminUserProfile, RoleChangeInput } from '../../../../contract/admin-users'
import { api } from '../../api'
import { RecordPending, useRecord } from '../../components/useRecord'
import { Money } from '../../components/Money'
import { ReasonModal } from '../../components/ReasonModal'
import { Time } from '../../components/Time'
import { useSession } from '../../session'
import { ROLE } from './labels'
import { UserTabs } from './UserTabs'

const ROLE_SWITCHES: { role: RoleChangeInput['role']; text: string }[] = [
  { role: 'staff', text: '客服' },
  { role: 'merchant', text: '商户' },
]

function RoleSwitches({ user, onChange }: { user: AdminUserProfile; onChange: (u: AdminUserProfile) => void }) {
  const locked = user.role === 'admin'
  const toggle = (role: RoleChangeInput['role'], text: string, grant: boolean) =>
    Modal.confirm({
      title: grant ? `授予「${text}」角色？` : `撤销「${text}」角色？`,
      content: grant
        ? role === 'staff'
          ? '客服可进入所有交易房间、处理换绑与售后，并登录后台的客服页面。'
          : '商户可在商户中心为回收账号报价。'
        : '撤销后该用户变为普通用户，下一次请求起生效。',
      okText: grant ? '授予' : '撤销',
      okButtonProps: { danger: !grant },
      cancelText: '取消',
      onOk: async () => {
        onChange(await api.post<AdminUserProfile>(`/admin/users/${user.id}/role`, { role, grant } satisfies RoleChangeInput))
        message.success(grant ? `已授予${text}角色` : `已撤销${text}角色`)
      },
    })
  return (
    <Space size={24}>
      {ROLE_SWITCHES.map(({ role, text }) => {
        const on = user.role === role
        // one role per user: granting needs a plain user
        const blocked = locked || (!on && user.role !== 'user')
        return (
          <Tooltip key={role} title={locked ? '管理员的角色不能在后台修改' : blocked ? `请先撤销${ROLE[user.role].text}角色` : undefined}>
            <Space>
              <span>{text}</span>
              <Switch checked={on} disabled={blocked} onChange={(next) => toggle(role, text, next)} data-testid={`role-${role}`} />
            </Space>
          </Tooltip>
        )
      })}
    </Space>
  )
}

export default function UserDetail() {
  const id = Number(useParams().id)
  const { user: me } = useSession()
  const { record: user, setRecord: setUser, missing } = useRecord<AdminUserProfile>(`/admin/users/${id}`)
  const [banning, setBanning] = useState<'ban' | 'unban' | null>(null)

  if (!user) return <RecordPending missing={missing} title="用户不存在" back="/users" backLabel="返回用户管理" />

  const protectedAccount = user.role === 'admin' || user.id === me?.id
  const banButton = protectedAccount ? null : user.banned ? (
    <Button onClick={() => setBanning('unban')} data-testid="unban">
      解封
    </Button>
  ) : (
    <Button danger onClick={() => setBanning('ban')} data-testid="ban">
      封禁
    </Button>
  )

  return (
    <PageContainer title={user.nickname} subTitle={`用户ID ${user.id}`} onBack={() => history.back()} extra={banButton}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {user.banned && (
          <Alert
            type="error"
            showIcon
            message={
              <span>
                已于 <Time at={user.bannedAt} /> 封禁：{user.banReason}
              </span>
            }
          />
        )}
        <Card title="资料" extra={<RoleSwitches user={user} onChange={setUser} />}>
          <ProDescriptions<AdminUserProfile> column={3} dataSource={user} className="user-profile">
            <ProDescriptions.Item label="昵称" dataIndex="nickname" />
            <ProDescriptions.Item label="账号名" render={() => user.username ?? '未设置'} />
            <ProDescriptions.Item label="手机号" dataIndex="phone" />
            <ProDescriptions.Item label="角色" render={() => <Tag color={ROLE[user.role].color}>{ROLE[user.role].text}</Tag>} />
            <ProDescriptions.Item
              label="实名认证"
              render={() =>
                user.realName.verified ? (
                  <Space>
                    <Tag color="green">已实名</Tag>
                    {user.realName.name} {user.realName.idNumber}
                    {user.realName.adult === false && <Tag color="orange">未成年</Tag>}
                  </Space>
                ) : (
                  <Tag>未实名</Tag>
                )
              }
            />
            <ProDescriptions.Item label="微信" render={() => (user.wechatBound ? '已绑定' : '未绑定')} />
            <ProDescriptions.Item label="钱包余额" render={() => <Money fen={user.balance} />} />
            <ProDescriptions.Item label="支付冻结" render={() => <Money fen={user.walletHeld} />} />
            <ProDescriptions.Item label="店铺名" render={() => user.shopName ?? '—'} />
            <ProDescriptions.Item label="成交（卖出）" render={() => `${user.completedSales} 笔`} />
            <ProDescriptions.Item label="购买订单" render={() => `${user.ordersBought} 笔`} />
            <ProDescriptions.Item label="售后纠纷" render={() => `${user.disputes} 单`} />
            <ProDescriptions.Item label="被驳回商品" render={() => `${user.rejectedListings} 个`} />
            <ProDescriptions.Item label="注册时间" render={() => <Time at={user.createdAt} />} />
            <ProDescriptions.Item label="状态" render={() => (user.banned ? <Tag color="red">已封禁</Tag> : <Tag color="green">正常</Tag>)} />
          </ProDescriptions>
        </Card>
        <Card>
          <UserTabs userId={user.id} />
        </Card>
      </Space>
      <ReasonModal
        open={banning === 'ban'}
        title={`封禁「${user.nickname}」`}
        label="封禁原因"
        hint="封禁后该用户的所有登录立即失效，再次登录时会看到此原因。"
        okText="封禁"
        danger
        onClose={() => setBanning(null)}
        onSubmit={async (reason) => {
          setUser(await api.post<AdminUserProfile>(`/admin/users/${user.id}/ban`, { reason }))
          message.success('已封禁，该用户的登录已全部失效')
        }}
      />
      <ReasonModal
        open={banning === 'unban'}
        title={`解封「${user.nickname}」`}
        label="解封原因"
        okText="解封"
        onClose={() => setBanning(null)}
        onSubmit={async (reason) => {
          setUser(await api.post<AdminUserProfile>(`/admin/users/${user.id}/unban`, { reason }))
          message.success('已解封')
        }}
      />
    </PageContainer>
  )
}
