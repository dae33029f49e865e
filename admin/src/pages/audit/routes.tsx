import { lazy } from 'react'
import { FileSearchOutlined } from '@ant-design/icons'
import type { ConsolePage } from '../../registry'

const routes: ConsolePage[] = [
  {
    path: '/audit',
    title: '审计日志',
    roles: ['admin'],
    component: lazy(() => import('./AuditLog')),
    menu: { group: '系统', order: 90, icon: <FileSearchOutlined /> },
  },
]

export default routes
