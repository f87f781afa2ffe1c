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
} as const;
