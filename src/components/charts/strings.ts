export const chartStrings = {
  hiddenSeries: (shown: number, total: number) => `仅显示合计最大的 ${shown} 项（共 ${total} 项）`,
  barsToLines: '数据较多，以折线显示',
  legend: '图例',
  total: '合计',
  empty: '暂无数据',
  noteSeparator: '；',
} as const;
