import SearchSuggestions from './SearchSuggestions'

/**
 * The open part of the search box. The mini program (and the unit tests) take it with SearchPanel; the H5 build
 * resolves searchSuggestionsLoader.h5.ts instead, which loads it in its own chunk on the first focus.
 */
export function loadSearchSuggestions(): Promise<typeof SearchSuggestions> {
  return Promise.resolve(SearchSuggestions)
}
