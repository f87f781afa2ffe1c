export const downloadStrings = {
  notBuilt: '此页面尚未完成',
  download: '下载中心将列出批量下载生成的文件，可下载与删除，目前还不能使用。',
} as const;
