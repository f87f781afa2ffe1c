export const monitoringStrings = {
  notBuilt: '此页面尚未完成',
  globalMonitoring: '全局监控将实时显示全部采集设备的在线情况与端口状态，目前还不能使用。',
  singleDeviceMonitoring:
    '单设备监控将实时显示所选采集设备各总线端口的运行、停止与空闲状态，目前还不能使用。',
  singleDeviceMonitoringDevice: (id: number) =>
    `设备 ${id} 的实时监控还没有完成，目前还不能在这里查看端口状态。`,
} as const;
