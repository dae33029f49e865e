/**
 * API messages of the trust module in zh-CN and en-US (lib/i18n.ts merges them; keys must not clash with others).
 * Field names used in validation messages go in the fields maps.
 */
export const trustZh = {
  // lookups: one sentence per kind, so the user knows what to type
  lookupPhoneInvalid: '请输入正确的手机号',
  lookupQqInvalid: '请输入正确的QQ号',
  lookupWechatInvalid: '请输入正确的微信号',
  lookupGameAccountInvalid: '请输入正确的游戏账号（{min}-{max}个字符）',
  lookupQqGroupInvalid: '请输入正确的QQ群号',
  lookupPayeeInvalid: '请输入正确的收款账号（{min}-{max}个字符）',
  lookupRateLimited: '查询过于频繁，请{minutes}分钟后再试',
  // cooperation
  cooperationNameRule: '请填写联系人姓名（最多{max}个字）',
  cooperationCompanyRule: '公司或工作室名称不能超过{max}个字',
  cooperationMessageRule: '合作内容需为{min}-{max}个字',
  cooperationRateLimited: '今日提交合作申请次数过多，请明天再试',
  cooperationReceived: '提交成功，我们的商务人员会尽快与您联系',
  // admin
  blacklistReasonRule: '拉黑原因需为{min}-{max}个字',
  blacklistGameNotFound: '所选游戏不存在',
  blacklistDuplicate: '该账号已在黑名单中',
  blacklistEntryNotFound: '黑名单记录不存在',
  blacklistAdded: '已加入黑名单',
  blacklistRemoved: '已移出黑名单',
  officialNameRule: '请填写名称（最多{max}个字）',
  officialDuplicate: '该官方账号已存在',
  officialNotFound: '官方账号不存在',
  officialAdded: '官方账号已添加',
  officialRemoved: '官方账号已删除',
}

export const trustEn: Record<keyof typeof trustZh, string> = {
  lookupPhoneInvalid: 'enter a valid mobile phone number',
  lookupQqInvalid: 'enter a valid QQ number',
  lookupWechatInvalid: 'enter a valid WeChat ID',
  lookupGameAccountInvalid: 'enter a valid game account ({min}-{max} characters)',
  lookupQqGroupInvalid: 'enter a valid QQ group number',
  lookupPayeeInvalid: 'enter a valid payee account ({min}-{max} characters)',
  lookupRateLimited: 'too many lookups, please try again in {minutes} minutes',
  cooperationNameRule: 'enter a contact name (at most {max} characters)',
  cooperationCompanyRule: 'the company or studio name must be at most {max} characters',
  cooperationMessageRule: 'the message must be {min}-{max} characters',
  cooperationRateLimited: 'too many cooperation enquiries today, please try again tomorrow',
  cooperationReceived: 'sent: our business team will contact you soon',
  blacklistReasonRule: 'the reason must be {min}-{max} characters',
  blacklistGameNotFound: 'the selected game does not exist',
  blacklistDuplicate: 'this account is already blacklisted',
  blacklistEntryNotFound: 'the blacklist entry does not exist',
  blacklistAdded: 'added to the blacklist',
  blacklistRemoved: 'removed from the blacklist',
  officialNameRule: 'enter a name (at most {max} characters)',
  officialDuplicate: 'this official account already exists',
  officialNotFound: 'the official account does not exist',
  officialAdded: 'official account added',
  officialRemoved: 'official account removed',
}

export const trustFieldsZh: Record<string, string> = {
  value: '查询内容',
  company: '公司或工作室名称',
  message: '合作内容',
  name: '姓名',
  qrText: '二维码内容',
  public: '是否公开',
}
export const trustFieldsEn: Record<string, string> = {
  value: 'value to check',
  company: 'company or studio name',
  message: 'message',
  name: 'name',
  qrText: 'QR code text',
  public: 'listed publicly',
}
