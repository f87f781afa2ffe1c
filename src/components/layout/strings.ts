export const layoutStrings = {
  skipToContent: '跳到主要内容',
  mainMenu: '主菜单',
  breadcrumb: '面包屑',
  openMenu: '打开菜单',
  closeMenu: '关闭菜单',
  userMenu: (name: string) => `用户菜单：${name}`,
  unknownUser: '当前用户',
  notFoundDescription: '您访问的地址不存在，可能已被移除或输入有误。',
  backHome: '返回首页',
  routeErrorTitle: '页面出错了',
  routeErrorDescription: '显示此页面时出现问题，可以重试；若仍然失败，请刷新页面。',
} as const;
