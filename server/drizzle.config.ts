import { defineConfig } from 'drizzle-kit'

// Paths are relative to the repository root: run through `npm run db:generate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './server/db/schema.ts',
    './server/modules/search/schema.ts',
    './server/modules/chat/schema.ts',
    './server/modules/handover/schema.ts',
    './server/modules/dispute/schema.ts',
    './server/modules/rating/schema.ts',
    './server/modules/payout/schema.ts',
    './server/modules/goods/schema.ts',
    './server/modules/payment/schema.ts',
    './server/modules/audit/schema.ts',
    './server/modules/jobs/schema.ts',
  ],
  out: './server/db/migrations',
})
