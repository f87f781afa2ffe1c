/** The header's announcement bell and the announcements shown after login. */
export const announcementBellStrings = {
  bell: '公告',
  unread: (n: number) => `（${n} 条未读）`,
  title: '系统公告',
  description: '当前有效的公告；关闭后标记为已读。',
  none: '暂无公告',
  failed: '公告加载失败',
  retry: '重试',
  close: '知道了',
  newBadge: '未读',
  levels: { normal: '普通', important: '重要', urgent: '紧急' } as Record<string, string>,
} as const;
