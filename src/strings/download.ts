/** The header's 下载中心 badge (shared by the layout; the screen's own texts are in its area). */
export const downloadBadgeStrings = {
  label: '下载中心',
  newFinished: (count: number) => `下载中心，${count} 个任务已完成`,
  more: '99+',
} as const;
