import { makeAutoObservable, runInAction } from 'mobx'
import type { GameSummary, GameType } from '../../contract/types'
import { bootGames, listGames } from '../api/game'
import { errorText } from '../utils/toast'

/** What the user browses: the game grid, the selected game and the search text. */
export class CatalogStore {
  currentGameName = ''
  searchText = ''
  gameTypeList: GameType[] = []
  loading = false
  error = ''
  /** the grid came with the page (home's first screen): the first load need not ask again */
  private fromPage = false

  constructor() {
    // home's grid is drawn in its first frame, so nothing under it moves when it arrives
    const booted = bootGames()
    if (booted) {
      this.gameTypeList = booted
      this.fromPage = true
    }
    makeAutoObservable(this)
  }

  setCurrentGameName(name: string) {
    this.currentGameName = name
  }

  setSearchText(text: string) {
    this.searchText = text
  }

  /** the game of the grid with this name (undefined until the grid is loaded) */
  findGame(name: string): GameSummary | undefined {
    for (const type of this.gameTypeList) {
      const g = type.games.find((x) => x.name === name)
      if (g) return g
    }
    return undefined
  }

  /**
   * The game a search text names: its exact name, or a part (two characters or more) of one game's name only
   * (case and full-width forms aside); undefined when none or several match, or the grid is not loaded.
   */
  gameNamed(text: string): GameSummary | undefined {
    const norm = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, '')
    const k = norm(text)
    if (!k) return undefined
    const all = this.gameTypeList.flatMap((type) => type.games)
    const exact = all.find((g) => norm(g.name) === k)
    if (exact) return exact
    if ([...k].length < 2) return undefined
    const partial = all.filter((g) => norm(g.name).includes(k))
    return partial.length === 1 ? partial[0] : undefined
  }

  async loadGames(): Promise<void> {
    if (this.fromPage) {
      this.fromPage = false
      return
    }
    this.loading = true
    this.error = ''
    try {
      const list = await listGames()
      runInAction(() => {
        this.gameTypeList = list
      })
    } catch (e) {
      runInAction(() => {
        this.error = errorText(e)
      })
    } finally {
      runInAction(() => {
        this.loading = false
      })
    }
  }
}

export const catalogStore = new CatalogStore()
