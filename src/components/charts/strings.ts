export const chartStrings = {
  hiddenSeries: (shown: number, total: number) => `仅显示合计最大的 ${shown} 项（共 ${total} 项）`,
  barsToLines: '数据较多，以折线显示',
  legend: '图例',
  total: '合计',
  empty: '暂无数据',
  noteSeparator: '；',
  /** Dates as zh-CN Intl.DateTimeFormat writes them (axis ticks and tooltip headings). */
  monthDay: (month: number, day: number) => `${month}月${day}日`,
  dayTime: (day: number, time: string) => `${day}日 ${time}`,
  fullDate: (year: number, month: number, day: number) => `${year}年${month}月${day}日`,
  weekdays: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
  /** Compact number units, largest first: 万亿, 亿, 万. */
  compactUnits: [
    [12, '万亿'],
    [8, '亿'],
    [4, '万'],
  ],
} as const;
