/**
 * The game catalogue: game types, games, their system/carrier/area/server tree and attribute templates.
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import { tz } from '../../db/columns'

export const gameTypes = pgTable('game_types', {
  key: text('key').primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
})

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** English name (null: English callers see `name`) */
    nameEn: text('name_en'),
    type: text('type')
      .notNull()
      .references(() => gameTypes.key),
    /** file name under server/assets/games */
    icon: text('icon').notNull(),
    /** popularity: higher comes first */
    hot: integer('hot').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('games_name_key').on(t.name), index('games_type_hot_idx').on(t.type, t.hot)],
)

/** system (安卓/苹果) -> carrier (QQ/微信) -> area -> server, per game */
export const gameNodes = pgTable(
  'game_nodes',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => gameNodes.id, { onDelete: 'cascade' }),
    level: text('level').notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    /** English name where the catalogue has one (null: English callers see `name`) */
    nameEn: text('name_en'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('game_nodes_children_idx').on(t.gameId, t.parentId, t.sort),
    uniqueIndex('game_nodes_key').on(t.gameId, sql`coalesce(${t.parentId}, 0)`, t.key),
    check('game_nodes_level_check', sql`${t.level} in ('system', 'carrier', 'area', 'server')`),
  ],
)

/** Attribute template of a game: the form sellers fill and the filters buyers use (GET /web/gameTempAttr). */
export const gameAttrs = pgTable(
  'game_attrs',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    label: text('label').notNull(),
    labelEn: text('label_en'),
    type: text('type').notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    /**
     * English label by option value. The values stay canonical (Chinese) in listings and filters; an option
     * without an entry shows its value.
     */
    optionsEn: jsonb('options_en').$type<Record<string, string>>().notNull().default({}),
    unit: text('unit'),
    required: boolean('required').notNull().default(false),
    filterable: boolean('filterable').notNull().default(false),
    min: integer('min'),
    max: integer('max'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('game_attrs_key').on(t.gameId, t.key),
    check('game_attrs_type_check', sql`${t.type} in ('number', 'input', 'checkbox', 'radio', 'boxradio')`),
  ],
)
