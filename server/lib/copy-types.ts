/** The shapes of stored copy (lib/copy.ts) and of the templates each domain's catalogue writes. */
import type { Lang } from './i18n'

/** text as written, a number (fen, counts), an ISO instant, a list, or a nested copy rendered in the same language */
export type CopyParam = string | number | boolean | null | string[] | Copy
export type CopyParams = Record<string, CopyParam>

export interface Copy {
  kind: string
  params?: CopyParams
}

/** How a template formats parameters in its language. */
export interface Fmt {
  lang: Lang
  /** fen -> the amount as this language writes it ('12.30', written before 元; '¥12.30') */
  money(fen: CopyParam | undefined): string
  /** an instant -> China time as this language writes it */
  time(at: CopyParam | undefined): string
  /** a parameter that is either text as written or a nested copy */
  text(v: CopyParam | undefined): string
  /** a list in this language ('a、b'; 'a, b') */
  list(items: string[]): string
}

type Render = (p: CopyParams, f: Fmt) => string
/** A template: a line of text, or an inbox message's title and content. */
export type Template = Render | { title: Render; text: Render }
export type Catalogue = Record<string, Template>
