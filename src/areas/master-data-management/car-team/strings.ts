import { common } from '@/strings/common';

export const carTeamStrings = {
  listTitle: '车队列表',
  add: common.add,
  edit: common.edit,
  copy: '复制为新车队',
  delete: common.delete,
  exportCsv: common.export,
  exporting: '正在导出…',

  // Filters
  keyword: '关键字',
  searchLabel: '搜索车队名称或备注',
  searchPlaceholder: '车队名称 / 备注',
  userTag: '客户标签',
  allTags: '全部客户标签',

  // Columns
  name: '车队名称',
  leader: '队长',
  noLeader: '未指定',
  cars: '车辆数',
  members: '成员数',
  projects: '进行中项目',
  remark: '备注',
  createdAt: '创建时间',
  updatedAt: '更新时间',
  noTag: '无',
  empty: '没有符合条件的车队',

  // Delete
  deleteTitle: '删除车队',
  deleteLead: (names: readonly string[]) =>
    names.length === 1
      ? `确定删除车队「${names[0]}」吗？`
      : `确定删除以下 ${names.length} 个车队吗？${names.map((n) => `「${n}」`).join('、')}`,
  holdsCars: (count: number) => `${count} 辆车属于此车队，删除后变为未分配车队`,
  holdsMembers: (count: number) => `${count} 名试验员属于此车队，删除后变为未分配车队`,
  holdsProjects: (count: number) => `${count} 个未结束的试验项目使用此车队，服务器将拒绝删除`,
  holdsNothing: '车队中没有车辆与成员。',
  deleted: (count: number) => `已删除 ${count} 个车队`,
  deleteFailed: '删除失败',

  // Export
  exportFileName: (date: string) => `车队-${date}.csv`,
  exported: (name: string) => `已导出 ${name}`,
  exportFailed: '导出失败',
} as const;
