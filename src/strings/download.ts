/**
 * The header's download badge (shared by the layout; the screen's own texts are in its area). Its
 * name differs from the menu's 下载中心 so that each link is found by its own name.
 */
export const downloadBadgeStrings = {
  label: '下载任务',
  newFinished: (count: number) => `下载任务：${count} 个已完成`,
  more: '99+',
} as const;
