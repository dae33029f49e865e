import { createContext, useContext } from 'react'
import { sessionStore, type SessionStore } from './session'
import { catalogStore, type CatalogStore } from './catalog'
import { localeStore, type LocaleStore } from './locale'

export interface RootStores {
  session: SessionStore
  catalog: CatalogStore
  locale: LocaleStore
}

export const stores: RootStores = { session: sessionStore, catalog: catalogStore, locale: localeStore }

/** Provided by src/app.ts; defaults to the app-wide singletons so pages also work when mounted alone (tests). */
export const StoresContext = createContext<RootStores>(stores)

export function useStores(): RootStores {
  return useContext(StoresContext)
}
