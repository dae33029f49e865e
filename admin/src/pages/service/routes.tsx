import { lazy } from 'react'
import { CustomerServiceOutlined, PhoneOutlined, SnippetsOutlined } from '@ant-design/icons'
import type { ConsolePage } from '../../registry'

/**
 * Customer service (staff and admins): the case queue (rooms and disputes that need staff, who holds each, how long
 * it has waited in service hours), call-back requests, and the team's quick replies (常用语).
 */
const routes: ConsolePage[] = [
  {
    path: '/service/cases',
    title: '客服工单',
    roles: ['admin', 'staff'],
    component: lazy(() => import('./CaseQueue')),
    menu: { group: '审核与售后', order: 0, icon: <CustomerServiceOutlined /> },
  },
  {
    path: '/service/callbacks',
    title: '回电申请',
    roles: ['admin', 'staff'],
    component: lazy(() => import('./CallbackQueue')),
    menu: { group: '审核与售后', order: 0.5, icon: <PhoneOutlined /> },
  },
  {
    path: '/service/quick-replies',
    title: '常用语',
    roles: ['admin', 'staff'],
    component: lazy(() => import('./QuickReplies')),
    menu: { group: '审核与售后', order: 7, icon: <SnippetsOutlined /> },
  },
]

export default routes
