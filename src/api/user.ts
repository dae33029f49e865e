import type { MeSummary } from '../../contract/orders'
import type { ProfileUpdate, RealNameInfo, RealNameInput, UserProfile } from '../../contract/types'
import { get, post, put } from './request'

export const getProfile = () => get<UserProfile>('/system/user/profile')
export const updateProfile = (input: ProfileUpdate) => put<UserProfile>('/system/user/profile', input)
export const submitRealName = (input: RealNameInput) => post<RealNameInfo>('/realname/auth', input)

/** 我的's numbers in one call: my orders per shortcut group, balance, usable coupons and red packets, unread */
export const getMeSummary = () => get<MeSummary>('/need/me/summary')
