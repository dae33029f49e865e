import { defineConfig } from 'drizzle-kit'

// Paths are relative to the repository root: run through `npm run db:generate`.
export default defineConfig({
  dialect: 'postgresql',
  // every module declares its own tables in its schema.ts (notification also in wechat-schema.ts)
  schema: './server/modules/*/*schema.ts',
  out: './server/db/migrations',
})
