import { lazy } from 'react'
import { TeamOutlined } from '@ant-design/icons'
import type { ConsolePage } from '../../registry'

/** 用户: search users, their profile, ban and roles (admins only; the API refuses staff as well) */
const routes: ConsolePage[] = [
  {
    path: '/users',
    title: '用户管理',
    roles: ['admin'],
    component: lazy(() => import('./UserSearch')),
    menu: { group: '用户', order: 1, icon: <TeamOutlined /> },
  },
  { path: '/users/:id', title: '用户详情', roles: ['admin'], component: lazy(() => import('./UserDetail')) },
]

export default routes
