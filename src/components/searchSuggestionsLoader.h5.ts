import type SearchSuggestions from './SearchSuggestions'

/** H5: the search panel's open part loads on the first focus, so /index/home does not download it first. */
export function loadSearchSuggestions(): Promise<typeof SearchSuggestions> {
  return import('./SearchSuggestions').then((m) => m.default)
}
