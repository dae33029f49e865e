import { defineConfig } from 'drizzle-kit'

// Paths are relative to the repository root: run through `npm run db:generate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/db/schema.ts', './server/modules/search/schema.ts'],
  out: './server/db/migrations',
})
