/** The API addresses of the SMS and WeChat providers, which tests point at local fakes. */

/** An http(s) URL without path, query or credentials; null when it is not one. */
export function baseUrl(value: string): URL | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.search || url.hash) return null
  if (url.pathname !== '/' && url.pathname !== '') return null
  return url
}
