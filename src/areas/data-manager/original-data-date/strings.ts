export const originalDataDateStrings = {
  month: '月份',
  calendar: (month: string) => `${month} 原始数据日历`,
  weekdays: ['一', '二', '三', '四', '五', '六', '日'] as readonly string[],
  dayTotal: (count: number, size: string) => `${count} 个文件 · ${size}`,
  // Read before a day's visible text, which names its button (WCAG 2.5.3).
  dayLabel: (day: string, count: number) => (count === 0 ? `${day}，无数据` : day),
  moreCars: (count: number) => `另 ${count} 辆`,
  carLine: (plate: string, count: number, size: string) => `${plate} ${count} 个 · ${size}`,
  monthTotal: (count: number, size: string, days: number) =>
    `本月 ${days} 天有数据，共 ${count} 个文件、${size}`,
  monthEmpty: '本月没有符合条件的原始数据文件',
  dayTitle: (day: string) => `${day} 的原始数据文件`,
  daySummary: (count: number, size: string) => `共 ${count} 个文件，${size}`,
  dayFiles: (day: string) => `${day} 的文件列表`,
  dayEmpty: '这一天没有符合条件的文件',
  closeDay: '关闭',
  fileName: '文件名',
  plate: '车牌',
  portType: '端口',
  time: '数据时间',
  size: '大小',
  status: '状态',
} as const;
