import { maskContacts } from '../../contract/contact-mask'

/**
 * Contact masking of the trade room (contract/contact-mask.ts): real scam phrasings are masked with the right
 * kind, and the numbers a trade talks about (prices, levels, order and listing numbers pasted from the app) are
 * left alone.
 */
describe('maskContacts: what is masked', () => {
  const cases: [string, string, string[]][] = [
    ['打我电话 13800138000 细聊', '打我电话 138**** 细聊', ['phone']],
    ['手机 138-0013-8000', '手机 138****', ['phone']],
    ['电话 138 0013 8000 晚上打', '电话 138**** 晚上打', ['phone']],
    ['+86 13912345678', '+86 139****', ['phone']],
    ['全角 １３８００１３８０００ 加我', '全角 １３８**** 加我', ['phone']],
    ['幺三八零零幺三八零零零 私聊', '幺三八**** 私聊', ['phone']],
    ['1 3 8 0 0 1 3 8 0 0 0', '1 3 8****', ['phone']],
    ['扣扣 12345678 私下便宜', '扣扣 12*** 私下便宜', ['qq']],
    ['QQ号码是：987654321', 'QQ号码是：98***', ['qq']],
    ['企鹅 1 2 3 4 5 6 7，加了聊', '企鹅 1 2***，加了聊', ['qq']],
    ['qq:54321', 'qq:54***', ['qq']],
    ['加我 987654321 私聊给你便宜500', '加我 98*** 私聊给你便宜500', ['qq']],
    ['我的邮箱 12345678@qq.com', '我的邮箱 ***', ['qq']],
    ['加我微信 abc_12345 私下交易便宜点', '加我微信 ab*** 私下交易便宜点', ['wechat']],
    ['VX：zhangsan888', 'VX：zh***', ['wechat']],
    ['薇信 wxid_abcdefg123 速加', '薇信 wx*** 速加', ['wechat']],
    ['v信号是Seller_2024', 'v信号是Se***', ['wechat']],
    ['微 信 lisi-6688 备注买号', '微 信 li*** 备注买号', ['wechat']],
    ['+v tradeking01', '+v tr***', ['wechat']],
    ['付款链接 https://qr.alipay.com/fkx12345abc 直接扫', '付款链接 https://*** 直接扫', ['payment_link']],
    ['点这里 t.cn/A6abcdE 领取退款', '点这里 *** 领取退款', ['payment_link']],
    ['wxp://f2f0abcdefg 扫码付', 'wxp://*** 扫码付', ['payment_link']],
    ['走支付宝吧 alipay.com/pay?x=1', '走支付宝吧 ***', ['payment_link']],
    ['官网 www.kefu-tuikuan.top 客服处理', '官网 *** 客服处理', ['payment_link']],
    [
      '平台手续费太高了，加我V信 deal_king99 或者打 13800001111，走支付宝 https://qr.alipay.com/abc',
      '平台手续费太高了，加我V信 de*** 或者打 138****，走支付宝 https://***',
      ['phone', 'wechat', 'payment_link'],
    ],
  ]
  for (const [input, masked, kinds] of cases) {
    it(input, () => {
      const r = maskContacts(input)
      expect(r.text).toBe(masked)
      expect(r.kinds).toEqual(kinds)
    })
  }

  it('masks everything of a message with several numbers', () => {
    const r = maskContacts('QQ 123456 或 13800138000')
    expect(r.text).toBe('QQ 12*** 或 138****')
    expect(r.kinds).toEqual(['phone', 'qq'])
  })
})

describe('maskContacts: what is left alone', () => {
  const plain = [
    '¥1380 可以吗',
    '1380元出，不议价',
    '120级满级号，全英雄',
    '订单号 O20261122103015123456 麻烦看下',
    'O20261122103015123456',
    '商品编号 GT1732000000000123456',
    '价格 150000 可小刀',
    '战力 1234567，巅峰 2100',
    '金币 8000000',
    '王者 V8 账号',
    '666666 好号',
    '哈哈2333333',
    '2026-11-22 到账了',
    '20261122 那天付的',
    '微信支付已到账，请查收',
    '截图 image.png 发你了',
    '皮肤 150 个，英雄 120 个',
    '密码改好了，你登一下试试',
    '收到，1.5w 可以出吗',
    '价格：138000000',
    '角色ID 12345678',
    '',
  ]
  for (const text of plain) {
    it(JSON.stringify(text), () => {
      expect(maskContacts(text)).toEqual({ text, kinds: [] })
    })
  }
})
