/**
 * The operator console: a single-page app served by the API server at /admin/ (server/app.ts). Built into
 * dist/admin at the repository root; `npm run build:admin`.
 */
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const here = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig({
  root: here,
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../dist/admin', import.meta.url)),
    emptyOutDir: true,
    // a desktop back office: one vendor chunk per big library keeps rebuilt pages small to re-download
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      output: {
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined
          if (/[\\/]node_modules[\\/](@antv|@ant-design[\\/]plots)/.test(id)) return 'charts'
          if (/[\\/]node_modules[\\/](@tiptap|prosemirror)/.test(id)) return 'editor'
          if (/[\\/]node_modules[\\/](antd|@ant-design|rc-|@rc-component)/.test(id)) return 'antd'
          return 'vendor'
        },
      },
    },
  },
  server: {
    // `npx vite --config admin/vite.config.ts` against a running API server (npm start) on 8080
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
})
