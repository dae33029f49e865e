/** react-dom is installed without its types; the H5 viewer needs only createPortal (the mini program's build aliases react-dom to @tarojs/react, which has it too) */
declare module 'react-dom' {
  import type { ReactNode, ReactPortal } from 'react'
  export function createPortal(children: ReactNode, container: Element | DocumentFragment): ReactPortal
}
