export const deviceManagementStrings = {
  notBuilt: '此页面尚未完成',
  deviceList:
    '设备列表将列出全部采集设备，可按条件查询、查看注册状态与端口，并删除设备，目前还不能使用。',
  deviceConfiguration:
    '设备配置将用于设置采集设备的总线采集选项、触发条件与个性化参数，目前还不能使用。',
  deviceFirmwareUpdate:
    '设备升级将用于向采集设备下发固件与软件升级并查看升级结果，目前还不能使用。',
} as const;
