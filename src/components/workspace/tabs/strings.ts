export const tabsStrings = {
  tabList: '已打开的页面',
  closeTab: (title: string) => `关闭 ${title}`,
  close: '关闭',
  closeOthers: '关闭其他',
  closeRight: '关闭右侧',
  reopenClosed: '重新打开关闭的页签',
  closeCurrent: '关闭当前页签',
  evicted: (title: string) => `已关闭页签：${title}`,
  menuLabel: (title: string) => `页签操作：${title}`,
} as const;
