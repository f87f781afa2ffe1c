import { common } from '@/strings/common';

/** Labels of test_project_status until the server's arrive (the server's win). */
export const statusLabels = { 0: '未开始', 1: '进行中', 2: '已暂停', 3: '已结束' } as const;

export const testProjectStrings = {
  listTitle: '试验项目列表',
  add: common.add,
  edit: common.edit,
  delete: common.delete,
  save: common.save,
  cancel: common.cancel,
  exportCsv: common.export,
  openDashboard: '在数据看板中查看',

  // Filters
  keyword: '关键字',
  searchLabel: '搜索项目名称或编号',
  searchPlaceholder: '项目名称 / 编号',
  status: common.status,
  allStatuses: '全部状态',
  fleet: '车队',
  allFleets: '全部车队',
  period: '项目周期',
  periodFrom: '开始日期',
  periodTo: '结束日期',

  // Columns
  name: '项目名称',
  code: '项目编号',
  fleets: '车队',
  cars: '车辆',
  testers: '试验员',
  owner: '负责人',
  userTag: '客户标签',
  mileage: '里程进度',
  hours: '时长进度',
  mileageOf: (actual: string, planned: string) => `${actual} / ${planned} km`,
  hoursOf: (actual: string, planned: string) => `${actual} / ${planned} h`,
  progressLabel: (what: string, percent: number) => `${what} ${percent}%`,
  carCount: (n: number) => `${n} 辆`,
  testerCount: (n: number) => `${n} 人`,
  none: '—',
  separator: '、',
  empty: '没有符合条件的试验项目',

  // Form
  addTitle: '新增试验项目',
  editTitle: '编辑试验项目',
  plannedMileage: '目标里程（km）',
  plannedHours: '目标时长（h）',
  actualMileage: '实际里程（km）',
  actualHours: '实际时长（h）',
  startDate: '开始日期',
  endDate: '结束日期',
  description: '说明',
  noTag: '不属于任何客户',
  chooseFleets: '选择车队',
  chooseCars: '选择车辆（默认车队全部车辆）',
  fleetRequired: '请至少选择一个车队',
  endBeforeStart: '结束日期不能早于开始日期',
  saved: '试验项目已保存',
  created: '试验项目已新增',
  saveFailed: '保存失败，填写的内容已保留',

  // Delete
  deleteTitle: '删除试验项目',
  deleteDescription: (names: readonly string[]) =>
    `确定删除${names.length > 1 ? ` ${names.length} 个试验项目` : '试验项目'}${names
      .map((n) => `「${n}」`)
      .join('、')}吗？项目下的试验数据不会删除。`,
  deleted: (count: number) => `已删除 ${count} 个试验项目`,
  deleteFailed: '删除失败',

  // Export
  exportFileName: (date: string) => `试验项目-${date}.csv`,
  exported: (name: string) => `已导出 ${name}`,
  exportFailed: '导出失败',
} as const;
