import { makeAutoObservable, runInAction } from 'mobx'
import type { GameType } from '../../contract/types'
import { listGames } from '../api/game'
import { errorText } from '../utils/toast'

/** What the user browses: the game grid, the selected game and the search text. */
export class CatalogStore {
  currentGameName = ''
  searchText = ''
  gameTypeList: GameType[] = []
  loading = false
  error = ''

  constructor() {
    makeAutoObservable(this)
  }

  setCurrentGameName(name: string) {
    this.currentGameName = name
  }

  setSearchText(text: string) {
    this.searchText = text
  }

  async loadGames(): Promise<void> {
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
