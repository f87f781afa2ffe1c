export const dataComputeStrings = {
  notBuilt: '此页面尚未完成',
  signalDict: '信号字典将列出信号字典与数据集策略，支持新增、编辑、校验与删除，目前还不能使用。',
  signalDictHandleAdd: (id: number) =>
    `新增信号字典（来源编号 ${id}）的编辑表单还没有完成，目前还不能在这里保存。`,
  signalDictHandleEdit: (id: number) =>
    `编辑信号字典（编号 ${id}）的表单还没有完成，目前还不能在这里修改。`,
  task: '计算任务将列出数据集任务，支持新增、运行、停止、修改与删除，目前还不能使用。',
  globalTaskAdd: (id: number) =>
    `新增任务（来源编号 ${id}）的编辑表单还没有完成，目前还不能在这里保存。`,
  globalTaskEdit: (id: number) => `编辑任务（编号 ${id}）的表单还没有完成，目前还不能在这里修改。`,
  dataDashboard: '数据仪表盘将展示数据集策略对应的图表面板，目前还不能使用。',
  marker: '标记规则将列出轨迹标记规则记录，支持查询、修改与导出，目前还不能使用。',
} as const;
