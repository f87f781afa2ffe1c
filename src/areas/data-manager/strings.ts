export const dataManagerStrings = {
  notBuilt: '此页面尚未完成',
  originalData: '原始数据将列出上传的原始数据文件，支持查询、批量下载与批量删除，目前还不能使用。',
  originalDataDate: '原始数据（按日期）将按日期浏览原始数据文件，目前还不能使用。',
  dataCut: '数据切片将按时间范围从数据文件中切取片段，目前还不能使用。',
  testingCheck: '试验检查将用于核对试验数据的完整性，目前还不能使用。',
} as const;
