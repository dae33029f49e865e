import type { Messages } from './zh-CN'

/** English copy: typed as Messages, so a missing or unknown key is a compile error. */
const enUS: Messages = {
  'app.name': 'Game Account Market',
  'common.loading': 'Loading…',
  'common.empty': 'Nothing here yet',
  'empty.browse': 'Browse accounts',
  'empty.sell': 'Sell an account',
  'empty.recycle': 'Get a quote',
  'empty.claim': 'Claim some',
  'empty.clearSearch': 'Clear search and filters',
  'common.retry': 'Retry',
  'common.loadMore': 'Load more',
  'common.noMore': 'No more',
  'common.capped': 'Showing the first {n}: narrow the filters or try another keyword to see more',
  'common.save': 'Save',
  'common.submit': 'Submit',
  'common.confirm': 'OK',
  'common.cancel': 'Cancel',
  'common.notSet': 'Not set',
  'common.loadFailed': 'Failed to load',
  'common.backHome': 'Back to home',

  'net.error': 'network error, please check your connection',
  'net.timeout': 'login timed out, please log in again',
  'net.unknown': 'request failed, please try again later',

  'nav.home': 'Home',
  'nav.notice': 'News',
  'nav.mine': 'Me',
  'nav.sell': 'Sell',
  'nav.messages': 'Messages',

  'gate.favourite': 'Log in to add favourites',
  'gate.buy': 'Log in to buy',
  'gate.rent': 'Log in to rent',
  'gate.sell': 'Log in to sell',
  'gate.messages': 'Log in to see your messages',
  'gate.orders': 'Log in to see your orders',
  'gate.wallet': 'Log in to see your wallet',
  'gate.coupon': 'Log in to claim coupons',
  'gate.claim': 'Log in to make a compensation claim',
  'gate.chat': 'Log in to ask the seller',

  'home.notices': 'News',
  'home.games': 'Popular games',
  'home.noGames': 'No games yet',
  'home.selected': 'Selected: {name}',

  'notice.empty': 'No announcements',
  'notice.pinned': 'Pinned',
  'notice.notFound': 'This announcement does not exist',

  'home.searchPh': 'Search games or listings',
  'home.search': 'Search',
  'home.searchClear': 'Clear the search',
  'home.allGames': 'All games',
  'home.featured': 'Featured',
  'home.recentDeals': 'Recent deals',
  'home.more': 'More',
  'home.quickBuy': 'Buy',
  'home.quickSell': 'Sell',
  'home.quickRecycle': 'Recycle',
  'home.quickMine': 'My listings',
  'home.dealBuyer': 'Buyer {buyer}',
}

export default enUS
