import { describe, expect, it } from 'vitest';

import type { DevicePortConfig } from '@/api/generated/model';

import { newPort } from './bus-types';
import { diffConfig, isEmptyDiff } from './config-diff';
import {
  type ConfigForm,
  configFromForm,
  formFromServer,
  parseForm,
  portToForm,
  sameForm,
  withoutPort,
  withPort,
} from './port-model';
import { configRules } from './validation';

const server: DevicePortConfig = {
  deviceId: 1024,
  groups: [
    { busType: 'LIN', ports: [newPort('LIN', 1)] },
    { busType: 'CAN', ports: [newPort('CAN', 2), newPort('CAN', 1)] },
  ],
};

const base = formFromServer(server, 0);
const check = (form: ConfigForm) => configRules(base)(form);

const edit = (
  form: ConfigForm,
  busType: string,
  change: (g: ConfigForm['groups'][number]) => ConfigForm['groups'][number],
) => ({
  ...form,
  groups: form.groups.map((g) => (g.busType === busType ? change(g) : g)),
});

describe('the form', () => {
  it('shows every bus type in the spec order, ports by index, and saves the ones with ports', () => {
    expect(base.groups.map((g) => g.busType)).toEqual([
      'CAN',
      'LIN',
      'Serial',
      'FlexRay',
      'Ethernet 100Base-T1',
      'Ethernet 1000Base-T1',
      'Ethernet 1000Base-T',
      'Ethernet 10GBase-T1',
      'ETH-LOG',
      'Camera (RTSP)',
    ]);
    expect(base.groups.slice(2).every((g) => g.ports.length === 0)).toBe(true);
    expect(base.groups[0]?.ports.map((p) => p.index)).toEqual([1, 2]);
    const body = configFromForm(1024, base);
    expect(body.groups.map((g) => g.busType)).toEqual(['CAN', 'LIN']);
    expect(body.groups.flatMap((g) => g.ports)).toHaveLength(3);
    expect(body.groups[1]?.ports[0]).toEqual(newPort('LIN', 1));
    expect(sameForm(formFromServer(body, 0), base)).toBe(true);
  });

  it('reads back only a draft of its own shape', () => {
    expect(parseForm(JSON.parse(JSON.stringify(base)))).toEqual(base);
    expect(
      parseForm({ groups: [{ busType: 'USB', ports: [] }], personalization: 0 }),
    ).toBeUndefined();
    expect(parseForm('x')).toBeUndefined();
  });

  it("checks the names, the rates being the contract's", () => {
    const bad = edit(base, 'CAN', (g) => ({
      ...g,
      ports: g.ports.map((p) =>
        p.index === 1
          ? { ...p, name: ' ', bitrate: '5e5', dataBitrate: '9000000' }
          : { ...p, name: 'lin1' },
      ),
    }));
    expect(check(bad)).toEqual({
      'groups.0.ports.0.name': '请填写端口名称',
      'groups.0.ports.1.name': '端口名称与同一设备的其他端口重复',
      'groups.1.ports.0.name': '端口名称与同一设备的其他端口重复',
    });
    expect(check(base)).toEqual({});
  });

  it('marks a taken name on the port that was renamed, whichever comes first', () => {
    const renamed = edit(base, 'CAN', (g) => withPort(g, { ...g.ports[0]!, name: 'can2' }));
    expect(check(renamed)).toEqual({
      'groups.0.ports.0.name': '端口名称与同一设备的其他端口重复',
      'groups.0.ports.1.name': '端口名称与同一设备的其他端口重复',
    });
  });
});

describe('the diff', () => {
  it('is empty without changes', () => {
    expect(isEmptyDiff(diffConfig(base, base))).toBe(true);
  });

  it('lists added, removed and changed ports with old and new values', () => {
    let next = edit(base, 'CAN', (g) =>
      withPort(g, { ...g.ports[1]!, bitrate: '1000000', dataBitrate: '' }),
    );
    next = edit(next, 'CAN', (g) => withPort(g, portToForm(newPort('CAN', 5))));
    next = edit(next, 'LIN', (g) => withoutPort(g, 1));
    next = { ...next, personalization: 1 };
    const diff = diffConfig(base, next);
    expect(diff.personalization).toEqual({ from: 0, to: 1 });
    expect(diff.ports).toEqual([
      {
        kind: 'changed',
        busType: 'CAN',
        index: 2,
        port: expect.objectContaining({ name: 'CAN2', bitrate: 1_000_000 }),
        changes: [
          { field: 'bitrate', from: 500_000, to: 1_000_000 },
          { field: 'dataBitrate', from: 2_000_000, to: null },
        ],
      },
      { kind: 'added', busType: 'CAN', index: 5, port: newPort('CAN', 5) },
      { kind: 'removed', busType: 'LIN', index: 1, port: newPort('LIN', 1) },
    ]);
  });

  it('ignores text that stores the same number', () => {
    const next = edit(base, 'LIN', (g) => withPort(g, { ...g.ports[0]!, bitrate: '019200' }));
    expect(sameForm(next, base)).toBe(false);
    expect(isEmptyDiff(diffConfig(base, next))).toBe(true);
  });
});
