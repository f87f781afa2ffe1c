import { common, messages } from '@/strings/common';

/** Texts of the views that share one time cursor: the GPS path beside it and the replay controls. */
export const timeAxisStrings = {
  loadFailed: messages.getDataFailed,
  retry: common.retry,
  gpsView: 'GPS 轨迹',
  gpsLoading: '正在加载 GPS 轨迹…',
  noFixAtCursor: '光标时刻没有定位',
  fixAtCursor: (speed: string) => `光标时刻车速 ${speed} km/h`,
  cursorAt: (time: string | null) => `光标时间 ${time ?? '—'}`,
  replay: '回放',
  play: '播放',
  pause: '暂停',
  replaySpeed: '回放速度',
  speedOption: (speed: number) => `${speed}×`,
  scrubber: '回放进度',
} as const;
