/** Every area's `pages/<area>/routes.tsx`, collected at build time. */
import { collectPages, type RoutesModule } from './registry'

export const pages = collectPages(import.meta.glob<RoutesModule>('./pages/*/routes.tsx', { eager: true }))
