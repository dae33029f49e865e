import { routeByName } from '../../../routes'

/**
 * The H5 site's home URL, or null on the mini program: it does not know where the site is served (the API base
 * may be another host), so it shows the document only.
 */
export function h5HomeUrl(): string | null {
  if (process.env.TARO_ENV !== 'h5' || typeof location === 'undefined') return null
  return location.origin + routeByName('home').urls[0]
}
