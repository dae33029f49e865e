import { lazy } from 'react'
import { WarningOutlined } from '@ant-design/icons'
import type { ConsolePage } from '../../registry'

/**
 * 异常任务: background items of orders and disputes that failed, beside the order search (staff and admins, like
 * the service queues; the API enforces the same).
 */
const routes: ConsolePage[] = [
  {
    path: '/jobs/failures',
    title: '异常任务',
    roles: ['admin', 'staff'],
    component: lazy(() => import('./JobFailures')),
    menu: { group: '订单', order: 2, icon: <WarningOutlined /> },
  },
]

export default routes
