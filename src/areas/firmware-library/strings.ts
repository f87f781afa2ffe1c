export const firmwareLibraryStrings = {
  notBuilt: '此页面尚未完成',
  firmwareLibraryList: '固件列表将用于上传、查询与删除采集设备固件，目前还不能使用。',
} as const;
