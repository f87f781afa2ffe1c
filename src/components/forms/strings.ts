export const formStrings = {
  leaveTitle: '离开此页面？',
  leave: '离开',
  stay: '留在此页',
} as const;
