/**
 * The English copy of the demo's operator-written content: game names, banners and featured blocks, and notices
 * (keyed by their Chinese name or title in seed-content.ts / seed-goods.ts). What is missing here stays empty, so
 * English readers see the Chinese: the privacy policy and the user agreement are left so, on purpose, to show the
 * fallback.
 */
import { COMPENSATION_NAMES } from '../../contract/compensation'

const STANDARD = COMPENSATION_NAMES['en-US'].standard
const EXTENDED = COMPENSATION_NAMES['en-US'].extended

/** game name -> English name */
export const GAME_EN: Record<string, string> = {
  王者荣耀: 'Honor of Kings',
  和平精英: 'Peacekeeper Elite',
  原神: 'Genshin Impact',
  英雄联盟手游: 'League of Legends: Wild Rift',
  金铲铲之战: 'Teamfight Tactics Mobile',
  蛋仔派对: 'Eggy Party',
  第五人格: 'Identity V',
  '崩坏：星穹铁道': 'Honkai: Star Rail',
  火影忍者手游: 'Naruto Mobile',
  穿越火线手游: 'CrossFire Mobile',
  QQ飞车手游: 'QQ Speed Mobile',
  梦幻西游手游: 'Fantasy Westward Journey Mobile',
  英雄联盟: 'League of Legends',
  穿越火线: 'CrossFire',
  地下城与勇士: 'Dungeon & Fighter',
}

/** coupon and red-packet template name (seed-coupons.ts) -> English */
export const COUPON_EN: Record<string, string> = {
  新人专享券: 'Newcomer coupon',
  新人红包: 'Newcomer red packet',
  满100减10: '¥10 off ¥100',
  满500减50: '¥50 off ¥500',
  满1000减120: '¥120 off ¥1,000',
  王者荣耀专享券: 'Honor of Kings coupon',
  '8元红包': '¥8 red packet',
  '3元红包': '¥3 red packet',
}

/** banner / featured block title or subtitle -> English */
export const PROMOTION_EN: Record<string, string> = {
  '王者荣耀 精品账号专场': 'Honor of Kings: premium accounts',
  '可换绑实名 · 平台包赔': 'Re-registrable · compensation by the platform',
  '原神 / 星穹铁道 五星号': 'Genshin / Star Rail 5-star accounts',
  '满命角色 · 官服B服齐全': 'Max constellations · official and Bilibili servers',
  '安心交易 资金担保': 'Trade safely: payment held in escrow',
  确认收货后卖家才收款: 'The seller is paid only after you confirm',
  王者荣耀: 'Honor of Kings',
  '国服典藏 · 全英雄': 'Collector skins · all heroes',
  和平精英: 'Peacekeeper Elite',
  '玛莎拉蒂 · 无敌战神': 'Maserati · Conqueror',
  原神: 'Genshin Impact',
  '限定五星 · 可换绑': 'Limited 5-stars · rebindable',
  英雄联盟: 'League of Legends',
  '绝版皮肤 · 高段位': 'Legacy skins · high ranks',
}

/** help category -> English */
export const HELP_CATEGORY_EN: Record<string, string> = {
  买号指南: 'Buying',
  卖号指南: 'Selling',
  账号安全: 'Account security',
  支付与退款: 'Payments and refunds',
  包赔与售后: 'Compensation and after-sales',
}

interface NoticeEn {
  title: string
  /** HTML; absent: English readers get the Chinese content */
  content?: string
}

/** notice title -> English title and content */
export const NOTICE_EN: Record<string, NoticeEn> = {
  // ---- help: buying ----
  '如何购买账号？': {
    title: 'How do I buy an account?',
    content:
      '<p>Every purchase is an escrow trade: the platform holds your payment and pays the seller only once everything checks out.</p>' +
      '<h3>1. Find an account</h3>' +
      '<p>Pick a game on the home page (or tap "All games"). The list filters by system, carrier, region and server, by price, by game attributes (rank, number of skins...) and by compensation, and sorts by newest, price or popularity.</p>' +
      '<h3>2. Read the listing</h3>' +
      "<p>The listing shows screenshots, attributes, the seller's description, <strong>how the account is registered</strong> and the compensation on offer. Zoom and rotate the screenshots and check each item.</p>" +
      '<h3>3. Confirm and pay</h3>' +
      '<p>Tap "Buy now", choose compensation, coupons and red packets, agree to the trade agreement and submit. Pay within <strong>15 minutes</strong>, from your wallet balance and the checkout for the rest.</p>' +
      '<h3>4. Check the account</h3>' +
      "<p>Once paid, the platform hands you the account the seller left in escrow: the login, password and binding notes are in the order. Log in, change the password and rebind the phone as soon as you can.</p>" +
      '<h3>5. Confirm receipt</h3>' +
      '<p>When all is well, tap "Confirm receipt" and the trade is done. If you do nothing, it is confirmed automatically when the <strong>72-hour</strong> protection period ends.</p>',
  },
  '下单前需要注意什么？': {
    title: 'What should I check before ordering?',
    content:
      '<ul>' +
      '<li><strong>Verify your identity first.</strong> Buyers and sellers must be verified; users under 18 cannot buy.</li>' +
      '<li><strong>See how the account is registered.</strong> "Registered to the seller" means the game account is in the seller\'s name; "re-registrable" means it can be moved to your name after delivery; "not registered" means it has no real-name registration yet. An account that cannot be re-registered may be recovered by its original owner: add compensation.</li>' +
      '<li><strong>Compare screenshots and description.</strong> Level, rank, heroes and skins are as the screenshots show; ask customer service if in doubt.</li>' +
      '<li><strong>Prefer listings with compensation.</strong> If the account is recovered, banned or far from its description, you can claim within the cover period.</li>' +
      '<li><strong>Talk and pay only on the platform.</strong> Anything that moves you to a private QQ, WeChat or bank transfer is not protected.</li>' +
      '<li><strong>Beware of prices far below the market.</strong> Use "Blacklist check" on the seller\'s phone, QQ or game account first.</li>' +
      '</ul>',
  },
  '收到账号后如何验号与换绑？': {
    title: 'How do I check and rebind an account I bought?',
    content:
      '<p>The account details appear in the order as soon as you pay. Within the 72-hour protection period:</p>' +
      '<p>1. <strong>Log in and check</strong> that level, rank, heroes, skins and currency match the listing;</p>' +
      "<p>2. <strong>Change the password</strong> at once; do not keep the seller's;</p>" +
      "<p>3. <strong>Rebind security details</strong>: follow the seller's binding notes to move the phone, email and security questions, and remove unknown devices and third-party logins;</p>" +
      '<p>4. <strong>Re-register</strong> accounts marked "re-registrable" to your own name through the game\'s official process;</p>' +
      '<p>5. <strong>Confirm receipt</strong> only when all is well.</p>' +
      '<p>If the account differs from its description, cannot log in or cannot be rebound, <strong>do not confirm receipt</strong>: ask for a refund in the order and say why.</p>',
  },
  '如何租号？': {
    title: 'How do I rent an account?',
    content:
      '<p>Some sellers rent their accounts out: "Rent" lists them with their hourly and daily prices.</p>' +
      '<p>Choose by the hour (up to 72 hours) or by the day (up to 30 days), agree to the terms and pay as when buying. The account details show in the order during the rental; when it ends or you return it early, the order completes and the details are hidden.</p>' +
      '<p>While renting, do not change the password, rebind anything or spend paid items.</p>',
  },
  // ---- help: selling ----
  '如何寄售账号？': {
    title: 'How do I sell an account on consignment?',
    content:
      '<p>Once verified (18 or over), choose "Consign" under "Sell" and fill in three steps:</p>' +
      '<h3>Step 1: game and way of selling</h3><p>Pick the game, and consignment or bidding recycling.</p>' +
      "<h3>Step 2: the account</h3><p>Choose system, carrier, region and server, and say truthfully how the game account is registered (to you / not registered / re-registrable).</p>" +
      '<h3>Step 3: the listing</h3><p>Fill in the attributes, a title of 5-60 characters and a description of 10-2000 (a draft can be written from the attributes), set the price and see what you will receive; upload 3-12 images (the first is the cover); enter the login, password and binding notes (stored encrypted); offer compensation if you have the first top-up record and original registration; leave a contact.</p>' +
      '<p>The listing is reviewed and goes on sale when approved; if not, a message says why and you can fix it and resubmit. Your draft is saved as you type.</p>',
  },
  '卖出后多久收到货款？': {
    title: 'When am I paid after a sale?',
    content:
      '<p>When the buyer pays, the platform holds the money and hands over the account you left in escrow; you need not be online.</p>' +
      '<p>The trade completes when the buyer confirms receipt, or automatically when the <strong>72-hour</strong> protection period ends. The price less the <strong>5% platform fee</strong> then goes to your wallet; see it in "My wallet".</p>' +
      "<p>If the buyer asks for a refund within the period, the trade pauses while customer service checks. Keep the account details and binding notes true to the description, and do not log in to or recover the account after delivery.</p>",
  },
  '竞价回收怎么用？': {
    title: 'How does bidding recycling work?',
    content:
      '<p>Want to sell fast without waiting for a buyer? Choose <strong>bidding recycling</strong>:</p>' +
      '<p>1. Under "Recycling", ask for a valuation: game and server, title and description, 1-9 screenshots, your asking price, the account details and a contact;</p>' +
      '<p>2. Verified recycling merchants bid for the account; each new bid sends you a message;</p>' +
      '<p>3. Compare the bids under "Merchant offers" and accept the best; the others lapse;</p>' +
      '<p>4. Accepting opens an escrow order: the merchant pays and takes the account, and the money reaches your wallet when they confirm.</p>' +
      '<p>You can cancel the request at any time before accepting a bid.</p>',
  },
  '如何下架、改价或重新上架？': {
    title: 'How do I take down, reprice or relist?',
    content:
      '<p>"My listings" shows all your listings by status:</p>' +
      '<ul>' +
      '<li><strong>Take down</strong>: a listing on sale or in review can be taken down;</li>' +
      '<li><strong>Reprice</strong>: takes effect at once, with the amount you receive updated;</li>' +
      '<li><strong>Relist</strong>: a listing approved before goes straight back on sale; one never approved or rejected is reviewed again.</li>' +
      '</ul>' +
      '<p>A listing with an order (awaiting payment or in progress) cannot be taken down or repriced; a sold one cannot be changed.</p>',
  },
  // ---- help: security ----
  '如何识别冒充客服的诈骗？': {
    title: 'How do I spot fake customer service?',
    content:
      '<p>Scammers call themselves "platform support" or "reviewers" and, citing a frozen account, a failed trade or a deposit, get you onto a private QQ or WeChat to transfer money.</p>' +
      '<p>Remember: customer service <strong>never</strong> asks for your password or SMS code, <strong>never</strong> asks you to pay a personal account and <strong>never</strong> completes a trade off the platform.</p>' +
      '<p>When someone claims to be official, check their QQ, WeChat, phone or payment account on the "Contact us" page, or read more in the fraud guide.</p>',
  },
  '为什么要实名认证？': {
    title: 'Why verify my identity?',
    content:
      '<p>By regulation, buyers and sellers of accounts must be verified, and users under 18 cannot buy or sell.</p>' +
      '<p>Your identity is used to verify you and to settle disputes: name and ID number are stored encrypted and shown masked (e.g. "Zhang*"); one ID number verifies one account, and cannot be changed afterwards.</p>',
  },
  '忘记密码怎么办？': {
    title: 'I forgot my password',
    content:
      '<p>Tap "Forgot password" on the login page, enter your phone number and the SMS code, and set a new password.</p>' +
      '<p>Passwords are 8-32 characters with both letters and digits. Changing it logs you out on every device.</p>' +
      '<p>After several wrong passwords in a row, password login is locked for a while; log in with an SMS code instead.</p>',
  },
  '我的游戏账号密码安全吗？': {
    title: 'Is my game password safe?',
    content:
      '<p>The game login, password and binding notes you give when consigning or recycling are stored encrypted; only you and <strong>the buyer of a paid order</strong> can see them, and staff never pass them on.</p>' +
      '<p>After the trade the buyer changes the password and rebinds the account. Do not try to log in to or recover an account you sold: it harms your standing and may get you blacklisted.</p>',
  },
  // ---- help: payments ----
  '支持哪些支付方式？': {
    title: 'How can I pay?',
    content:
      '<p>Pay from your <strong>wallet balance</strong>; if it is short, the rest goes through the checkout, both in one go.</p>' +
      '<p>Pay within 15 minutes: unpaid orders are cancelled, the listing goes back on sale and your coupons and red packets are returned.</p>' +
      '<p>The balance comes from sales, refunds and compensation; every change is listed in "My wallet".</p>',
  },
  '交易费用怎么计算？': {
    title: 'What are the fees?',
    content:
      '<ul>' +
      '<li><strong>Buyer service fee</strong>: 2% of the price, at least ¥1, paid with the order;</li>' +
      `<li><strong>Compensation</strong> (optional): ${STANDARD} 10% of the price, ${EXTENDED} 20%;</li>` +
      '<li><strong>Seller platform fee</strong>: 5% of the sale price, taken at settlement; the listing form shows what you will receive;</li>' +
      '<li><strong>Coupons and red packets</strong>: one of each per order, the coupon first; you never pay below ¥0.</li>' +
      '</ul>',
  },
  '如何申请退款？': {
    title: 'How do I ask for a refund?',
    content:
      '<p>While an order is paid but not yet confirmed, if the account cannot log in or is far from its description, tap "Request refund" in the order and give a reason of 5-200 characters.</p>' +
      '<p>The order shows "Refunding" while customer service checks with both sides: if the refund is granted, everything you paid (fees and compensation included) returns to your wallet and the listing is taken down; if the account is fine, the order goes back to delivered for you to check or confirm.</p>' +
      '<p>Confirmed orders cannot be refunded; after-sales problems go through compensation claims.</p>',
  },
  '退款和赔付多久到账？': {
    title: 'When do refunds and compensation arrive?',
    content:
      '<p>Once a refund or claim is approved, the money reaches your wallet <strong>at once</strong> and a message tells you.</p>' +
      '<p>Spend it on your next purchase; every refund and payout is listed in "My wallet".</p>',
  },
  // ---- help: compensation ----
  '什么是包赔服务？': {
    title: 'What is compensation?',
    content:
      '<p>Listings whose seller provided the first top-up record and original registration can be bought with compensation:</p>' +
      '<ul>' +
      `<li><strong>${STANDARD}</strong>: 10% of the price, valid <strong>90 days</strong> after the trade;</li>` +
      `<li><strong>${EXTENDED}</strong>: 20% of the price, valid <strong>365 days</strong> after the trade.</li>` +
      '</ul>' +
      '<p>If within that period the account is recovered by its original owner, banned because of them, or far from its description, you can claim up to the sale price, paid into your wallet.</p>',
  },
  '如何申请包赔理赔？': {
    title: 'How do I claim compensation?',
    content:
      '<p>1. Open "Compensation" and pick a completed order within its cover period;</p>' +
      '<p>2. Choose the reason (recovered, banned, not as described, other), explain in 10-1000 characters, upload 1-6 screenshots as evidence and leave a contact;</p>' +
      '<p>3. A message tells you the result: approved claims are paid into your wallet at once; rejected ones say why.</p>' +
      '<p>An order has one open claim at a time, and an order already compensated cannot claim again.</p>',
  },
  '哪些情况不予赔付？': {
    title: 'What is not covered?',
    content:
      '<ul>' +
      '<li>No compensation was bought with the order, or the cover period has ended;</li>' +
      '<li>The buyer gave away the password or a code, or lent the account;</li>' +
      "<li>The buyer's own breach of the game's rules led to a ban;</li>" +
      '<li>Trading, adding to or changing the price off the platform;</li>' +
      '<li>Evidence that is false or does not show a loss.</li>' +
      '</ul>',
  },
  '如何反馈问题或投诉？': {
    title: 'How do I report a problem or complain?',
    content:
      '<p>Report problems or complaints under "Feedback" and suggestions under "Suggestions": 10-500 characters, up to 3 screenshots, contact optional.</p>' +
      '<p>You get a message when the platform replies; "My feedback" lists everything you sent and the replies. For urgent trade problems, contact online customer service.</p>',
  },
  // ---- announcements ----
  '平台交易安全提醒：谨防私下交易诈骗': {
    title: 'Safety reminder: beware of off-platform trade scams',
    content:
      '<p>Fraudsters posing as customer service have been urging users to transfer money privately, citing "account problems" or "deposits to unfreeze".</p>' +
      '<p>Remember: customer service <strong>never</strong> asks for codes or offline payment over a private QQ or WeChat. Trade only on the platform, where your payment is held in escrow and the seller is paid only after you confirm.</p>' +
      '<p>If anything looks suspicious, check on the "Contact us" page.</p>',
  },
  账号交易服务费调整公告: {
    title: 'Service fees updated',
    content:
      '<p>From this month the fees are: buyers pay 2% of the price (at least ¥1); sellers pay a 5% platform fee on the sale price, taken when the trade completes.</p>' +
      '<p>Listings already published settle at the rate of the day of sale and need no relisting; the listing and repricing forms show what you will receive.</p>',
  },
  系统维护通知: {
    title: 'Scheduled maintenance',
    content:
      '<p>To improve the service, the platform is under maintenance this Thursday from 2:00 to 5:00 a.m. Ordering and withdrawals pause meanwhile; browsing is not affected.</p>' +
      '<p>We apologise for the inconvenience.</p>',
  },
  实名认证升级说明: {
    title: 'Identity verification update',
    content:
      '<p>By regulation, buyers and sellers must be verified before trading. Users under 18 cannot buy or sell accounts.</p>' +
      '<p>ID numbers are stored encrypted only and shown masked.</p>',
  },
  '【草稿】春节活动预告': { title: '[Draft] Spring Festival event preview' },
  // ---- news ----
  '王者荣耀新赛季开启，高段位账号成交量上涨三成': {
    title: 'New Honor of Kings season: high-rank account sales up 30%',
    content:
      '<p>With the new season, sales of Honor of Kings accounts with limited skins and high ranks are up about 30% on last month.</p>' +
      '<p>Buyers should check whether the account can be re-registered and how many skins it has, and prefer listings with compensation.</p>',
  },
  '账号租赁上线：按小时、按天租用心仪账号': {
    title: 'Renting is here: hire an account by the hour or day',
    content:
      '<p>New under "Rent": sellers can rent out accounts on sale at an hourly or daily price.</p>' +
      '<p>Rentals are escrow trades too: the platform holds the rent, you see the account during the rental, and the seller is paid when it ends and the account returns to sale. Try a high-rank, all-skins account without buying it.</p>',
  },
  '原神新版本上线，五星角色账号行情解读': {
    title: 'New Genshin version: what 5-star accounts are worth',
    content:
      '<p>The new version brings two limited 5-star characters; accounts with constellations and signature weapons are priced higher.</p>' +
      "<p>Before buying, make sure the account's email and phone can be rebound, and change the password as soon as the trade completes.</p>",
  },
  '查黑号功能升级：支持手机号、QQ、微信和游戏账号查询': {
    title: 'Blacklist check now covers phone, QQ, WeChat and game accounts',
    content:
      '<p>Want to know whether the other side is trustworthy? "Blacklist check" now searches by phone number, QQ, WeChat and game account, and shows why and when an entry was listed.</p>' +
      "<p>Also new: \"Official account check\". When someone claims to be staff, enter their QQ, WeChat, phone or payment account to see whether it is one of ours.</p>",
  },
  '蛋仔派对联动皮肤返场，收藏型账号受关注': {
    title: 'Eggy Party collab skins return; collector accounts in demand',
    content: '<p>Eggy Party collab skins are back for a limited time, and accounts with retired skins are sought by collectors. Sellers should list the skins truthfully in the description.</p>',
  },
  '金铲铲之战新赛季阵容更新，账号估价参考': {
    title: 'New Teamfight Tactics season: valuing accounts',
    content: '<p>The new season reworks several traits; Little Legends and arena skins still drive account prices. Use bidding recycling to get merchant offers.</p>',
  },
  '竞价回收本月成交破千单，平均3小时收到首个报价': {
    title: 'Bidding recycling passes 1,000 trades this month; first bid in 3 hours on average',
    content:
      '<p>Over a thousand bidding-recycling trades completed this month. Sellers get a first merchant bid about 3 hours after asking, sooner for popular games.</p>' +
      '<p>Tip: clear screenshots and a full description (rank, heroes, skins, bindings) tend to get more and higher bids.</p>',
  },
  // ---- single documents ----
  交易须知: {
    title: 'Trading notes',
    content:
      '<h3>1. How a trade works</h3><p>When the buyer pays, the platform holds the money; the account is handed over; once the buyer checks it and confirms, the seller is paid the price less fees.</p>' +
      '<h3>2. Take care</h3><p>Do not trade off the platform; after delivery change the password and rebind the phone; users under 18 may not trade.</p>' +
      '<h3>3. After-sales</h3><p>If the account is recovered after the trade, apply from the order page; the platform decides by the compensation rules.</p>',
  },
  包赔服务介绍: {
    title: 'About compensation',
    content:
      '<p>Listings marked "Compensation" can be bought with cover: if the account fails within the cover period, the platform pays into your wallet by its rules, up to the sale price.</p>' +
      `<h3>Two tiers</h3><p>${STANDARD}: 10% of the price, valid 90 days after the trade; ${EXTENDED}: 20% of the price, valid 365 days.</p>` +
      '<h3>Covered</h3><p>The account is recovered by its original owner, banned because of them, or far from its description.</p>' +
      '<h3>Not covered</h3><p>The buyer leaked the password, broke the game rules, or traded privately.</p>',
  },
  关于我们: {
    title: 'About us',
    content:
      '<p>We are a marketplace for game accounts (Honor of Kings, Peacekeeper Elite, Genshin Impact, League of Legends and more), offering buying, consignment, bidding recycling, rentals and compensation.</p>' +
      "<h3>Escrow</h3><p>The buyer's payment is held by the platform and the account is kept encrypted and handed over after payment; the seller is paid once the buyer confirms or the 72-hour protection period ends.</p>" +
      '<h3>Identity and risk control</h3><p>Both sides are verified and under-18s cannot trade; sensitive data is encrypted and shown masked; "Blacklist check" and "Official account check" help you spot risks.</p>' +
      `<h3>After-sales</h3><p>${STANDARD} and ${EXTENDED} cover 90 to 365 days after the trade; a recovered account can be claimed and the payout goes to your wallet.</p>` +
      '<p>Use us as a WeChat mini program or on the web: your account, orders and wallet are the same on both. Questions? Reach us through "Contact us" or "Feedback".</p>',
  },
  隐私政策: { title: 'Privacy policy' },
  用户协议: { title: 'User agreement' },
  '防骗指南：常见账号交易骗术': {
    title: 'Fraud guide: common account-trading scams',
    content:
      '<p>Almost every scam tries to get you <strong>off the platform</strong> or to <strong>hand over a code</strong>. The most common:</p>' +
      '<h3>1. Fake customer service</h3>' +
      '<p>Someone claiming to be "official support" says your account is frozen, an order failed or a deposit is due, and asks you onto a private QQ or WeChat to pay, or for your SMS code.</p>' +
      '<p><strong>Spot it</strong>: staff only use the channels on the "Contact us" page and never ask for passwords, codes or payment to a personal account. If unsure, enter their QQ, WeChat, phone or payment account in "Official account check".</p>' +
      '<h3>2. Off-platform deals</h3>' +
      '<p>A seller offers "a few hundred off without the platform fee" if you pay them directly. Once sent, the money cannot be recovered and nothing covers you.</p>' +
      '<p><strong>Spot it</strong>: every payment is made in a platform order at the listed price; no private extras or discounts.</p>' +
      '<h3>3. Recovery after sale</h3>' +
      '<p>A seller appeals to the game with their ID or first top-up record, recovers the account and sells it again.</p>' +
      '<p><strong>Prevent it</strong>: change the password and rebind phone and email at once, re-register "re-registrable" accounts to your name, and buy compensation to claim if it is recovered.</p>' +
      '<h3>4. Fake payment screenshots</h3>' +
      '<p>A buyer sends a "paid" screenshot and presses the seller to hand over the account, or fakes a "platform payment notice".</p>' +
      '<p><strong>Prevent it</strong>: sellers never hand accounts over privately; the system delivers only after the platform has the money. Trust the order status and your wallet, never a screenshot.</p>' +
      '<h3>How the platform protects you</h3>' +
      '<ul>' +
      "<li><strong>Escrow</strong>: the buyer's money is held until they confirm or the 72-hour protection period ends;</li>" +
      '<li><strong>Encrypted account escrow</strong>: only a buyer who has paid sees the details;</li>' +
      '<li><strong>Verified trading</strong>: both sides are verified; minors cannot trade;</li>' +
      '<li><strong>Blacklist check</strong>: look up a phone, QQ, WeChat or game account before you trade;</li>' +
      '<li><strong>Compensation</strong>: claim if the account is recovered, banned or not as described.</li>' +
      '</ul>' +
      '<p>If you have been scammed, keep the chats and payment records, contact customer service and report it to the police.</p>',
  },
  担保交易流程说明: {
    title: 'How escrow trading works',
    content:
      '<p>Every trade here is an escrow trade: the money and the account both go to the platform first, and each side gets theirs once both are satisfied.</p>' +
      '<h3>Step 1: the buyer pays into escrow</h3>' +
      '<p>The buyer pays within 15 minutes of ordering. The money (fees and compensation included) is held by the platform, not the seller, and the listing is locked to this buyer.</p>' +
      '<h3>Step 2: the platform hands over the account</h3>' +
      '<p>The seller left the login, password and binding notes encrypted with the platform when listing. Once paid, the system hands them to the buyer in the order.</p>' +
      '<h3>Step 3: 72-hour protection</h3>' +
      '<p>The buyer logs in, checks the account, changes the password and rebinds phone and email; if something is wrong they can ask for a refund while the money is still held.</p>' +
      '<h3>Step 4: confirm receipt</h3>' +
      '<p>The buyer taps "Confirm receipt" when satisfied; if the period ends first, receipt is confirmed automatically.</p>' +
      '<h3>Step 5: the seller is paid</h3>' +
      "<p>The platform pays the price less its 5% fee into the seller's wallet and tells both sides.</p>" +
      '<h3>If something goes wrong</h3>' +
      "<p><strong>Refund</strong>: before confirming, the buyer can ask for a refund in the order; if granted, everything returns to the buyer's wallet and the listing is taken down.</p>" +
      '<p><strong>Compensation</strong>: with compensation bought, an account recovered, banned or far from its description within the cover period (standard 90 days, extended 365) can be claimed, up to the sale price, paid into the wallet.</p>',
  },
  小程序与H5使用指南: {
    title: 'Using the mini program and the web app',
    content:
      '<p>Use us as a <strong>WeChat mini program</strong> or as a <strong>web app</strong>: log in with the same phone number and your account, orders, wallet and messages are the same on both.</p>' +
      '<h3>WeChat mini program</h3>' +
      '<p>Search for the platform in WeChat; nothing to install. Tap "···" at the top right and "Add to My Mini Programs" to find it by pulling down on the WeChat home screen.</p>' +
      '<h3>Web app</h3>' +
      '<p>Scan the QR code on this page or enter the address in your phone\'s browser; "Add to home screen" opens it like an app.</p>' +
      '<h3>Getting started</h3>' +
      '<p>1. Sign up with your phone number and an SMS code; with a password set you can also log in by password;</p>' +
      '<p>2. Verify your identity under "Me" before buying or selling;</p>' +
      '<p>3. Pick a game on the home page to buy, or list an account or ask for recycling bids under "Sell";</p>' +
      '<p>4. Order updates, bids and review results arrive in "Messages"; a badge on the tab bar shows unread ones.</p>' +
      '<h3>Common questions</h3>' +
      '<p>If a page looks wrong, pull to refresh or clear the browser cache; an expired login asks you to log in again. Switch between 中文 and English under "Me". See the help centre or contact customer service for more.</p>',
  },
}
