import { RichText } from '@tarojs/components'

/** Renders HTML the server already sanitised (RichText: innerHTML on H5, nodes on the mini program). */
export default function RichContent({ html, className }: { html: string; className?: string }) {
  return <RichText className={'rich ' + (className ?? '')} nodes={html} />
}
