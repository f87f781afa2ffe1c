import type { MonitorDeviceStatus, MonitorPortCounts } from '../../api/generated/model';
import { BUS_ORDER } from '../../lib/bus-ports';
import { db, type DeviceRecord, matchesKeyword, paginate, readPageQuery } from '../db';
import { mockErrors } from '../demo';
import { messageOf, portGroupsOf } from '../monitor/live-state';
import { fail, ok } from '../respond';
import { http } from '../typed-http';
import { carOf, fleetIdOf } from './device';

// The same live state the socket streams (mocks/monitor), so the calls and the socket agree.
const fleetOf = (row: DeviceRecord) => {
  const team = fleetIdOf(row);
  return team === null ? undefined : db.carTeams.find(team);
};

const statusOf = (row: DeviceRecord): MonitorDeviceStatus => {
  const ports = portGroupsOf(row).flatMap((g) => g.ports);
  const running = ports.filter((p) => p.status === 1).length;
  return {
    deviceId: row.id,
    serialNo: row.serialNo,
    name: row.name,
    plate: carOf(row)?.plate ?? null,
    fleetName: fleetOf(row)?.name ?? null,
    online: row.online,
    collecting: row.online && running > 0,
    runningPorts: running,
    stopPorts: ports.filter((p) => p.status === 2).length,
    lastDataAt: row.lastOnlineAt,
  };
};

const portCounts = (rows: readonly DeviceRecord[]): MonitorPortCounts[] =>
  BUS_ORDER.map((busType) => {
    const groups = rows.flatMap((row) => portGroupsOf(row).filter((g) => g.busType === busType));
    const sum = (key: 'all' | 'running' | 'stop' | 'idle') =>
      groups.reduce((total, g) => total + g[key], 0);
    return {
      busType,
      all: sum('all'),
      running: sum('running'),
      stop: sum('stop'),
      idle: sum('idle'),
    };
  });

export const monitorHandlers = [
  http.get('/api/monitor/summary', () => {
    const rows = db.devices.all();
    const online = rows.filter((r) => r.online);
    return ok({
      deviceTotal: rows.length,
      online: online.length,
      offline: rows.length - online.length,
      collecting: rows.map(statusOf).filter((s) => s.collecting).length,
      portCounts: portCounts(online),
      recentAlarms: rows
        .filter((r) => !r.online && r.carId !== null)
        .slice(0, 5)
        .map((r, i) => ({
          id: 9000 + i,
          deviceId: r.id,
          serialNo: r.serialNo,
          plate: carOf(r)?.plate ?? null,
          level: i === 0 ? ('critical' as const) : ('warning' as const),
          message: '设备离线超过 10 分钟',
          occurredAt: r.lastOnlineAt ?? new Date().toISOString(),
        })),
      updatedAt: new Date().toISOString(),
    });
  }),
  http.get('/api/monitor/device/status/list', ({ query }) => {
    const keyword = query.get('keyword');
    const online = query.get('online');
    const collecting = query.get('collecting');
    const fleetId = query.get('fleetId');
    const carId = query.get('carId');
    const rows = db.devices
      .all()
      .filter((row) => matchesKeyword(keyword, row.serialNo, row.name, carOf(row)?.plate))
      .filter((row) => fleetId === null || String(fleetIdOf(row)) === fleetId)
      .filter((row) => carId === null || String(row.carId) === carId)
      .map(statusOf)
      .filter((s) => online === null || String(s.online) === online)
      .filter((s) => collecting === null || String(s.collecting) === collecting)
      .sort((a, b) => Number(b.collecting) - Number(a.collecting) || a.deviceId - b.deviceId);
    return ok(paginate(rows, readPageQuery(query)));
  }),
  http.get('/api/monitor/devices', ({ query }) => {
    const keyword = query.get('keyword');
    const limit = Number(query.get('limit') ?? 50) || 50;
    const rows = db.devices
      .all()
      .filter((row) => matchesKeyword(keyword, row.serialNo, row.name, carOf(row)?.plate))
      .filter((row) => query.get('online') !== 'true' || row.online)
      .sort((a, b) => Number(b.online) - Number(a.online) || a.id - b.id)
      .slice(0, limit);
    return ok(
      rows.map((r) => ({
        id: r.id,
        serialNo: r.serialNo,
        name: r.name,
        plate: carOf(r)?.plate ?? null,
        online: r.online,
      })),
    );
  }),
  http.get('/api/monitor/device/ports', ({ query }) => {
    const row = db.devices.find(Number(query.get('deviceId')));
    if (!row) return fail(mockErrors.notFound);
    const message = messageOf(row, 'snapshot');
    return ok({
      deviceId: row.id,
      serialNo: row.serialNo,
      name: row.name,
      online: row.online,
      collecting: message.collecting,
      updatedAt: message.timestamp,
      groups: message.groups,
    });
  }),
  http.get('/api/monitor/snapshot', ({ query }) => {
    const row = db.devices.find(Number(query.get('deviceId')));
    return row ? ok(messageOf(row, 'snapshot')) : fail(mockErrors.notFound);
  }),
];
