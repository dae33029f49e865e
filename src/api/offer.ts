import type { Offer, OfferInput, OfferRespondInput, OfferSettings, OfferSettingsInput, OfferTerms, PriceAlertInput, SavedSearch, SavedSearchQuery } from '../../contract/offers'
import type { Page } from '../../contract/types'
import { get, post, put, request } from './request'

/** whether a listing takes offers, its public rules, and my latest offer on it */
export const getOfferTerms = (goodsId: number) => get<OfferTerms>(`/web/offer/goods/${goodsId}`)
export const makeOffer = (input: OfferInput) => post<Offer>('/need/offers', input)
export const listOffers = (role: 'buyer' | 'seller', pageNum = 1, pageSize = 20) => get<Page<Offer>>('/need/offers', { role, pageNum, pageSize })
export const respondOffer = (id: number, input: OfferRespondInput) => post<Offer>(`/need/offers/${id}/respond`, input)
/** my listing's offer switch and its floor (never shown to buyers) */
export const getOfferSettings = (goodsId: number) => get<OfferSettings>(`/need/offer/settings/${goodsId}`)
export const saveOfferSettings = (goodsId: number, input: OfferSettingsInput) => put<OfferSettings>(`/need/offer/settings/${goodsId}`, input)

/** saved searches (关注): new listings matching them are told through the inbox */
export const listSavedSearches = () => get<SavedSearch[]>('/need/saved-searches')
export const saveSearch = (query: SavedSearchQuery) => post<SavedSearch>('/need/saved-searches', { query })
export const deleteSavedSearch = (id: number) => request<null>('DELETE', `/need/saved-searches/${id}`)
/** the favourites whose price-drop alert is off */
export const priceAlertsOff = () => get<number[]>('/need/alerts/price')
export const setPriceAlert = (input: PriceAlertInput) => put<PriceAlertInput>('/need/alerts/price', input)
