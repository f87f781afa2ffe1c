export const dashboardStrings = {
  notBuilt: '此页面尚未完成',
  dashboard:
    '数据看板将汇总月度试验报告、试验项目报告、热力图、时间线、试验里程与试验时长，目前还不能使用。',
} as const;
