/**
 * The rich-text editor of notices (@tiptap/react): headings, bold and italic, bulleted and numbered lists, links and
 * pictures uploaded to the server. Its value is HTML; the server sanitises it again before storing (lib/html.ts),
 * so what the editor allows is a convenience, not the safety rule.
 */
import { useState, type ReactNode } from 'react'
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons'
import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import Image from '@tiptap/extension-image'
import { Button, Divider, Input, Popover, Space, Tooltip, Upload } from 'antd'
import { uploadImageFile } from './ImageUpload'
import styles from './RichTextEditor.module.css'

export interface RichTextEditorProps {
  /** the initial HTML (read once, when the editor mounts) */
  value?: string
  onChange?: (html: string) => void
}

const LINK_RE = /^(https?:\/\/|\/)[^\s"'<>]+$/i

export function RichTextEditor({ value, onChange }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, autolink: true } }), Image],
    content: value ?? '',
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  })
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  })
  const [href, setHref] = useState('')
  const [linkOpen, setLinkOpen] = useState(false)

  const applyLink = () => {
    const url = href.trim()
    if (url === '') editor.chain().focus().extendMarkRange('link').unsetLink().run()
    else if (LINK_RE.test(url)) editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run()
    else return
    setLinkOpen(false)
  }

  const tool = (title: string, active: boolean, onClick: () => void, icon: ReactNode, cls: string) => (
    <Tooltip title={title}>
      <Button className={`rte-${cls}`} type={active ? 'primary' : 'text'} size="small" icon={icon} onClick={onClick} aria-label={title} />
    </Tooltip>
  )

  return (
    <div className={styles.box}>
      <Space className={styles.toolbar} size={2} wrap>
        <Button className="rte-h2" type={state.h2 ? 'primary' : 'text'} size="small" onClick={() => editor.chain().focus().toggleHeading({ level: 2 }).run()}>
          标题
        </Button>
        <Button className="rte-h3" type={state.h3 ? 'primary' : 'text'} size="small" onClick={() => editor.chain().focus().toggleHeading({ level: 3 }).run()}>
          小标题
        </Button>
        <Divider type="vertical" />
        {tool('加粗', state.bold, () => editor.chain().focus().toggleBold().run(), <BoldOutlined />, 'bold')}
        {tool('斜体', state.italic, () => editor.chain().focus().toggleItalic().run(), <ItalicOutlined />, 'italic')}
        {tool('无序列表', state.bullet, () => editor.chain().focus().toggleBulletList().run(), <UnorderedListOutlined />, 'bullet')}
        {tool('有序列表', state.ordered, () => editor.chain().focus().toggleOrderedList().run(), <OrderedListOutlined />, 'ordered')}
        <Popover
          open={linkOpen}
          onOpenChange={(open) => {
            setLinkOpen(open)
            if (open) setHref((editor.getAttributes('link').href as string | undefined) ?? '')
          }}
          trigger="click"
          content={
            <Space.Compact style={{ width: 320 }}>
              <Input
                className="rte-link-input"
                placeholder="https://... 或站内路径 /index/...（留空去掉链接）"
                value={href}
                status={href.trim() && !LINK_RE.test(href.trim()) ? 'error' : undefined}
                onChange={(e) => setHref(e.target.value)}
                onPressEnter={applyLink}
              />
              <Button type="primary" onClick={applyLink}>
                确定
              </Button>
            </Space.Compact>
          }
        >
          <Tooltip title="链接">
            <Button className="rte-link" type={state.link ? 'primary' : 'text'} size="small" icon={<LinkOutlined />} aria-label="链接" />
          </Tooltip>
        </Popover>
        <Upload
          accept="image/png,image/jpeg,image/webp,image/gif"
          showUploadList={false}
          customRequest={async ({ file, onSuccess, onError }) => {
            try {
              const src = await uploadImageFile(file as File)
              editor.chain().focus().setImage({ src }).run()
              onSuccess?.(src)
            } catch (e) {
              onError?.(e as Error)
            }
          }}
        >
          <Tooltip title="插入图片">
            <Button className="rte-image" type="text" size="small" icon={<PictureOutlined />} aria-label="插入图片" />
          </Tooltip>
        </Upload>
      </Space>
      <EditorContent editor={editor} className={`${styles.content} rte-content`} />
    </div>
  )
}
