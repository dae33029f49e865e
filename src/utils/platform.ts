/** Features only the WeChat mini program has (wx.login: WeChat login and binding). A function, so tests can stand in. */
export const inWeapp = (): boolean => process.env.TARO_ENV === 'weapp'
