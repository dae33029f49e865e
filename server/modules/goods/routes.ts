import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { authOf, optionalAuth, requireAuth } from '../../lib/auth'
import { ok, okWith } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema, IdString, PageQuery, paging } from '../../lib/schemas'
import { cacheReferenceOf } from '../game/reference'
import { recordSearch } from '../search/service'
import { goodsFeed } from './feed'
import { listGoods } from './list'
import { encodedPage, listCacheOf, pageEncoding, pageOf } from './list-cache'
import {
  FavouriteInputSchema,
  FavouritePageSchema,
  GoodsDetailSchema,
  GoodsFeedPageSchema,
  GoodsPageSchema,
  GoodsQuerySchema,
  GoodsSummarySchema,
  PromotionSchema,
  PromotionSlotSchema,
  RecentDealPageSchema,
} from './schemas'
import {
  addFavourite,
  clearHistory,
  goodsDetail,
  listFavourites,
  listHistory,
  listPromotions,
  recentDeals,
  recommend,
  removeFavourite,
} from './service'

const err = ErrorEnvelopeSchema
const IdParams = Type.Object({ id: IdString }, { additionalProperties: false })
const PagingQuery = Type.Object(PageQuery, { additionalProperties: false })

export const goodsRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const tags = ['goods']
  const security = [{ token: [] }]
  const auth = requireAuth(ctx)
  cacheReferenceOf(ctx.db)

  app.post(
    '/web/good/allList',
    {
      // a query: answering it writes no listing, so it does not make the page cache re-read the version
      config: { listCacheReadOnly: true },
      // an empty POST is the unfiltered catalogue
      preValidation: async (req) => {
        if (req.body === undefined) req.body = {}
      },
      schema: {
        tags,
        summary: 'Listings on sale: filters, keyword (Chinese works), sort, paging',
        body: GoodsQuerySchema,
        response: { 200: envelope(GoodsPageSchema), 400: err },
      },
    },
    async (req, reply) => {
      // the finished JSON text (the route's own serializer), which is what the cache keeps
      const build = async () => reply.serialize(ok(req, await listGoods(ctx, req.body, req.lang))) as string
      const cache = listCacheOf(ctx)
      const page = cache ? await cache.page(req.lang, req.body, build) : pageOf(await build())
      // a refused query is not counted; first pages only (scrolling on is not searching again); the search
      // itself never fails because its count could not be written
      if ((req.body.pageNum ?? 1) === 1 && req.body.keyword) {
        await recordSearch(ctx, req.body.keyword, req.ip).catch((e) => req.log.warn({ err: e }, 'search event not recorded'))
      }
      reply.type('application/json; charset=utf-8')
      // JSON text already made by the route's serializer: Fastify sends a string of this type as it is
      const encoding = cache?.config.enabled ? pageEncoding(req, page) : null
      if (!encoding) return reply.send(page.body as never)
      // compressed once per cached page; the compression plugin leaves an encoded answer alone
      return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(encodedPage(page, encoding) as never)
    },
  )

  app.get(
    '/web/goods/feed',
    {
      onRequest: optionalAuth(ctx),
      schema: {
        tags,
        security: [{}, { token: [] }],
        summary:
          "The home feed (猜你喜欢): listings on sale like the caller's recent browsing and favourites (same games, price band) first, then the most viewed; anonymous callers get the most viewed",
        querystring: PagingQuery,
        response: { 200: envelope(GoodsFeedPageSchema), 400: err },
      },
    },
    async (req) => ok(req, await goodsFeed(ctx, req.auth?.userId, paging(req.query), req.lang)),
  )

  app.get(
    '/web/goods/:id',
    {
      onRequest: optionalAuth(ctx),
      schema: {
        tags,
        security: [{}, { token: [] }],
        summary:
          'A listing: every public field; counts a view (once a day per viewer: user, or IP address when logged out; never the seller) and, for a logged-in caller, a browsing-history entry',
        params: IdParams,
        response: { 200: envelope(GoodsDetailSchema), 400: err, 404: err },
      },
    },
    async (req) => ok(req, await goodsDetail(ctx, Number(req.params.id), req.auth, req.lang, req.ip)),
  )

  app.get(
    '/web/recommend/:id',
    {
      onRequest: optionalAuth(ctx),
      schema: {
        tags,
        summary: 'Up to 6 listings on sale of the same game with the nearest prices',
        params: IdParams,
        response: { 200: envelope(Type.Array(GoodsSummarySchema)), 400: err, 404: err },
      },
    },
    async (req) => ok(req, await recommend(ctx, Number(req.params.id), req.auth?.userId, req.lang)),
  )

  app.post(
    '/web/goods/collect',
    {
      onRequest: auth,
      schema: {
        tags,
        security,
        summary: 'Add a listing to my favourites (adding twice changes nothing)',
        body: FavouriteInputSchema,
        response: { 200: envelope(Type.Null()), 400: err, 401: err, 404: err },
      },
    },
    async (req) => {
      await addFavourite(ctx, authOf(req).userId, req.body.goodsId)
      return okWith(req, 'favouriteAdded', null)
    },
  )

  app.post(
    '/web/goods/collect/remove',
    {
      onRequest: auth,
      schema: {
        tags,
        security,
        summary: 'Remove a listing from my favourites (removing twice changes nothing)',
        body: FavouriteInputSchema,
        response: { 200: envelope(Type.Null()), 400: err, 401: err, 404: err },
      },
    },
    async (req) => {
      await removeFavourite(ctx, authOf(req).userId, req.body.goodsId)
      return okWith(req, 'favouriteRemoved', null)
    },
  )

  app.get(
    '/web/goods/collect/list',
    {
      onRequest: auth,
      schema: {
        tags,
        security,
        summary: 'My favourites, most recently added first',
        querystring: PagingQuery,
        response: { 200: envelope(FavouritePageSchema), 400: err, 401: err },
      },
    },
    async (req) => ok(req, await listFavourites(ctx, authOf(req).userId, paging(req.query), req.lang)),
  )

  app.get(
    '/need/myBrowse',
    {
      onRequest: auth,
      schema: {
        tags,
        security,
        summary: 'My browsing history, most recently viewed first',
        querystring: PagingQuery,
        response: { 200: envelope(FavouritePageSchema), 400: err, 401: err },
      },
    },
    async (req) => ok(req, await listHistory(ctx, authOf(req).userId, paging(req.query), req.lang)),
  )

  app.post(
    '/need/myBrowse/clear',
    {
      onRequest: auth,
      schema: {
        tags,
        security,
        summary: 'Clear my browsing history',
        response: { 200: envelope(Type.Null()), 401: err },
      },
    },
    async (req) => {
      await clearHistory(ctx, authOf(req).userId)
      return okWith(req, 'historyCleared', null)
    },
  )

  app.get(
    '/account/zhubo/list',
    {
      schema: {
        tags,
        summary: "Home promotions: 'banner' (carousel) or 'featured' (featured blocks), in display order",
        querystring: Type.Object({ type: PromotionSlotSchema }, { additionalProperties: false }),
        response: { 200: envelope(Type.Array(PromotionSchema)), 400: err },
      },
    },
    async (req) => ok(req, await listPromotions(ctx, req.query.type, req.lang)),
  )

  app.get(
    '/web/recentlydeal',
    {
      schema: {
        tags,
        summary: 'Recently completed sales, newest first; buyers masked',
        querystring: PagingQuery,
        response: { 200: envelope(RecentDealPageSchema), 400: err },
      },
    },
    async (req) => ok(req, await recentDeals(ctx, paging(req.query), req.lang)),
  )
}
