import { lazy } from 'react'
import { CommentOutlined, FileTextOutlined, FireOutlined, GiftOutlined, PictureOutlined, SafetyCertificateOutlined, StopOutlined } from '@ant-design/icons'
import type { ConsolePage } from '../../registry'

/** 内容: what the app shows that admins write (admins only; the API refuses staff as well) */
const routes: ConsolePage[] = [
  {
    path: '/content/notices',
    title: '公告与文章',
    roles: ['admin'],
    component: lazy(() => import('./NoticeList')),
    menu: { group: '内容', order: 1, icon: <FileTextOutlined /> },
  },
  { path: '/content/notices/new', title: '新建内容', roles: ['admin'], component: lazy(() => import('./NoticeEditor')) },
  { path: '/content/notices/:id', title: '编辑内容', roles: ['admin'], component: lazy(() => import('./NoticeEditor')) },
  {
    path: '/content/banners',
    title: '轮播与推荐位',
    roles: ['admin'],
    component: lazy(() => import('./Banners')),
    menu: { group: '内容', order: 2, icon: <PictureOutlined /> },
  },
  {
    path: '/content/coupons',
    title: '优惠券与红包',
    roles: ['admin'],
    component: lazy(() => import('./Coupons')),
    menu: { group: '内容', order: 3, icon: <GiftOutlined /> },
  },
  {
    path: '/content/blacklist',
    title: '黑名单',
    roles: ['admin'],
    component: lazy(() => import('./Blacklist')),
    menu: { group: '内容', order: 4, icon: <StopOutlined /> },
  },
  {
    path: '/content/official',
    title: '官方账号',
    roles: ['admin'],
    component: lazy(() => import('./Official')),
    menu: { group: '内容', order: 5, icon: <SafetyCertificateOutlined /> },
  },
  {
    path: '/content/cooperation',
    title: '商务合作',
    roles: ['admin'],
    component: lazy(() => import('./Cooperation')),
    menu: { group: '内容', order: 6, icon: <CommentOutlined /> },
  },
  {
    path: '/content/hot-searches',
    title: '热门搜索',
    roles: ['admin'],
    component: lazy(() => import('./HotSearches')),
    menu: { group: '内容', order: 7, icon: <FireOutlined /> },
  },
]

export default routes
