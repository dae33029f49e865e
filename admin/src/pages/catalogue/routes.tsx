import { lazy } from 'react'
import { AppstoreOutlined } from '@ant-design/icons'
import type { ConsolePage } from '../../registry'

/** 类目: games, their region trees and attribute templates (admins only; the API refuses staff as well) */
const routes: ConsolePage[] = [
  {
    path: '/catalogue/games',
    title: '游戏管理',
    roles: ['admin'],
    component: lazy(() => import('./GameList')),
    menu: { group: '类目', order: 1, icon: <AppstoreOutlined /> },
  },
  { path: '/catalogue/games/:id', title: '游戏详情', roles: ['admin'], component: lazy(() => import('./GameDetail')) },
]

export default routes
