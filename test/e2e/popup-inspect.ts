/**
 * The checks of the popup walk (popup-walk.test.ts), run in the page on an open drawer, sheet, picker, dialog or
 * keyboard. Written without helpers outside the function's body, since playwright sends only its source.
 */

/** How a popup is laid out by design, which sets the least width its panel must have. */
export type PanelKind = 'drawer' | 'sheet' | 'keyboard' | 'dialog'

/** the least width of a panel, as a share of the screen's width */
export const MIN_SHARE: Record<PanelKind, number> = {
  // a side drawer covers most of the screen (the goods list's filter drawer is 80 %)
  drawer: 0.7,
  // a bottom sheet and a keyboard span the screen
  sheet: 1,
  keyboard: 1,
  // a centred dialog (Taro's modal is 80 % up to 300 px; the QR popup is sized by its code)
  dialog: 0.6,
}

export interface PanelSpec {
  /** CSS selector of the popup's panel (the box that is the drawer, sheet, dialog or keyboard) */
  sel: string
  kind: PanelKind
}

export interface PanelFound {
  problems: string[]
  /** the panels' widths in px, by selector, for the report */
  widths: Record<string, number>
}

/**
 * Looks at each panel of `specs` that must be on screen and fails
 * - a panel missing, narrower than its kind's share of the screen, or reaching past the screen's left or right edge;
 * - an element or a line of text in it cut off sideways by a box that clips (overflow other than visible) or by the
 *   screen; not counted: what a sideways-scrolling strip hides (it scrolls), text that ends in an ellipsis by design;
 * - text wrapped to one or two characters a line (a text of n characters over m ≥ 2 lines with n/m ≤ 2), or an
 *   English word split over two lines though it would fit on one;
 * - a button whose label takes more than one line;
 * - with `english`, a button labelled in Chinese (Taro's modal says 取消/确定 unless the app gives its own labels).
 */
export function inspectPanels(arg: { specs: PanelSpec[]; minShare: Record<PanelKind, number>; english?: boolean }): PanelFound {
  const W = document.documentElement.clientWidth
  const problems: string[] = []
  const widths: Record<string, number> = {}
  type Span = { l: number; r: number }
  const SCREEN: Span = { l: 0, r: W }
  const cut = (a: Span, b: Span): Span => ({ l: Math.max(a.l, b.l), r: Math.min(a.r, b.r) })
  const name = (el: Element) => {
    const cls = (typeof el.className === 'string' ? el.className : '').split(/\s+/).filter((c) => c && !c.startsWith('taro')).slice(0, 3).join('.')
    const text = ((el as HTMLElement).innerText ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 24)
    return `<${el.tagName.toLowerCase()}${cls ? '.' + cls : ''}>${text ? ` "${text}"` : ''}`
  }
  const shown = (el: Element) => {
    const cs = getComputedStyle(el)
    const r = el.getBoundingClientRect()
    return cs.display !== 'none' && cs.visibility !== 'hidden' && Number(cs.opacity) > 0 && r.width > 0 && r.height > 0
  }
  /** the distinct lines (by their top) a text node's characters are laid out on */
  const linesOf = (node: Text) => {
    const range = document.createRange()
    range.selectNodeContents(node)
    const tops: number[] = []
    for (const rect of range.getClientRects()) {
      if (rect.width < 0.5 || rect.height < 0.5) continue
      if (!tops.some((t) => Math.abs(t - rect.top) < rect.height / 2)) tops.push(rect.top)
    }
    return { rects: [...range.getClientRects()].filter((x) => x.width >= 0.5 && x.height >= 0.5), count: tops.length }
  }
  // Taro's modal draws its 取消/确定 as divs
  const isButton = (el: Element) => el.tagName === 'BUTTON' || el.classList.contains('nut-button') || el.classList.contains('taro-model__btn') || el.getAttribute('role') === 'button'

  // inside a box already reported, its contents are not reported again; `ellipsis`: an ancestor on the way from the
  // clipping box cuts its text with an ellipsis (or a line clamp) on purpose
  const walk = (el: Element, clip: Span, scrolls: boolean, ellipsis: boolean, reported: boolean) => {
    const cs = getComputedStyle(el)
    if (cs.display === 'none' || Number(cs.opacity) === 0) return
    if (cs.position === 'fixed') clip = SCREEN
    const r = el.getBoundingClientRect()
    const visible = cs.visibility !== 'hidden' && r.width >= 1 && r.height >= 1
    if (visible && !reported && !scrolls) {
      const inside = cut({ l: r.left, r: r.right }, clip)
      // partly shown: it starts or ends past the clipping edge by more than a pixel
      if (inside.r - inside.l >= 1 && (r.left < clip.l - 1 || r.right > clip.r + 1)) {
        problems.push(`${name(el)} is cut off: spans ${Math.round(r.left)}..${Math.round(r.right)} px, shown ${Math.round(clip.l)}..${Math.round(clip.r)}`)
        reported = true
      }
    }
    const clips = cs.overflowX !== 'visible' || cs.overflowY !== 'visible' || cs.contain.includes('paint')
    // a box that scrolls sideways (and not up and down) hides the rest of its strip by design
    const sideways = (cs.overflowX === 'auto' || cs.overflowX === 'scroll') && !(cs.overflowY === 'auto' || cs.overflowY === 'scroll')
    const inner = clips ? cut(clip, { l: r.left, r: r.right }) : clip
    const innerScrolls = scrolls || (clips && sideways && el.scrollWidth > el.clientWidth + 1)
    const innerEllipsis = (clips ? false : ellipsis) || cs.textOverflow === 'ellipsis' || (cs.webkitLineClamp !== 'none' && cs.webkitLineClamp !== '')

    if (visible && isButton(el)) {
      const tops: number[] = []
      const texts = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      for (let n = texts.nextNode(); n; n = texts.nextNode()) {
        if (!(n.textContent ?? '').trim() || !shown(n.parentElement!)) continue
        const range = document.createRange()
        range.selectNodeContents(n)
        for (const rect of range.getClientRects()) {
          if (rect.width >= 0.5 && !tops.some((t) => Math.abs(t - rect.top) < rect.height / 2)) tops.push(rect.top)
        }
      }
      if (tops.length > 1) problems.push(`the label of button ${name(el)} breaks over ${tops.length} lines`)
      if (arg.english && /[\u3400-\u9fff]/.test((el as HTMLElement).innerText ?? '')) problems.push(`the label of button ${name(el)} is not in English`)
    }

    for (const child of el.childNodes) {
      if (child.nodeType === Node.ELEMENT_NODE) {
        walk(child as Element, inner, innerScrolls, innerEllipsis, reported)
      } else if (child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim() && cs.visibility !== 'hidden') {
        const chars = [...(child.textContent ?? '').replace(/\s+/g, '')].length
        const { rects, count } = linesOf(child as Text)
        if (count >= 2 && chars / count <= 2) {
          problems.push(`text ${JSON.stringify((child.textContent ?? '').trim().slice(0, 20))} of ${name(el)} wraps ${chars} characters over ${count} lines`)
        } else if (count >= 2) {
          // a word split over two lines although it fits on one (CSS word-break: break-all on English text)
          const box = el.getBoundingClientRect().width
          for (const m of (child.textContent ?? '').matchAll(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g)) {
            const word = document.createRange()
            word.setStart(child, m.index!)
            word.setEnd(child, m.index! + m[0].length)
            const parts = [...word.getClientRects()].filter((x) => x.width >= 0.5)
            const tops = new Set(parts.map((x) => Math.round(x.top)))
            if (tops.size > 1 && parts.reduce((w, x) => w + x.width, 0) < box) {
              problems.push(`the word "${m[0]}" in ${name(el)} breaks over two lines`)
              break
            }
          }
        }
        if (!reported && !innerScrolls && !innerEllipsis) {
          for (const line of rects) {
            const inside = cut({ l: line.left, r: line.right }, inner)
            if (inside.r - inside.l >= 0 && (line.left < inner.l - 1 || line.right > inner.r + 1)) {
              problems.push(`text of ${name(el)} is cut off: a line spans ${Math.round(line.left)}..${Math.round(line.right)} px, shown ${Math.round(inner.l)}..${Math.round(inner.r)}`)
              reported = true
              break
            }
          }
        }
      }
    }
  }

  for (const { sel, kind } of arg.specs) {
    const panel = [...document.querySelectorAll(sel)].filter(shown).pop()
    if (!panel) {
      problems.push(`${sel}: not on screen`)
      continue
    }
    const r = panel.getBoundingClientRect()
    widths[sel] = Math.round(r.width)
    const least = arg.minShare[kind] * W
    if (r.width < least - 1) problems.push(`${sel} (${kind}) is ${Math.round(r.width)} px wide, less than the ${Math.round(least)} px of its design on a ${W} px screen`)
    if (r.left < -1 || r.right > W + 1) problems.push(`${sel} (${kind}) reaches past the screen: spans ${Math.round(r.left)}..${Math.round(r.right)} px of ${W}`)
    walk(panel, SCREEN, false, false, false)
  }
  return { problems, widths }
}
