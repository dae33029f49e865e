import type { ProfileUpdate, RealNameInfo, RealNameInput, UserProfile } from '../../contract/types'
import { get, post, put } from './request'

export const getProfile = () => get<UserProfile>('/system/user/profile')
export const updateProfile = (input: ProfileUpdate) => put<UserProfile>('/system/user/profile', input)
export const submitRealName = (input: RealNameInput) => post<RealNameInfo>('/realname/auth', input)
