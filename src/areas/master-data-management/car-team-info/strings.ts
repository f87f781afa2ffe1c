import { common } from '@/strings/common';

export const carTeamInfoStrings = {
  save: common.save,
  cancel: common.cancel,
  back: '返回车队列表',
  loading: '正在加载车队…',
  loadFailed: '车队加载失败',

  // Sections
  basics: '基本信息',
  carsSection: '车辆',
  membersSection: '成员',

  // Fields
  name: '车队名称',
  namePlaceholder: '如：上海试验一队',
  userTag: '客户标签',
  noTag: '不属于任何客户',
  leader: '队长',
  noLeader: '未指定',
  leaderHint: '队长须为车队成员',
  remark: '备注',

  // Validation
  leaderNotMember: '队长须为车队成员，请先将其加入成员',

  // Pickers
  carPicker: '全部车辆',
  carSearch: '搜索车牌、VIN 或车型',
  memberPicker: '全部试验员',
  memberSearch: '搜索姓名、工号或电话',
  pickerLoading: '正在加载…',
  pickerLoadFailed: '列表加载失败',
  pickerEmpty: '没有符合条件的记录',
  pickerCount: (shown: number, total: number) => `显示 ${shown} / 共 ${total}`,
  inOtherTeam: (team: string) => `现属「${team}」，加入后转入本车队`,
  invalidCar: '无效',
  inactiveMember: '停用',
  chosenCars: (n: number) => `已选车辆（${n}）`,
  chosenMembers: (n: number) => `已选成员（${n}）`,
  noneChosen: '尚未选择',
  remove: (name: string) => `移出 ${name}`,
  add: (name: string) => `加入 ${name}`,

  // Save
  saved: '车队已保存',
  created: '车队已新建',
  saveFailed: '保存失败，填写的内容已保留',
  leaveDescription: '车队的修改尚未保存。草稿已保存在本机，下次打开时可以恢复。',
} as const;
