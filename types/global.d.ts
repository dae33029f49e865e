/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.gif'
declare module '*.jpg'
declare module '*.jpeg'
declare module '*.svg'
declare module '*.css'
declare module '*.scss'

declare namespace NodeJS {
  interface ProcessEnv {
    NODE_ENV: 'development' | 'production' | 'test'
    /** the platform being built */
    TARO_ENV: 'weapp' | 'h5'
    /** mini program only: absolute API base (default http://127.0.0.1:8080/api); H5 always uses /api */
    TARO_APP_API_BASE?: string
    TARO_APP_ID: string
  }
}
