import { common } from '@/strings/common';

export const customerTagStrings = {
  listTitle: '客户标签',
  add: common.add,
  edit: common.edit,
  delete: common.delete,
  cancel: common.cancel,
  save: common.save,

  keyword: '关键字',
  searchLabel: '搜索标签名称或说明',
  searchPlaceholder: '名称 / 说明',
  empty: '没有符合条件的客户标签',

  name: '标签名称',
  description: '说明',
  accountCount: '账号数',
  carTeamCount: '车队数',
  createdAt: '创建时间',
  updatedAt: '更新时间',
  noDescription: '—',

  addTitle: '新增客户标签',
  editTitle: '编辑客户标签',
  addDescription: '客户标签决定账号与车队可见的数据范围；名称不可重复。',
  editDescription: (name: string) => `修改客户标签 ${name} 的名称或说明。`,
  saved: (name: string) => `客户标签 ${name} 已保存`,
  saveFailed: '保存客户标签失败',

  deleteTitle: '删除客户标签',
  deleteUnused: (name: string) => `确定删除客户标签 ${name} 吗？没有账号或车队使用它。`,
  deleteUsed: (name: string, accounts: number, teams: number) =>
    `客户标签 ${name} 目前用于 ${accounts} 个账号、${teams} 个车队。删除后这些账号与车队将不再带有该标签，看不到只属于该标签的数据。确定删除吗？`,
  deleted: (name: string) => `客户标签 ${name} 已删除`,
  deleteFailed: '删除客户标签失败',
  deleteMany: (count: number, used: number) =>
    used > 0
      ? `确定删除选中的 ${count} 个客户标签吗？其中 ${used} 个仍用于账号或车队，删除后这些账号与车队将不再带有相应标签，看不到只属于这些标签的数据。`
      : `确定删除选中的 ${count} 个客户标签吗？没有账号或车队使用它们。`,
  deletedMany: (count: number) => `已删除 ${count} 个客户标签`,
} as const;
