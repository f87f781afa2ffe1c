/** Words every master data list shares. */
export const masterStrings = {
  add: '新增',
  edit: '编辑',
  delete: '删除',
  exportCsv: '导出',
  exporting: '正在导出…',
  exported: (name: string, count: number) => `已导出 ${count} 条到 ${name}`,
  exportFailed: '导出失败，请重试',
  save: '保存',
  cancel: '取消',
  keyword: '关键字',
  all: '全部',
  remark: '备注',
  createdAt: '创建时间',
  updatedAt: '更新时间',
  validFlag: '有效标志',
  saveFailed: '保存失败，请重试',
  deleteFailed: '删除失败，请重试',
  deleted: (count: number) => `已删除 ${count} 条`,
  saved: (name: string) => `已保存：${name}`,
  deleteTitle: '确认删除',
  deleteNames: (names: readonly string[]) =>
    names.length === 1
      ? `将删除“${names[0] ?? ''}”，删除后不可恢复。`
      : `将删除 ${names.length} 条：${names.join('、')}，删除后不可恢复。`,
  none: '—',
  checking: '正在检查…',
  listSeparator: '、',
} as const;

/** Names of enumeration values until the server's labels arrive (or if they cannot). */
export const enumFallbacks = {
  carModelType: { '1': '乘用车', '2': '商用车', '3': '专用车' },
  carPowerModel: { '1': '燃油', '2': '纯电', '3': '插电混动', '4': '增程', '5': '氢燃料' },
  validFlag: { '0': '无效', '1': '有效' },
  isActive: { '0': '停用', '1': '启用' },
} as const;
