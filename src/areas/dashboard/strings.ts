export const dashboardStrings = {
  filtersLabel: '看板筛选',
  allTags: '全部客户标签',
  allFleets: '全部车队',
  allCars: '全部车辆',
  apply: '查询',

  monthlyReport: '月度试验报告',
  projectReport: '试验项目报告',
  gpsTrace: 'GPS 轨迹回显',
  heatmap: '热力图',
  timeline: '时间线',
  mileage: '试验里程',
  hours: '试验时长',

  kpi: {
    car_count: '试验车辆',
    fleet_count: '车队',
    mileage_km: '试验里程',
    test_hours: '试验时长',
    project_count: '试验项目',
    file_count: '数据文件',
    data_volume_gb: '数据量',
    active_days: '试验天数',
  },
  units: {
    km: '公里',
    h: '小时',
    cars: '辆',
    fleets: '个',
    projects: '个',
    files: '个',
    gb: 'GB',
    days: '天',
  },

  columns: {
    project: '试验项目',
    fleet: '车队',
    cars: '车辆数',
    mileage: '里程（公里）',
    hours: '时长（小时）',
    volume: '数据量（GB）',
    status: '状态',
    start: '开始时间',
    end: '结束时间',
  },

  gpsCount: (cars: number, fixes: string) => `${cars} 辆车，共 ${fixes} 个定位点`,
  gpsMapLabel: 'GPS 轨迹',

  heatmapLabel: (month: string) => `${month} 每日试验活跃度`,
  heatmapCell: (date: string, cars: string, projects: string, hours: string, km: string) =>
    `${date}：试验车辆 ${cars} 辆，试验项目 ${projects} 个，试验时长 ${hours} 小时，试验里程 ${km} 公里`,
  heatmapScale: '颜色按试验时长',
  weekdays: ['一', '二', '三', '四', '五', '六', '日'],
  heatmapLess: '少',
  heatmapMore: '多',

  timelineType: '粒度',
  timelineTypes: { day: '日', week: '周', month: '月' },
  timelineLabel: '车辆试验时间线',
  noProject: '未关联试验项目',
  segment: (from: string, to: string, project: string, km: string) =>
    `${from} 至 ${to}，${project}，${km} 公里`,
  pager: (page: string, pages: string, total: string) => `第 ${page} / ${pages} 页，共 ${total} 辆`,
  previousPage: '上一页',
  nextPage: '下一页',

  mileageChart: '每车每日试验里程（公里）',
  hoursChart: '每车每日试验时长（小时）',
  monthTotal: (value: string) => `合计 ${value}`,
} as const;
