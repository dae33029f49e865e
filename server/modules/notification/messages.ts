/** API messages of the notification settings (lib/i18n.ts merges them; keys must not clash with others). */
export const notificationZh = {
  notifyUrgentAllOff: '交易、售后和资金类通知不能关闭全部站外提醒（短信、微信），请至少保留一种',
  notifyChannelNotInGroup: '该类通知不通过此渠道发送',
  notifyQuietHoursEmpty: '免打扰时段的开始和结束不能是同一时刻',
  notifyPrefsSaved: '通知设置已保存',
}

export const notificationEn: Record<keyof typeof notificationZh, string> = {
  notifyUrgentAllOff: 'order, dispute and money notifications must keep at least one channel outside the app (SMS or WeChat)',
  notifyChannelNotInGroup: 'these notifications are not sent through that channel',
  notifyQuietHoursEmpty: 'quiet hours must start and end at different times',
  notifyPrefsSaved: 'notification settings saved',
}
