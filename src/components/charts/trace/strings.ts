export const traceChartStrings = {
  chart: '数据轨迹图',
  keys: '滚轮或 +/- 缩放，拖动或方向键平移，按住 Shift 拖动刷选时间窗口，Esc 取消刷选',
  zoomIn: '放大',
  zoomOut: '缩小',
  resetZoom: '还原',
  cursorAt: (time: string | null) => `光标时间 ${time ?? '—'}`,
  list: (names: string[]) => names.join('、'),
  markerAt: (names: string) => `标记：${names}`,
  moreMarkers: (n: number) => `等 ${n} 条`,
  summary: (lanes: number, files: number, markers: number) =>
    `${lanes} 个端口，${files} 个文件，${markers} 条标记`,
} as const;
