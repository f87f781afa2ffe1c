export const keyStrings = {
  title: '快捷键',
  description: '在输入框中输入时，这些按键不起作用。',
  keyColumn: '按键',
  actionColumn: '作用',
  then: '然后',
  sections: {
    general: '通用',
    go: '前往（先按 G，再按字母）',
    tabs: '页签',
  },
  palette: '打开搜索（页面、设备、车辆、项目、车队）',
  keyList: '显示快捷键列表',
  search: '聚焦当前页面的搜索框',
  goTo: (title: string) => `前往${title}`,
  closeTab: '关闭当前页签',
  reopenTab: '重新打开关闭的页签',
} as const;
