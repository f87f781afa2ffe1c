import type { BusType } from '@/api/generated/model';

/** The zh-CN name of every bus type, shared by the configuration and monitoring screens. */
export const busLabels: Readonly<Record<BusType, string>> = {
  CAN: 'CAN',
  LIN: 'LIN',
  Serial: '串口',
  FlexRay: 'FlexRay',
  'Ethernet 100Base-T1': '以太网 100Base-T1',
  'Ethernet 1000Base-T1': '以太网 1000Base-T1',
  'Ethernet 1000Base-T': '以太网 1000Base-T',
  'Ethernet 10GBase-T1': '以太网 10GBase-T1',
  'ETH-LOG': 'ETH-LOG',
  'Camera (RTSP)': '摄像头 (RTSP)',
};
