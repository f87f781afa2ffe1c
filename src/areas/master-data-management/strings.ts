export const masterDataManagementStrings = {
  notBuilt: '此页面尚未完成',
  carTeam: '车队将列出全部车队，支持新建、编辑与删除，目前还不能使用。',
  carTeamInfoNew: (id: number) =>
    `新建车队（来源编号 ${id}）的表单还没有完成，目前还不能在这里保存。`,
  carTeamInfoEdit: (id: number) => `编辑车队（编号 ${id}）的表单还没有完成，目前还不能在这里修改。`,
  vehicleModel: '车型将用于维护车型及其动力类型，目前还不能使用。',
  vehicle: '车辆将用于维护车辆、VIN 与车牌，目前还不能使用。',
  tester: '试验员将用于维护试验员信息，目前还不能使用。',
  ecu: 'ECU 将用于维护 ECU 信息，目前还不能使用。',
} as const;
