/** One resource's round trip through its designed calls (test data). */
export interface Case {
  base: string;
  save: Record<string, unknown>;
  /** A word the keyword search finds the new row by. */
  keyword: string;
  update: Record<string, unknown>;
  /** Field of the detail that shows the update. */
  field: string;
  /** The contract has no detail call: the list row stands for it. */
  noDetail?: boolean;
}

export const cases: Case[] = [
  {
    base: '/api/device',
    save: {
      serialNo: 'VD2K2411T0001',
      name: '测试设备',
      model_number: 2,
      device_personalization: 0,
      carId: 313,
    },
    keyword: 'VD2K2411T0001',
    update: { name: '测试设备-改', model_number: 2, device_personalization: 1 },
    field: 'name',
  },
  {
    base: '/api/testProject',
    save: {
      name: '纯电续航冬季试验',
      code: 'TP-2026-100',
      status: 0,
      fleetIds: [1021],
      carIds: [301],
      startDate: '2026-12-01',
      endDate: '2027-01-31',
      plannedMileage: 5000,
      plannedHours: 100,
      ownerId: 1,
    },
    keyword: 'TP-2026-100',
    update: {
      name: '纯电续航冬季试验（二期）',
      code: 'TP-2026-100',
      status: 1,
      fleetIds: [1021],
      carIds: [301, 302],
      startDate: '2026-12-01',
      endDate: '2027-02-28',
      plannedMileage: 8000,
      plannedHours: 160,
      ownerId: 1,
    },
    field: 'name',
  },
  {
    base: '/api/carTeam',
    save: { name: '北京试验队', userTagId: 1, remark: '', carIds: [313], memberIds: [51] },
    keyword: '北京',
    update: { name: '北京试验一队', userTagId: null, remark: '城市道路' },
    field: 'name',
  },
  {
    base: '/api/vehicleModel',
    save: { name: '智己 LS7', brand: '智己', car_model_type: 1, car_power_model: 2, valid_flag: 1 },
    keyword: 'LS7',
    update: {
      name: '智己 LS7',
      brand: '智己',
      car_model_type: 1,
      car_power_model: 4,
      valid_flag: 1,
    },
    field: 'car_power_model',
  },
  {
    base: '/api/vehicle',
    save: {
      vin: 'LSJA24U62PG000017',
      plate: '沪A99999',
      vehicleModelId: 1,
      carTeamId: null,
      ecuIds: [],
      valid_flag: 1,
    },
    keyword: '沪A99999',
    update: {
      vin: 'LSJA24U62PG000017',
      plate: '沪A99999',
      vehicleModelId: 1,
      carTeamId: 1021,
      ecuIds: [51],
      valid_flag: 1,
      remark: '新车',
    },
    field: 'carTeamName',
  },
  {
    base: '/api/tester',
    save: {
      name: '钱多多',
      phone: '13812345678',
      employeeNo: 'SH999999',
      carTeamId: null,
      is_active: 1,
    },
    keyword: '钱多多',
    update: {
      name: '钱多多',
      phone: '13812345678',
      employeeNo: 'SH999999',
      carTeamId: 1022,
      is_active: 0,
    },
    field: 'carTeamName',
  },
  {
    base: '/api/ecu',
    save: {
      name: 'EPS 电动助力转向',
      supplier: '博世',
      hardwareVersion: 'H1.0',
      softwareVersion: 'S1.0.0',
      vehicleModelId: 1,
    },
    keyword: 'EPS',
    update: {
      name: 'EPS 电动助力转向',
      supplier: '采埃孚',
      hardwareVersion: 'H1.1',
      softwareVersion: 'S1.2.0',
      vehicleModelId: 1,
    },
    field: 'supplier',
  },
  {
    base: '/api/account',
    save: {
      username: 'zhaoliu',
      realName: '赵六',
      password: 'Vdaq@2026x',
      roleIds: [2],
      userTagIds: [1],
      status: 'enabled',
    },
    keyword: 'zhaoliu',
    update: { realName: '赵六六', phone: '13700001111', email: 'zhao.liu@vdaq.cn' },
    field: 'realName',
  },
  {
    base: '/api/role',
    save: { name: '质量工程师', description: '查看试验检查', authorities: ['dashboard:view'] },
    keyword: '质量',
    update: {
      name: '质量工程师',
      description: '查看与导出试验检查',
      authorities: ['dashboard:view', 'data:testing-check'],
    },
    field: 'description',
  },
  {
    base: '/api/customerTag',
    save: { name: '奇瑞汽车', description: '奇瑞试验车辆' },
    keyword: '奇瑞',
    update: { name: '奇瑞汽车', description: '奇瑞与星途试验车辆' },
    field: 'description',
    noDetail: true,
  },
  {
    base: '/api/announcement',
    save: { title: '数据平台新功能上线', content: '新增批量下载。', level: 'normal' },
    keyword: '新功能',
    update: { title: '数据平台新功能上线', content: '新增批量下载与打包。', level: 'important' },
    field: 'level',
  },
];
