import { common } from '@/strings/common';

export const uiStrings = {
  close: common.close,
  retry: common.retry,
  loading: common.loading,
  confirm: common.confirm,
  cancel: common.cancel,
  empty: common.empty,
  notifications: '通知',
  selectPlaceholder: '请选择',
  noneChosen: '不限',
  chosenCount: (count: number) => `已选 ${count} 项`,
  filterOptions: '筛选选项',
  noOptions: '没有可选项',
  optionsFailed: '选项加载失败',
  clearChoice: '清空',
  separator: '、',
} as const;
