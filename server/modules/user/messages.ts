/**
 * API messages of the console's user administration and of the ban every login path honours, in zh-CN and en-US
 * (lib/i18n.ts merges them; keys must not clash with others).
 */
export const userAdminZh = {
  accountBanned: '账号已被封禁：{reason}',
  userNotFound: '用户不存在',
  banReasonRule: '请填写{min}-{max}个字的封禁原因',
  unbanReasonRule: '请填写{min}-{max}个字的解封原因',
  userAlreadyBanned: '该用户已被封禁',
  userNotBanned: '该用户未被封禁',
  banSelf: '不能封禁自己的账号',
  banAdmin: '不能封禁管理员',
  roleAdminLocked: '管理员的角色不能在后台修改',
  roleAlreadyHeld: '该用户已是{role}',
  roleTaken: '该用户当前是{current}，请先撤销该角色',
  roleNotHeld: '该用户不是{role}，无需撤销',
  userBanned: '已封禁，该用户的登录已全部失效',
  userUnbanned: '已解封',
  roleGranted: '已授予{role}角色',
  roleRevoked: '已撤销{role}角色',
  roleStaff: '客服',
  roleMerchant: '商户',
  roleUser: '普通用户',
  userQueryInvalid: '请输入用户ID、手机号或账号名',
}

export const userAdminEn: Record<keyof typeof userAdminZh, string> = {
  accountBanned: 'this account is banned: {reason}',
  userNotFound: 'no such user',
  banReasonRule: 'give a reason of {min}-{max} characters for the ban',
  unbanReasonRule: 'give a reason of {min}-{max} characters for lifting the ban',
  userAlreadyBanned: 'this user is already banned',
  userNotBanned: 'this user is not banned',
  banSelf: 'you cannot ban your own account',
  banAdmin: 'an admin cannot be banned',
  roleAdminLocked: "an admin's role cannot be changed in the console",
  roleAlreadyHeld: 'this user already is {role}',
  roleTaken: 'this user is {current}: revoke that role first',
  roleNotHeld: 'this user is not {role}',
  userBanned: 'banned; every login of this user has ended',
  userUnbanned: 'ban lifted',
  roleGranted: 'role {role} granted',
  roleRevoked: 'role {role} revoked',
  roleStaff: 'customer service',
  roleMerchant: 'merchant',
  roleUser: 'user',
  userQueryInvalid: 'enter a user id, phone or account name',
}
