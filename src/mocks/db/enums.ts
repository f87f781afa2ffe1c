import type { Enums } from '../../api/generated/model';

/** Labels of the server enumerations (section 3), as the real server would deliver them. */
export const enumLabels: Enums = {
  model_number: { '1': 'VD-2000', '2': 'VD-3000', '3': 'VD-5000 Pro' },
  device_reg_status: { '0': '未注册', '1': '已注册', '2': '已注销' },
  bus_collection_options: { '0': '全量采集', '1': '按信号采集', '2': '不采集' },
  bus_collection_trigger: { '0': '上电触发', '1': '条件触发', '2': '手动触发' },
  car_model_type: { '1': '乘用车', '2': '商用车', '3': '专用车' },
  car_power_model: { '1': '燃油', '2': '纯电', '3': '插电混动', '4': '增程', '5': '氢燃料' },
  valid_flag: { '0': '无效', '1': '有效' },
  device_personalization: { '0': '标准', '1': '定制' },
  test_project_status: { '0': '未开始', '1': '进行中', '2': '已暂停', '3': '已结束' },
  task_status: { '0': '待运行', '1': '运行中', '2': '已完成', '3': '已停止', '4': '失败' },
  is_active: { '0': '停用', '1': '启用' },
  signal_alarm_type: { '0': '无', '1': '超上限', '2': '超下限', '3': '超出范围' },
  signal_show_type: { '0': '曲线', '1': '数值', '2': '状态' },
  use_predef: { '0': '否', '1': '是' },
  port_type: {
    '1': 'CAN',
    '2': 'LIN',
    '3': '串口',
    '4': 'FlexRay',
    '5': '以太网 100Base-T1',
    '6': '以太网 1000Base-T1',
    '7': '以太网 1000Base-T',
    '8': '以太网 10GBase-T1',
    '9': 'ETH-LOG',
    '10': '摄像头 (RTSP)',
  },
  upgrade_obj: { '0': '采集设备', '1': '采集模块', '2': '传感器' },
};
