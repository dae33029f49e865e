import type { GameNodeLevel } from '../../contract/types'

/** A path down a game's tree (system -> carrier -> area -> server); deeper levels are null until chosen. */
export interface RegionValue {
  systemId: number | null
  carrierId: number | null
  areaId: number | null
  serverId: number | null
  /** names of the chosen nodes, top first */
  names: string[]
  /** set by the picker: the last chosen node has no children (the path reaches the bottom of the tree) */
  leaf?: boolean
}

export const REGION_LEVELS: GameNodeLevel[] = ['system', 'carrier', 'area', 'server']
export const LEVEL_FIELD = { system: 'systemId', carrier: 'carrierId', area: 'areaId', server: 'serverId' } as const

export function emptyRegion(): RegionValue {
  return { systemId: null, carrierId: null, areaId: null, serverId: null, names: [], leaf: false }
}

/** the chosen ids, top first, up to the first level not chosen */
export function regionPath(v: RegionValue): number[] {
  const ids: number[] = []
  for (const level of REGION_LEVELS) {
    const id = v[LEVEL_FIELD[level]]
    if (id === null || id === undefined) break
    ids.push(id)
  }
  return ids
}

/** Whether the region is chosen far enough: a system at least; with `toLeaf`, down to a node without children. */
export function regionComplete(v: RegionValue, toLeaf: boolean): boolean {
  if (regionPath(v).length === 0) return false
  return !toLeaf || v.leaf === true
}

