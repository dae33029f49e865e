import { lazy } from 'react'
import { AuditOutlined, ShopOutlined } from '@ant-design/icons'
import type { ConsolePage } from '../../registry'

/** 商品: review and manage listings (admins only; the API refuses staff as well) */
const routes: ConsolePage[] = [
  {
    path: '/listings/review',
    title: '商品审核',
    roles: ['admin'],
    component: lazy(() => import('./ReviewQueue')),
    menu: { group: '商品', order: 1, icon: <AuditOutlined /> },
  },
  {
    path: '/listings',
    title: '商品管理',
    roles: ['admin'],
    component: lazy(() => import('./ListingSearch')),
    menu: { group: '商品', order: 2, icon: <ShopOutlined /> },
  },
  { path: '/listings/:id', title: '商品详情', roles: ['admin'], component: lazy(() => import('./ListingDetail')) },
]

export default routes
