/**
 * The console's frame (Ant Design Pro's ProLayout, "mix": a top bar with the product name and the operator, the
 * side menu below it). The menu comes from the page registry, filtered by role and grouped in MENU_GROUPS order;
 * each page renders its own PageContainer (title, breadcrumb, actions) into the outlet.
 */
import { useMemo } from 'react'
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom'
import { ProLayout, type MenuDataItem } from '@ant-design/pro-components'
import { Dropdown, Tag } from 'antd'
import { LogoutOutlined, UserOutlined } from '@ant-design/icons'
import { pages } from './pages'
import { menuFor } from './registry'
import { logout, ROLE_NAMES, useSession } from './session'

const LOGO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1677ff"/>' +
      '<path d="M9 11h14v3H9zM9 16h9v3H9zM9 21h14v3H9z" fill="#fff"/></svg>',
  )

export function Shell() {
  const { user, role } = useSession()
  const location = useLocation()
  const navigate = useNavigate()

  const route = useMemo(
    () => ({
      path: '/',
      routes: menuFor(pages, role).map(
        (section): MenuDataItem => ({
          key: `group:${section.group}`,
          name: section.group,
          children: section.pages.map((p) => ({ path: p.path, name: p.title, icon: p.menu?.icon })),
        }),
      ),
    }),
    [role],
  )

  // ProLayout marks every menu entry whose path is a prefix of the address (商品管理 /listings lit on
  // /listings/review too): select only the entry with the longest matching path
  const selected = useMemo(() => {
    const paths = route.routes.flatMap((g) => (g.children ?? []).map((c) => c.path ?? ''))
    const here = location.pathname
    const match = paths
      .filter((p) => p && (here === p || (p !== '/' && here.startsWith(p + '/'))))
      .sort((a, b) => b.length - a.length)[0]
    return match ? [match] : []
  }, [route, location.pathname])

  const signOut = async () => {
    await logout()
    navigate('/login', { replace: true })
  }

  return (
    <ProLayout
      title="游戏账号交易 · 运营后台"
      logo={LOGO}
      layout="mix"
      fixSiderbar
      fixedHeader
      siderWidth={216}
      route={route}
      location={{ pathname: location.pathname }}
      menu={{ type: 'group' }}
      selectedKeys={selected}
      token={{ header: { colorBgHeader: '#001529', colorHeaderTitle: '#fff', colorTextRightActionsItem: 'rgba(255,255,255,0.85)' } }}
      onMenuHeaderClick={() => navigate('/')}
      menuItemRender={(item, dom) => (item.path ? <Link to={item.path}>{dom}</Link> : dom)}
      avatarProps={{
        icon: <UserOutlined />,
        src: user?.avatar || undefined,
        size: 'small',
        title: (
          <span className="console-user">
            {user?.nickname}
            {role && (
              <Tag className="console-role" color={role === 'admin' ? 'gold' : 'cyan'} style={{ marginInlineStart: 8 }}>
                {ROLE_NAMES[role]}
              </Tag>
            )}
          </span>
        ),
        render: (_props, dom) => (
          <Dropdown
            menu={{
              items: [{ key: 'logout', icon: <LogoutOutlined />, label: '退出登录', className: 'console-logout' }],
              onClick: ({ key }) => {
                if (key === 'logout') void signOut()
              },
            }}
          >
            {dom}
          </Dropdown>
        ),
      }}
      footerRender={() => (
        <div style={{ textAlign: 'center', color: 'rgba(0,0,0,0.35)', padding: '16px 0', fontSize: 12 }}>
          运营后台 · 所有操作均记录在审计日志中
        </div>
      )}
    >
      <Outlet />
    </ProLayout>
  )
}
