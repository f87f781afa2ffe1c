import { Link } from '@tanstack/react-router';
import { memo, type RefObject, useRef } from 'react';

import type { MonitorDeviceStatus, MonitorWsMessage } from '@/api/generated/model';
import type { MonitorStore } from '@/api/monitor-store';
import { cn } from '@/lib/class-names';
import { formatDateTime } from '@/lib/format';

import { monitoringStrings as s } from '../strings';
import { useDeviceLive } from './use-device-live';

interface DeviceTileProps {
  device: MonitorDeviceStatus;
  /** The live state of every device; the tile follows its own device's message in it. */
  store: MonitorStore;
  /** The tile's block of tiles: the tile follows every frame while the block is in view. */
  block: RefObject<HTMLElement | null>;
  /** The id of the grid's one hidden `s.openDevice` text, which starts every tile's name. */
  openLabelId: string;
}

const countPorts = (live: MonitorWsMessage, key: 'running' | 'stop') =>
  live.groups.reduce((sum, group) => sum + group[key], 0);

// Many devices report the same second: their tiles share one formatted text.
const formatted = new Map<string, string>();
const formatTime = (value: string | null | undefined): string => {
  if (!value) return formatDateTime(value);
  let text = formatted.get(value);
  if (text === undefined) {
    if (formatted.size >= 1_000) formatted.clear();
    text = formatDateTime(value);
    formatted.set(value, text);
  }
  return text;
};

/** The part of a tile that follows the live messages: only a changed device renders again. */
function TileState({ device, store, block }: Omit<DeviceTileProps, 'openLabelId'>) {
  const live = useDeviceLive(store, device.deviceId, block);
  const online = live?.online ?? device.online;
  const collecting = live?.collecting ?? device.collecting;
  const running = live ? countPorts(live, 'running') : device.runningPorts;
  const stop = live ? countPorts(live, 'stop') : device.stopPorts;
  const state = !online ? s.offline : collecting ? s.collecting : s.online;
  return (
    <span
      className={cn(
        'block h-full rounded-md border bg-surface p-2 text-xs group-hover:bg-surface-muted',
        !online
          ? 'border-dashed border-border-strong'
          : collecting
            ? 'border-success'
            : 'border-warning-border',
      )}
    >
      <span className="flex justify-between gap-2">
        <span className="truncate font-mono text-fg">{device.serialNo}</span>
        <span
          className={cn('shrink-0 font-medium', online ? 'text-success-text' : 'text-fg-muted')}
        >
          {state}
        </span>
      </span>
      {/* The four lines below share one clip, each cut short with an ellipsis: a clip of their
          own each would add to what the browser layerizes on every frame. */}
      <span className="mt-0.5 block truncate leading-5">
        <span className="text-fg-label">{device.plate ?? s.notInCar}</span>
        <br />
        <span className="text-fg-muted">{device.fleetName ?? s.noFleet}</span>
        <br />
        <span className="text-fg-soft" data-testid="tile-ports">
          {s.portsLine(running, stop)}
        </span>
        <br />
        <span className="text-fg-muted">{formatTime(live?.timestamp ?? device.lastDataAt)}</span>
      </span>
    </span>
  );
}

/** One device at a glance; opens its single-device monitoring. The link renders once per
 * device; live changes render only the tile's state inside it. */
export const DeviceTile = memo(function DeviceTile({
  device,
  store,
  block,
  openLabelId,
}: DeviceTileProps) {
  const id = `${openLabelId}-${device.deviceId}`;
  return (
    // A fixed height, and no containment of its own: a tile that contained its paint (or layout,
    // which does too) would be a paint layer of its own, and with a hundred such tiles rendered
    // the browser spent more on painting and layerizing them each frame than the tiles' block, a
    // single layer, takes to paint its changed tiles again and lay out its grid. For the same
    // reason the link's name starts with the grid's one hidden `s.openDevice` text and goes on with
    // the tile's own text, instead of a visually hidden text in every tile, which is positioned and
    // so painted on its own.
    <div role="listitem" className="h-[calc(7rem+2px)]">
      <Link
        id={id}
        aria-labelledby={`${openLabelId} ${id}`}
        to="/monitoring/single-device-monitoring/$id"
        params={{ id: device.deviceId }}
        className="group block h-full rounded-md focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus"
      >
        <TileState device={device} store={store} block={block} />
      </Link>
    </div>
  );
});

/** Tiles per block: whole rows at 2, 4 and 6 columns, so the blocks read as one grid. */
export const TILES_PER_BLOCK = 12;

/**
 * A block of tiles. The browser skips rendering it while it is out of view, and the tiles follow
 * the live frames only while it is in view: one element to watch per 12 tiles, not one per tile,
 * which at 500 devices is most of the browser's work per frame. Its placeholder height is two, three
 * or six rows of tiles.
 */
export const TileBlock = memo(function TileBlock({
  devices,
  store,
  openLabelId,
}: {
  devices: readonly MonitorDeviceStatus[];
  store: MonitorStore;
  openLabelId: string;
}) {
  const block = useRef<HTMLDivElement>(null);
  return (
    <div
      ref={block}
      className="grid grid-cols-2 gap-2 [contain-intrinsic-size:auto_724px] [content-visibility:auto] sm:grid-cols-4 sm:[contain-intrinsic-size:auto_358px] xl:grid-cols-6 xl:[contain-intrinsic-size:auto_236px]"
    >
      {devices.map((device) => (
        <DeviceTile
          key={device.deviceId}
          device={device}
          store={store}
          block={block}
          openLabelId={openLabelId}
        />
      ))}
    </div>
  );
});
