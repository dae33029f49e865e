/** The fields of a game (name, English name, type, icon, popularity, enabled), shared by 新建游戏 and the detail's 基本信息. */
import { ProForm, ProFormDigit, ProFormSelect, ProFormSwitch, ProFormText } from '@ant-design/pro-components'
import { GAME_HOT_MAX, GAME_NAME_MAX, NAME_EN_MAX, type GameTypeOption } from '../../../../contract/admin-catalogue'
import { api } from '../../api'
import { ImageUpload } from '../../components/ImageUpload'

const typeOptions = () => api.get<GameTypeOption[]>('/admin/game-types').then((types) => types.map((t) => ({ label: t.name, value: t.key })))

export function GameFields() {
  return (
    <>
      <ProFormText name="name" label="游戏名称" fieldProps={{ className: 'game-name' }} rules={[{ required: true, whitespace: true, message: '请填写游戏名称' }, { max: GAME_NAME_MAX }]} />
      <ProFormText name="nameEn" label="英文名称（可空，空则英文用户看到中文）" fieldProps={{ className: 'game-name-en' }} rules={[{ max: NAME_EN_MAX }]} />
      <ProFormSelect name="type" label="游戏类型" request={typeOptions} fieldProps={{ className: 'game-type' }} rules={[{ required: true, message: '请选择游戏类型' }]} />
      <ProForm.Item name="icon" label="图标" rules={[{ required: true, message: '请上传游戏图标' }]}>
        <ImageUpload className="game-icon" />
      </ProForm.Item>
      <ProFormDigit name="hot" label="热度（越大越靠前）" min={0} max={GAME_HOT_MAX} fieldProps={{ precision: 0 }} rules={[{ required: true }]} />
      <ProFormSwitch name="enabled" label="启用（在游戏列表中展示并可发布商品）" />
    </>
  )
}
