import { lazy } from 'react'
import { DashboardOutlined } from '@ant-design/icons'
import type { ConsolePage } from '../../registry'

const routes: ConsolePage[] = [
  {
    path: '/',
    title: '工作台',
    roles: ['admin', 'staff'],
    component: lazy(() => import('./Dashboard')),
    menu: { group: '概览', order: 1, icon: <DashboardOutlined /> },
  },
]

export default routes
