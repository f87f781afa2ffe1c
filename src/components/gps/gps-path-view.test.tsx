import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { CarGpsTrace } from '@/api/generated/model';
import { dayStartOf, gpsFixesFor, HOUR_MS } from '@/mocks/db/dashboard-seed';

import { GpsPathView } from './gps-path-view';
import type * as PrepareModule from './prepare';
import { prepareTraces } from './prepare';

// The real preparation, watched: the view must draw what it is given without preparing again.
vi.mock('./prepare', async (importOriginal) => {
  const actual = await importOriginal<typeof PrepareModule>();
  return { ...actual, prepareTraces: vi.fn(actual.prepareTraces) };
});

const start = dayStartOf('2026-11-20') + 8 * HOUR_MS;
const car = (carId: number, plate: string, hours = 1, stepMs = 1000): CarGpsTrace => ({
  carId,
  plate,
  vin: 'LSGBC5E43NG123456',
  points: gpsFixesFor(carId, start, start + hours * HOUR_MS, stepMs),
});

const svgOf = () => screen.getByRole('img', { name: '轨迹' });
const paths = () => [...svgOf().querySelectorAll('path[data-car-id]')];

describe('GpsPathView', () => {
  it('draws one path per car with a distinct colour, markers and a legend', () => {
    const traces = [car(301, '沪A12345'), car(302, '沪AD36581'), car(303, '沪B57210')];
    render(<GpsPathView prepared={prepareTraces(traces)} ariaLabel="轨迹" />);
    const drawn = paths();
    expect(drawn.map((p) => p.getAttribute('data-car-id'))).toEqual(['301', '302', '303']);
    expect(new Set(drawn.map((p) => p.getAttribute('stroke'))).size).toBe(3);
    expect(svgOf().querySelectorAll('circle')).toHaveLength(6);
    expect(screen.getByText('沪AD36581')).toBeInTheDocument();
    expect(screen.getAllByText('3,601 个定位点')).toHaveLength(3);
    expect(screen.getByText(/^\d+ (米|公里)$/)).toBeInTheDocument();
  });

  it('keeps to the vertex budget and a small SVG whatever the data size', () => {
    const traces = [car(301, '沪A12345', 24, 300), car(304, '沪A88C21', 12, 1000)];
    render(<GpsPathView prepared={prepareTraces(traces, 5000)} ariaLabel="轨迹" />);
    const vertices = Number(svgOf().getAttribute('data-vertices'));
    expect(vertices).toBeGreaterThan(4000);
    expect(vertices).toBeLessThanOrEqual(5000);
    const commands = paths().reduce(
      (sum, p) => sum + (p.getAttribute('d')?.match(/[ML]/g)?.length ?? 0),
      0,
    );
    expect(commands).toBe(vertices);
    expect(svgOf().querySelectorAll('*').length).toBeLessThan(200);
  });

  it('draws the prepared paths as given, never preparing them while it renders', async () => {
    const user = userEvent.setup();
    const prepared = prepareTraces([car(301, '沪A12345', 6), car(302, '沪AD36581', 2)], 800);
    vi.mocked(prepareTraces).mockClear();
    render(<GpsPathView prepared={prepared} ariaLabel="轨迹" />);
    const drawn = paths();
    expect(drawn.map((p) => p.getAttribute('data-car-id'))).toEqual(['301', '302']);
    expect(drawn.map((p) => p.getAttribute('stroke'))).toEqual(
      prepared.traces.map((t) => t.colour),
    );
    expect(drawn.map((p) => p.getAttribute('d')?.match(/[ML]/g)?.length)).toEqual(
      prepared.traces.map((t) => t.xs.length),
    );
    expect(Number(svgOf().getAttribute('data-vertices'))).toBe(prepared.vertices);
    // Re-renders (zoom, hover) draw from the same prepared input.
    await user.click(screen.getByRole('button', { name: '放大' }));
    fireEvent.pointerMove(svgOf(), { clientX: 10, clientY: 10 });
    expect(prepareTraces).not.toHaveBeenCalled();
  });

  it('zooms with the buttons and keys and fits back', async () => {
    const user = userEvent.setup();
    render(<GpsPathView prepared={prepareTraces([car(301, '沪A12345')])} ariaLabel="轨迹" />);
    const fitted = paths()[0]?.getAttribute('d');
    const bar = screen.getByText(/^\d+ (米|公里)$/).textContent;
    await user.click(screen.getByRole('button', { name: '放大' }));
    const zoomed = paths()[0]?.getAttribute('d');
    expect(zoomed).not.toBe(fitted);
    await user.click(screen.getByRole('button', { name: '适应范围' }));
    expect(paths()[0]?.getAttribute('d')).toBe(fitted);
    svgOf().focus();
    await user.keyboard('++');
    expect(screen.getByText(/^\d+ (米|公里)$/).textContent).not.toBe(bar);
    await user.keyboard('{ArrowLeft}0');
    expect(paths()[0]?.getAttribute('d')).toBe(fitted);
    fireEvent.wheel(svgOf(), { deltaY: -200 });
    expect(paths()[0]?.getAttribute('d')).not.toBe(fitted);
  });

  it('reads out the time and speed of the fix under the pointer', () => {
    render(<GpsPathView prepared={prepareTraces([car(301, '沪A12345')])} ariaLabel="轨迹" />);
    const d = paths()[0]?.getAttribute('d') ?? '';
    const [, x = '0', y = '0'] = /L([\d.]+) ([\d.]+)/.exec(d) ?? [];
    fireEvent.pointerMove(svgOf(), { clientX: Number(x), clientY: Number(y) });
    expect(
      screen.getByText(/^沪A12345 · \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} · [\d.]+ km\/h$/),
    ).toBeInTheDocument();
    fireEvent.pointerLeave(svgOf());
    expect(screen.queryByText(/km\/h$/)).toBeNull();
  });

  it('reports the time of the fix under the pointer, draws a cursor and a highlighted stretch', () => {
    const prepared = prepareTraces([car(301, '沪A12345')]);
    const trace = prepared.traces[0];
    if (!trace) throw new Error('no trace');
    const onHoverTime = vi.fn<(t: number | null) => void>();
    const from = trace.ts[10] ?? 0;
    const to = trace.ts[40] ?? 0;
    render(
      <GpsPathView
        prepared={prepared}
        ariaLabel="轨迹"
        cursor={{ x: trace.xs[20] ?? 0, y: trace.ys[20] ?? 0 }}
        highlight={{ from, to }}
        onHoverTime={onHoverTime}
      />,
    );
    const d = paths()[0]?.getAttribute('d') ?? '';
    const [, x = '0', y = '0'] = /L([\d.]+) ([\d.]+)/.exec(d) ?? [];
    fireEvent.pointerMove(svgOf(), { clientX: Number(x), clientY: Number(y) });
    expect(onHoverTime).toHaveBeenLastCalledWith(expect.any(Number));
    const hovered = onHoverTime.mock.calls.at(-1)?.[0] ?? NaN;
    expect(Array.from(trace.ts)).toContain(hovered);
    fireEvent.pointerLeave(svgOf());
    expect(onHoverTime).toHaveBeenLastCalledWith(null);
    expect(screen.getByTestId('gps-cursor')).toBeInTheDocument();
    const stretch = screen.getByTestId('gps-highlight').querySelector('path')?.getAttribute('d');
    expect(stretch?.match(/[ML]/g)).toHaveLength(31);
  });

  it('shows an empty message in the same height when there is nothing to draw', () => {
    const { container } = render(
      <GpsPathView prepared={prepareTraces([])} ariaLabel="轨迹" height={300} />,
    );
    expect(screen.getByText('所选时间段内没有轨迹')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveStyle({ height: '300px' });
    expect(container.querySelector('svg[data-vertices]')).toBeNull();
  });

  it('survives hostile fixes and plates', () => {
    const longPlate = `沪A${'<script>alert(1)</script>'.repeat(10)}`;
    const hostile: CarGpsTrace = {
      carId: 9,
      plate: longPlate,
      vin: 'LSGBC5E43NG123456',
      points: [
        { lng: Number.NaN, lat: 31.2, ts: start, speed: 0 },
        { lng: 121.4, lat: 31.2, ts: start + 1000, speed: 10 },
        { lng: 121.4, lat: 31.2, ts: start + 2000, speed: 10 },
        { lng: 1e300, lat: 1e300, ts: start + 3000, speed: 10 },
        { lng: 121.401, lat: 31.201, ts: Number.NaN, speed: Number.NaN },
      ],
    };
    render(
      <GpsPathView
        prepared={prepareTraces([hostile, { ...hostile, carId: 10, points: [] }])}
        ariaLabel="轨迹"
      />,
    );
    expect(paths()).toHaveLength(1);
    expect(paths()[0]?.getAttribute('d')).not.toMatch(/NaN|Infinity/);
    expect(screen.getByText(longPlate)).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });
});

describe('GpsPathView with very many cars', () => {
  it('draws at most 50 cars, says how many are left out and stays under 200 elements', () => {
    const many = Array.from({ length: 60 }, (_, i) => ({
      carId: i + 1,
      plate: `沪A${String(i).padStart(5, '0')}`,
      vin: 'LSGBC5E43NG123456',
      points: [
        { lng: 121.4 + i * 0.01, lat: 31.2, ts: start, speed: 0 },
        { lng: 121.4 + i * 0.01, lat: 31.25, ts: start + 1000, speed: 30 },
      ],
    }));
    render(<GpsPathView prepared={prepareTraces(many)} ariaLabel="轨迹" />);
    expect(paths()).toHaveLength(50);
    expect(svgOf().querySelectorAll('*').length).toBeLessThan(200);
    expect(screen.getByText('另有 10 辆车未显示（最多显示 50 辆）')).toBeInTheDocument();
  });
});
