import { lazy } from 'react'
import { FileSearchOutlined } from '@ant-design/icons'
import type { ConsolePage } from '../../registry'

/** 订单: search and one order's case file (staff and admins: customer service works from here) */
const routes: ConsolePage[] = [
  {
    path: '/orders',
    title: '订单查询',
    roles: ['admin', 'staff'],
    component: lazy(() => import('./OrderSearch')),
    menu: { group: '订单', order: 1, icon: <FileSearchOutlined /> },
  },
  { path: '/orders/:id', title: '订单详情', roles: ['admin', 'staff'], component: lazy(() => import('./OrderDetail')) },
]

export default routes
