/**
 * An in-memory stand-in for @tarojs/taro used by the unit tests: storage in a Map, and jest.fn()s for the
 * request, dialogs and navigation. Use: jest.mock('@tarojs/taro', () => require('./taroMock').createTaroMock())
 */
export interface TaroMock {
  storage: Map<string, unknown>
  request: jest.Mock
  showModal: jest.Mock
  showToast: jest.Mock
  reLaunch: jest.Mock
  redirectTo: jest.Mock
  navigateTo: jest.Mock
  navigateBack: jest.Mock
  clearStorageSync: jest.Mock
  getStorageSync: jest.Mock
  setStorageSync: jest.Mock
  removeStorageSync: jest.Mock
  getSystemInfoSync: jest.Mock
  setNavigationBarTitle: jest.Mock
  getCurrentPages: jest.Mock
  getCurrentInstance: jest.Mock
}

export function createTaroMock() {
  const storage = new Map<string, unknown>()
  const Taro: TaroMock = {
    storage,
    request: jest.fn(),
    showModal: jest.fn(() => Promise.resolve({ confirm: false, cancel: true })),
    showToast: jest.fn(() => Promise.resolve()),
    reLaunch: jest.fn(() => Promise.resolve()),
    redirectTo: jest.fn(() => Promise.resolve()),
    navigateTo: jest.fn(() => Promise.resolve()),
    navigateBack: jest.fn(() => Promise.resolve()),
    clearStorageSync: jest.fn(() => storage.clear()),
    getStorageSync: jest.fn((k: string) => (storage.has(k) ? storage.get(k) : '')),
    setStorageSync: jest.fn((k: string, v: unknown) => void storage.set(k, v)),
    removeStorageSync: jest.fn((k: string) => void storage.delete(k)),
    getSystemInfoSync: jest.fn(() => ({ language: 'zh_CN' })),
    setNavigationBarTitle: jest.fn(() => Promise.resolve()),
    getCurrentPages: jest.fn(() => []),
    getCurrentInstance: jest.fn(() => ({ router: null })),
  }
  return { __esModule: true, default: Taro, ...Taro }
}
