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
    // a desktop back office on one origin: the shell (React, antd, ProLayout) is one chunk; each page, and what
    // only it uses (charts, the editor), loads when first opened (React.lazy in the pages' routes.tsx)
    chunkSizeWarningLimit: 2500,
  },
  server: {
    // `npx vite --config admin/vite.config.ts` against a running API server (npm start) on 8080
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
})
