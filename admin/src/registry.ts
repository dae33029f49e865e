/**
 * The console's page registry. Each area is a folder `pages/<area>/` whose `routes.tsx` default-exports its
 * `ConsolePage[]`; the shell collects them all, builds the side menu (grouped, filtered by role) and the routes,
 * and shows 403 (无权访问) for a page whose roles exclude the operator.
 */
import type { ComponentType, ReactNode } from 'react'
import type { ConsoleRole } from './session'

export type { ConsoleRole }

export interface ConsolePage {
  /** under /admin, e.g. '/listings/review' or '/users/:id' (react-router syntax) */
  path: string
  /** the page's heading and menu entry */
  title: string
  /** who may open it; the API enforces the same split */
  roles: ConsoleRole[]
  /** may be React.lazy */
  component: ComponentType
  /** a menu entry; without it the page is reached by links (a detail page) */
  menu?: { group: MenuGroup; order: number; icon?: ReactNode }
}

/** the side menu's groups, in this order */
export const MENU_GROUPS = ['概览', '商品', '用户', '订单', '审核与售后', '内容', '类目', '系统'] as const
export type MenuGroup = (typeof MENU_GROUPS)[number]

export type RoutesModule = { default: ConsolePage[] }

/**
 * Every page of every area in a stable order (by file). The glob itself lives in pages.ts, so a routes.tsx may
 * import from this file without a cycle.
 */
export function collectPages(modules: Record<string, RoutesModule>): ConsolePage[] {
  return Object.keys(modules)
    .sort()
    .flatMap((file) => modules[file].default)
}

export const canOpen = (page: ConsolePage, role: ConsoleRole | null): boolean => role !== null && page.roles.includes(role)

export interface MenuSection {
  group: MenuGroup
  pages: ConsolePage[]
}

/** the menu a role sees: its pages with a `menu`, grouped in MENU_GROUPS order, each group by `order` */
export function menuFor(pages: ConsolePage[], role: ConsoleRole | null): MenuSection[] {
  return MENU_GROUPS.map((group) => ({
    group,
    pages: pages
      .filter((p) => p.menu?.group === group && canOpen(p, role))
      .sort((a, b) => a.menu!.order - b.menu!.order || a.path.localeCompare(b.path)),
  })).filter((s) => s.pages.length > 0)
}
