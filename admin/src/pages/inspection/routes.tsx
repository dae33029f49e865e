import { lazy } from 'react'
import { ScanOutlined } from '@ant-design/icons'
import type { ConsolePage } from '../../registry'

/**
 * 官方验号: the queue of listings waiting for an inspection and the inspection form. Inspectors are customer service
 * (staff) and admins: the console's roles are one per account, so there is no separate inspector role.
 */
const routes: ConsolePage[] = [
  {
    path: '/inspections',
    title: '验号队列',
    roles: ['admin', 'staff'],
    component: lazy(() => import('./InspectionQueue')),
    menu: { group: '审核与售后', order: 3, icon: <ScanOutlined /> },
  },
  { path: '/inspections/:id', title: '验号', roles: ['admin', 'staff'], component: lazy(() => import('./InspectionForm')) },
]

export default routes
