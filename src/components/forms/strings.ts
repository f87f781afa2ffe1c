export const formStrings = {
  leaveTitle: '离开此页面？',
  leave: '离开',
  stay: '留在此页',
  draftFound: '发现未保存的草稿',
  draftFoundDetail: (time: string) => `上次编辑于 ${time}，是否恢复？`,
  restoreDraft: '恢复草稿',
  discardDraft: '丢弃',
} as const;
