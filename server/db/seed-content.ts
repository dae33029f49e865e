/** Demo content of a fresh install: the game catalogue and the notices. HTML is sanitised when stored. */

export const GAME_TYPES = [
  { key: 'mobile', nameZh: '手游', nameEn: 'Mobile games', sort: 1 },
  { key: 'pc', nameZh: '端游', nameEn: 'PC games', sort: 2 },
]

interface Level {
  key: string
  name: string
}
export interface SeedGame {
  name: string
  type: 'mobile' | 'pc'
  icon: string
  hot: number
  systems: Level[]
  carriers: Level[]
  areas: { key: string; name: string; servers: string[] }[]
}

const MOBILE: Level[] = [
  { key: 'android', name: '安卓' },
  { key: 'ios', name: '苹果' },
]
const TENCENT: Level[] = [
  { key: 'qq', name: 'QQ' },
  { key: 'wechat', name: '微信' },
]
const OFFICIAL: Level[] = [
  { key: 'official', name: '官服' },
  { key: 'bilibili', name: 'B服' },
]
const NETEASE: Level[] = [
  { key: 'official', name: '官服' },
  { key: 'channel', name: '渠道服' },
]
const PC: Level[] = [{ key: 'pc', name: '电脑端' }]
const WEGAME: Level[] = [{ key: 'wegame', name: 'WeGame' }]

const numbered = (servers: string[]) => [
  { key: 'a1', name: '1-100区', servers: servers.slice(0, 3) },
  { key: 'a2', name: '101-200区', servers: servers.slice(3, 6) },
]

export const GAMES: SeedGame[] = [
  {
    name: '王者荣耀',
    type: 'mobile',
    icon: 'wzry.svg',
    hot: 100,
    systems: MOBILE,
    carriers: TENCENT,
    areas: numbered(['1区 一触即发', '2区 风起云涌', '3区 龙战于野', '101区 万众瞩目', '102区 天下无双', '103区 星火燎原']),
  },
  {
    name: '和平精英',
    type: 'mobile',
    icon: 'hpjy.svg',
    hot: 95,
    systems: MOBILE,
    carriers: TENCENT,
    areas: numbered(['1区 海岛', '2区 雨林', '3区 沙漠', '101区 雪地', '102区 海岛', '103区 山谷']),
  },
  {
    name: '原神',
    type: 'mobile',
    icon: 'ys.svg',
    hot: 90,
    systems: MOBILE,
    carriers: OFFICIAL,
    areas: [
      { key: 'cn', name: '国服', servers: ['天空岛', '世界树'] },
    ],
  },
  {
    name: '英雄联盟手游',
    type: 'mobile',
    icon: 'lolm.svg',
    hot: 85,
    systems: MOBILE,
    carriers: TENCENT,
    areas: [
      { key: 'a1', name: '峡谷大区', servers: ['峡谷之巅', '祖安', '皮尔特沃夫'] },
      { key: 'a2', name: '联盟大区', servers: ['德玛西亚', '诺克萨斯', '艾欧尼亚'] },
    ],
  },
  {
    name: '金铲铲之战',
    type: 'mobile',
    icon: 'jcc.svg',
    hot: 80,
    systems: MOBILE,
    carriers: TENCENT,
    areas: numbered(['1区 弈者之巅', '2区 棋盘风云', '3区 金铲铲', '101区 羁绊', '102区 天选', '103区 海克斯']),
  },
  {
    name: '蛋仔派对',
    type: 'mobile',
    icon: 'dzpd.svg',
    hot: 78,
    systems: MOBILE,
    carriers: NETEASE,
    areas: [{ key: 'cn', name: '全区', servers: ['蛋仔岛'] }],
  },
  {
    name: '第五人格',
    type: 'mobile',
    icon: 'dwrg.svg',
    hot: 72,
    systems: MOBILE,
    carriers: NETEASE,
    areas: [
      { key: 'a1', name: '官方服', servers: ['庄园一服', '庄园二服'] },
      { key: 'a2', name: '共研服', servers: ['共研一服'] },
    ],
  },
  {
    name: '崩坏：星穹铁道',
    type: 'mobile',
    icon: 'xqtd.svg',
    hot: 70,
    systems: MOBILE,
    carriers: OFFICIAL,
    areas: [{ key: 'cn', name: '国服', servers: ['星穹列车', '无名客'] }],
  },
  {
    name: '火影忍者手游',
    type: 'mobile',
    icon: 'hyrz.svg',
    hot: 65,
    systems: MOBILE,
    carriers: TENCENT,
    areas: numbered(['1区 木叶', '2区 砂隐', '3区 雾隐', '101区 云隐', '102区 岩隐', '103区 晓']),
  },
  {
    name: '穿越火线手游',
    type: 'mobile',
    icon: 'cfm.svg',
    hot: 60,
    systems: MOBILE,
    carriers: TENCENT,
    areas: numbered(['1区 沙漠灰', '2区 运输船', '3区 黑色城镇', '101区 供电所', '102区 卫星基地', '103区 炼狱']),
  },
  {
    name: 'QQ飞车手游',
    type: 'mobile',
    icon: 'qqfc.svg',
    hot: 55,
    systems: MOBILE,
    carriers: TENCENT,
    areas: numbered(['1区 极速', '2区 漂移', '3区 氮气', '101区 城市', '102区 赛道', '103区 巅峰']),
  },
  {
    name: '梦幻西游手游',
    type: 'mobile',
    icon: 'mhxy.svg',
    hot: 50,
    systems: MOBILE,
    carriers: NETEASE,
    areas: [
      { key: 'a1', name: '长安区', servers: ['长安城', '建邺城', '傲来国'] },
      { key: 'a2', name: '花果山区', servers: ['花果山', '女儿村', '龙宫'] },
    ],
  },
  {
    name: '英雄联盟',
    type: 'pc',
    icon: 'lol.svg',
    hot: 88,
    systems: PC,
    carriers: WEGAME,
    areas: [
      { key: 'dx', name: '电信', servers: ['艾欧尼亚', '祖安', '诺克萨斯'] },
      { key: 'lt', name: '网通', servers: ['比尔吉沃特', '德玛西亚', '弗雷尔卓德'] },
    ],
  },
  {
    name: '穿越火线',
    type: 'pc',
    icon: 'cf.svg',
    hot: 62,
    systems: PC,
    carriers: WEGAME,
    areas: [
      { key: 'dx', name: '电信区', servers: ['广东一区', '浙江一区'] },
      { key: 'lt', name: '网通区', servers: ['北京一区', '山东一区'] },
    ],
  },
  {
    name: '地下城与勇士',
    type: 'pc',
    icon: 'dnf.svg',
    hot: 58,
    systems: PC,
    carriers: WEGAME,
    areas: [
      { key: 'dx', name: '电信区', servers: ['广东1区', '上海1区', '浙江1区'] },
      { key: 'lt', name: '网通区', servers: ['北京1区', '山东1区'] },
    ],
  },
]

export interface SeedNotice {
  noticeType: '1' | '2' | '3' | '4' | '5' | '6' | '7'
  title: string
  content: string
  pinned?: boolean
  published?: boolean
  /** days before the seed date */
  daysAgo: number
}

export const NOTICES: SeedNotice[] = [
  // 1: announcements
  {
    noticeType: '1',
    pinned: true,
    daysAgo: 1,
    title: '平台交易安全提醒：谨防私下交易诈骗',
    content:
      '<p>近期有不法分子冒充平台客服，以“账号异常”“解冻保证金”等理由诱导用户私下转账。</p>' +
      '<p>请牢记：平台客服<strong>不会</strong>通过私人QQ、微信索要验证码或要求线下付款；所有交易请在平台内完成，资金由平台担保，确认收货后才会结算给卖家。</p>' +
      '<p>如遇可疑情况，请通过“联系客服”页面核实。</p>',
  },
  {
    noticeType: '1',
    daysAgo: 3,
    title: '账号交易服务费调整公告',
    content:
      '<p>自下月1日起，平台对部分游戏的交易服务费进行调整：王者荣耀、和平精英等热门手游服务费由5%下调至4%，最低收取5元。</p>' +
      '<p>已发布的商品按成交时的费率结算，无需重新上架。</p>',
  },
  {
    noticeType: '1',
    daysAgo: 6,
    title: '系统维护通知',
    content:
      '<p>为提升服务质量，平台将于本周四凌晨2:00至5:00进行系统维护，维护期间暂停下单与提现，浏览商品不受影响。</p>' +
      '<p>给您带来的不便敬请谅解。</p>',
  },
  {
    noticeType: '1',
    daysAgo: 10,
    title: '实名认证升级说明',
    content:
      '<p>根据相关规定，买卖双方均需完成实名认证后方可交易。未满18周岁的用户暂不支持在平台购买或出售账号。</p>' +
      '<p>身份证号仅以加密方式保存，页面中只显示脱敏信息。</p>',
  },
  {
    noticeType: '1',
    published: false,
    daysAgo: 0,
    title: '【草稿】春节活动预告',
    content: '<p>春节期间将推出交易红包活动，具体时间与规则待定。</p>',
  },
  // 2: news
  {
    noticeType: '2',
    daysAgo: 2,
    title: '王者荣耀新赛季开启，高段位账号成交量上涨三成',
    content:
      '<p>随着新赛季开启，带有限定皮肤和高段位的王者荣耀账号成交量较上月增长约30%。</p>' +
      '<p>平台提醒买家关注账号的实名换绑情况与皮肤数量，优先选择支持包赔服务的商品。</p>',
  },
  {
    noticeType: '2',
    daysAgo: 5,
    title: '原神新版本上线，五星角色账号行情解读',
    content:
      '<p>新版本带来两位限定五星角色，带命座与专武的账号价格有所上扬。</p>' +
      '<p>购买前请确认账号绑定的邮箱与手机可以换绑，并在交易完成后第一时间修改密码。</p>',
  },
  {
    noticeType: '2',
    daysAgo: 8,
    title: '蛋仔派对联动皮肤返场，收藏型账号受关注',
    content: '<p>蛋仔派对联动皮肤限时返场，拥有绝版皮肤的账号受到收藏玩家欢迎，建议卖家在描述中如实列出皮肤清单。</p>',
  },
  {
    noticeType: '2',
    daysAgo: 12,
    title: '金铲铲之战新赛季阵容更新，账号估价参考',
    content: '<p>新赛季对多个羁绊进行了调整，小小英雄与棋盘皮肤仍是账号估价的主要依据。可使用“竞价回收”获取商户报价。</p>',
  },
  // 3: help
  {
    noticeType: '3',
    daysAgo: 20,
    title: '如何购买账号？',
    content:
      '<p>1. 在首页选择游戏，按系统、区服筛选商品；</p>' +
      '<p>2. 进入商品详情，确认账号信息后点击“立即购买”；</p>' +
      '<p>3. 完成支付后，资金由平台托管，卖家交付账号；</p>' +
      '<p>4. 登录验证无误后点击“确认收货”，交易完成。</p>',
  },
  {
    noticeType: '3',
    daysAgo: 21,
    title: '如何出售账号？',
    content:
      '<p>完成实名认证后，在“我要卖”页面填写游戏、区服、账号描述与价格，提交后由平台审核，审核通过即上架。</p>' +
      '<p>账号密码加密保存，仅在买家付款后对买家可见。</p>',
  },
  {
    noticeType: '3',
    daysAgo: 22,
    title: '忘记密码怎么办？',
    content: '<p>在登录页点击“忘记密码”，输入注册手机号并获取短信验证码，即可设置新密码。修改密码后，所有设备上的登录都会失效。</p>',
  },
  // 4: trading notes
  {
    noticeType: '4',
    daysAgo: 30,
    title: '交易须知',
    content:
      '<h3>一、交易流程</h3><p>买家下单付款后，资金由平台托管；卖家交付账号；买家验号并确认收货后，平台将货款扣除服务费后结算给卖家。</p>' +
      '<h3>二、注意事项</h3><p>请勿在平台外私下交易；交付完成后请及时修改密码并换绑手机；未满18周岁用户不得参与交易。</p>' +
      '<h3>三、售后</h3><p>如交易后出现找回等问题，可通过订单页申请售后，平台将依据包赔规则处理。</p>',
  },
  // 5: compensation
  {
    noticeType: '5',
    daysAgo: 30,
    title: '包赔服务介绍',
    content:
      '<p>购买带有“包赔”标识的商品，如账号在保障期内被原号主找回，平台将按订单金额先行赔付。</p>' +
      '<h3>赔付范围</h3><p>账号被找回、账号信息与描述严重不符。</p>' +
      '<h3>不予赔付的情形</h3><p>买家自行泄露密码、违反游戏规则被封禁、私下交易等。</p>',
  },
  // 6: about
  {
    noticeType: '6',
    daysAgo: 40,
    title: '关于我们',
    content:
      '<p>我们是专注于游戏账号交易的服务平台，为买卖双方提供担保交易、账号估价与包赔服务。</p>' +
      '<p>平台坚持实名交易、资金托管与信息加密，致力于让每一笔账号交易都安全、透明。</p>',
  },
  // 7: privacy policy
  {
    noticeType: '7',
    daysAgo: 40,
    title: '隐私政策',
    content:
      '<p>更新日期：本政策自发布之日起生效。</p>' +
      '<p>我们深知个人信息对您的重要性，将按照法律法规的要求，采取相应的安全保护措施保护您的个人信息。请您在使用我们的服务前仔细阅读本政策。</p>' +
      '<h3>一、我们收集的信息</h3>' +
      '<p>1. 注册与登录：手机号码、账号名、密码（仅保存不可逆的加密摘要）；</p>' +
      '<p>2. 实名认证：真实姓名与身份证号码，用于核验身份及判断是否成年，以加密方式存储；</p>' +
      '<p>3. 交易信息：订单、商品、支付与售后记录；</p>' +
      '<p>4. 设备与日志信息：IP地址、访问时间，用于安全风控与故障排查。</p>' +
      '<h3>二、我们如何使用信息</h3>' +
      '<p>用于提供账号注册、登录、交易担保、客服与售后服务；用于防范诈骗、盗号等风险；用于依法配合有权机关的要求。我们不会将您的信息用于与上述目的无关的用途。</p>' +
      '<h3>三、信息的共享与披露</h3>' +
      '<p>除以下情形外，我们不会向第三方提供您的个人信息：获得您的明确同意；为完成交易所必需（如向买家交付其已付款的账号信息）；法律法规要求。</p>' +
      '<h3>四、信息的存储与保护</h3>' +
      '<p>您的信息存储于中华人民共和国境内。身份证号、账号密码等敏感信息加密保存，页面中仅展示脱敏后的内容；我们仅在实现目的所需的期限内保留您的信息。</p>' +
      '<h3>五、您的权利</h3>' +
      '<p>您可以在个人中心查阅、更正个人资料，修改登录密码；如需注销账号或撤回授权，可联系客服办理。</p>' +
      '<h3>六、未成年人保护</h3>' +
      '<p>未满18周岁的用户不得在平台进行账号交易。如我们发现未经监护人同意收集了未成年人的信息，将尽快删除。</p>' +
      '<h3>七、联系我们</h3>' +
      '<p>如您对本政策有任何疑问，可通过“联系客服”页面与我们联系，我们将在15个工作日内答复。</p>',
  },
]
