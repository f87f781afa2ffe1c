/** Words of every CSV import: the template, the file, the preview and the outcome of each row. */
export const csvImportStrings = {
  downloadTemplate: '下载模板',
  chooseFile: '选择 CSV 文件',
  fileUnreadable: '无法读取该文件，请确认它是 CSV 文本文件',
  readAsGbk:
    '该文件不是 UTF-8 编码，已按 GBK（Excel 的“CSV（逗号分隔）”）读取；如有乱码，请在 Excel 中另存为“CSV UTF-8（逗号分隔）”后再导入。',
  notUtf8:
    '该文件不是 UTF-8 编码（可能是 Excel 保存的 GBK 文件）。请在 Excel 中另存为“CSV UTF-8（逗号分隔）”后再导入。',
  previewLabel: '导入预览',
  rowNumber: '行号',
  problem: '问题',
  rowOk: '可导入',
  importedRow: '已导入',
  notImportedRow: '未导入',
  importFailedRow: (reason: string) => `导入失败：${reason}`,
  problemSeparator: '；',
  summary: (good: number, bad: number) => `可导入 ${good} 行，有问题 ${bad} 行（不会导入）`,
  importing: (done: number, total: number) => `正在导入 ${done} / ${total}`,
  importingTogether: (total: number) => `正在导入 ${total} 行…`,
  outcomeUnknown: (reason: string) =>
    `${reason}：无法确认这些行是否已导入，请关闭后在列表中核对，再决定是否重新导入`,
  cancel: '取消',
  close: '关闭',
} as const;
