import { describe, expect, it } from 'vitest';

import {
  type StrategyFormValues,
  strategyFormValues,
  strategyRules,
  toStrategyBody,
} from './strategy-form';

const filled: StrategyFormValues = {
  strategy_name: 'im_l7_brake',
  strategy_name_chn: '智己 L7 制动',
  strategy_type: 'calc',
  dbc_cfg: 'IM_L7_CH_CAN_V2.3.dbc',
  sigList: 'BrkPedlPosn, 制动踏板位置, %\nBrkAvg, 平均制动, %, avg(BrkPedlPosn, 10)',
  grafanaUrls: 'https://grafana.vdaq.cn/d/brake\n\nhttps://grafana.vdaq.cn/d/brake',
};

const problems = (values: StrategyFormValues) =>
  Object.fromEntries(Object.entries(strategyRules(values)).filter(([, message]) => message));

describe('strategy form', () => {
  it('checks the name pattern, signal lines, formulas of raw strategies and addresses', () => {
    expect(problems(filled)).toEqual({});
    expect(problems({ ...filled, strategy_name: '1abc' })).toEqual({
      strategy_name: '英文名须以字母开头，只含字母、数字与下划线',
    });
    expect(problems({ ...filled, sigList: 'VehSpd\n' })).toEqual({
      sigList: '第 1 行须至少包含英文名与中文名',
    });
    expect(problems({ ...filled, strategy_type: 'raw' })).toEqual({
      sigList: '第 2 行：原始型策略的信号不能带公式',
    });
    expect(problems({ ...filled, grafanaUrls: 'https://ok.cn/d\njavascript:alert(1)' })).toEqual({
      grafanaUrls: '第 2 行不是 http 或 https 地址',
    });
  });

  it('builds the contract request, keeping signal ids of an edited strategy', () => {
    expect(
      toStrategyBody(filled, [{ signalId: 2100, name: 'BrkPedlPosn', nameChn: '制动踏板位置' }]),
    ).toEqual({
      strategy_name: 'im_l7_brake',
      strategy_name_chn: '智己 L7 制动',
      strategy_type: 'calc',
      dbc_cfg: 'IM_L7_CH_CAN_V2.3.dbc',
      sigList: [
        { signalId: 2100, name: 'BrkPedlPosn', nameChn: '制动踏板位置', unit: '%', formula: null },
        { name: 'BrkAvg', nameChn: '平均制动', unit: '%', formula: 'avg(BrkPedlPosn, 10)' },
      ],
      grafanaUrls: ['https://grafana.vdaq.cn/d/brake'],
    });
  });

  it('fills the form from a strategy and reads it back unchanged', () => {
    const values = strategyFormValues({
      id: 301,
      strategy_name: 'im_l7_speed',
      strategy_name_chn: '智己 L7 车速分析',
      strategy_type: 'calc',
      dbc_cfg: 'IM_L7_PT_CAN_V2.3.dbc',
      sigList: [
        { signalId: 2048, name: 'VehSpd', nameChn: '车速', unit: 'km/h', formula: null },
        { name: 'VehSpdAvg', nameChn: '平均车速', unit: 'km/h', formula: 'avg(VehSpd)' },
      ],
      grafanaUrls: ['https://grafana.vdaq.cn/d/im-l7-spd'],
      createdAt: '2026-11-02T09:15:00+08:00',
    });
    expect(values.sigList).toBe('VehSpd, 车速, km/h\nVehSpdAvg, 平均车速, km/h, avg(VehSpd)');
    const body = toStrategyBody(values, [{ signalId: 2048, name: 'VehSpd', nameChn: '车速' }]);
    expect(body.sigList[0]?.signalId).toBe(2048);
    expect(body.grafanaUrls).toEqual(['https://grafana.vdaq.cn/d/im-l7-spd']);
  });
});
