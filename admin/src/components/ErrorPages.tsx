/** The console's 403 and 404 pages, shown inside the layout. */
import { Button, Result } from 'antd'
import { useNavigate } from 'react-router-dom'
import { ROLE_NAMES, useSession } from '../session'

function HomeButton() {
  const navigate = useNavigate()
  return (
    <Button type="primary" onClick={() => navigate('/')}>
      返回首页
    </Button>
  )
}

export function Forbidden() {
  const { role } = useSession()
  return (
    <Result
      status="403"
      title="无权访问"
      subTitle={`当前账号（${role ? ROLE_NAMES[role] : '未登录'}）没有打开此页面的权限，如需使用请联系管理员。`}
      extra={<HomeButton />}
    />
  )
}

export function NotFound() {
  return <Result status="404" title="页面不存在" subTitle="您访问的页面不存在或已被移除，请检查地址。" extra={<HomeButton />} />
}
