export const layoutStrings = {
  skipToContent: '跳到主要内容',
  mainMenu: '主菜单',
  breadcrumb: '面包屑',
  openMenu: '打开菜单',
  closeMenu: '关闭菜单',
  userMenuHint: '（用户菜单）',
  unknownUser: '当前用户',
  notFoundDescription: '您访问的地址不存在，可能已被移除或输入有误。',
  backHome: '返回首页',
  forbiddenTitle: '无权限',
  forbiddenDescription: '您的账号没有访问此页面的权限。如需使用，请联系管理员分配权限。',
  userUnavailableTitle: '无法获取账号信息',
  userUnavailableDescription:
    '暂时无法从服务器获取您的账号和权限，页面尚不能显示。服务器恢复后点击重试即可继续。',
  userUnavailableCause: (message: string) => `原因：${message}`,
  routeErrorTitle: '页面出错了',
  routeErrorDescription: '显示此页面时出现问题，可以重试；若仍然失败，请刷新页面。',
} as const;
