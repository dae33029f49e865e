import { lazy } from 'react'
import { AccountBookOutlined, CommentOutlined, ExceptionOutlined, SafetyCertificateOutlined, ShopOutlined, UndoOutlined } from '@ant-design/icons'
import type { ConsolePage } from '../../registry'

/**
 * 审核与售后: the queues customer service works through (claims, disputes, feedback: staff and admins) and the
 * money ones only admins see (withdrawals, merchant applications, provider refunds). The API enforces the split.
 */
const routes: ConsolePage[] = [
  {
    path: '/review/disputes',
    title: '售后仲裁',
    roles: ['admin', 'staff'],
    component: lazy(() => import('./DisputeQueue')),
    menu: { group: '审核与售后', order: 1, icon: <ExceptionOutlined /> },
  },
  { path: '/review/disputes/:id', title: '售后详情', roles: ['admin', 'staff'], component: lazy(() => import('./DisputeDetail')) },
  {
    path: '/review/claims',
    title: '包赔审核',
    roles: ['admin', 'staff'],
    component: lazy(() => import('./ClaimQueue')),
    menu: { group: '审核与售后', order: 2, icon: <SafetyCertificateOutlined /> },
  },
  {
    path: '/review/feedback',
    title: '用户反馈',
    roles: ['admin', 'staff'],
    component: lazy(() => import('./FeedbackQueue')),
    menu: { group: '审核与售后', order: 3, icon: <CommentOutlined /> },
  },
  {
    path: '/review/withdrawals',
    title: '提现审核',
    roles: ['admin'],
    component: lazy(() => import('./WithdrawalQueue')),
    menu: { group: '审核与售后', order: 4, icon: <AccountBookOutlined /> },
  },
  {
    path: '/review/merchants',
    title: '商家入驻',
    roles: ['admin'],
    component: lazy(() => import('./MerchantQueue')),
    menu: { group: '审核与售后', order: 5, icon: <ShopOutlined /> },
  },
  {
    path: '/review/refunds',
    title: '渠道退款',
    roles: ['admin'],
    component: lazy(() => import('./RefundQueue')),
    menu: { group: '审核与售后', order: 6, icon: <UndoOutlined /> },
  },
]

export default routes
