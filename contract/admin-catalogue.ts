/**
 * Wire types of the operator console's catalogue pages (admins only): games, each game's region/server tree and
 * its attribute template. A change shows in the storefront at once on the server that made it and within the
 * reference cache's lifetime on other server processes (server/modules/game/reference.ts).
 */
import type { AttrType, GameNodeLevel } from './catalogue'

/** GET /admin/game-types: the kinds a game is filed under in the game grid. */
export interface GameTypeOption {
  key: string
  name: string
}

/** GET /admin/games rows and GET /admin/games/{id}. */
export interface AdminGame {
  id: number
  name: string
  /** null: English readers see `name` */
  nameEn: string | null
  type: string
  typeName: string
  /** URL path of the icon */
  icon: string
  /** popularity: higher comes first in the game grid */
  hot: number
  enabled: boolean
  /** listings of the game in any status */
  listings: number
  createdAt: string
}

/**
 * POST /admin/games and PUT /admin/games/{id} body. `icon`: an uploaded image ('/api/uploads/<key>'); an edit may
 * send the icon it was given back unchanged. A new game starts disabled or enabled as `enabled` says.
 */
export interface GameInput {
  name: string
  /** blank: none (English readers see `name`); absent: none on create, unchanged on edit; at most NAME_EN_MAX */
  nameEn?: string | null
  type: string
  icon: string
  hot: number
  enabled: boolean
}

/** PUT /admin/games/{id}/enabled body. */
export interface GameEnabledInput {
  enabled: boolean
}

/** GET /admin/games/{id}/nodes: every node of the tree (flat, by parent and display order). */
export interface AdminGameNode {
  id: number
  parentId: number | null
  level: GameNodeLevel
  key: string
  name: string
  nameEn: string | null
  sort: number
  /** listings and recycling requests that name this node: such a node cannot be removed */
  uses: number
}

/**
 * POST /admin/games/{id}/nodes body: a node under `parentId` (null: a system, the first level), one level below
 * its parent, last among its siblings. `key` (a-z, 0-9, _ and -) names it in URLs and filters; generated when
 * omitted.
 */
export interface GameNodeInput {
  parentId: number | null
  name: string
  nameEn?: string | null
  key?: string
}

/** PUT /admin/game-nodes/{id} body: a rename. */
export interface GameNodeRename {
  name: string
  nameEn?: string | null
}

/** PUT /admin/games/{id}/nodes/order body: every child of `parentId` in the new order. */
export interface GameNodeOrderInput {
  parentId: number | null
  ids: number[]
}

/** GET /admin/games/{id}/attrs rows, in display order. */
export interface AdminGameAttr {
  id: number
  key: string
  label: string
  labelEn: string | null
  /** radio / boxradio: one choice (select), checkbox: several (multi), input: text, number: a whole number */
  type: AttrType
  options: string[]
  /** English name by option value (an option without one shows its value to English readers) */
  optionsEn: Record<string, string>
  unit: string | null
  required: boolean
  filterable: boolean
  min: number | null
  max: number | null
  sort: number
}

/**
 * POST /admin/games/{id}/attrs and PUT /admin/game-attrs/{id} body. The template applies to listings submitted
 * from then on; listings already made keep their values. `key` and `type` are fixed once created (an edit
 * sending others is refused): existing listings store their values under that key in that shape.
 */
export interface GameAttrInput {
  key?: string
  label: string
  labelEn?: string | null
  type: AttrType
  options: string[]
  /**
   * English name by option value (keys among `options`; a blank name: none, English readers see the value; at most
   * NAME_EN_MAX). Absent: the English names of the options that stay are kept.
   */
  optionsEn?: Record<string, string>
  unit?: string | null
  required: boolean
  filterable: boolean
  min?: number | null
  max?: number | null
}

/** PUT /admin/games/{id}/attrs/order body: every attribute id of the game in the new order. */
export interface GameAttrOrderInput {
  ids: number[]
}

/** Limits of the catalogue's admin inputs, in characters (the console's forms and the server share them). */
export const GAME_NAME_MAX = 30
export const GAME_HOT_MAX = 1_000_000
export const NODE_NAME_MAX = 30
export const NAME_EN_MAX = 60
export const ATTR_LABEL_MAX = 20
export const ATTR_OPTION_MAX = 30
export const ATTR_OPTIONS_MAX = 100
export const ATTR_UNIT_MAX = 6
export const NODE_KEY_RE = /^[a-z0-9_-]{1,32}$/
export const ATTR_KEY_RE = /^[A-Za-z][A-Za-z0-9_]{0,31}$/
