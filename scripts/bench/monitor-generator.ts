// Runs in the page (serialised by Playwright): a WebSocket stand-in that sends a snapshot of every
// device, then port changes at a chosen rate, and the probe the console reports its commits and
// applied messages to. Everything it needs is inside the function.
export function installGenerator(devices: number) {
  const FRAME_MS = 1000 / 60;
  let commits = 0;
  let applied = 0;
  const sentAt: number[] = [];
  const latencies: number[] = [];
  let longFrames = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.duration > 50) longFrames += 1;
  }).observe({ type: 'long-animation-frame', buffered: false });
  (globalThis as Record<string, unknown>).__vdaqBench = {
    commit: () => (commits += 1),
    applied: (count: number) => {
      applied += count;
      const sent = sentAt.splice(0, count);
      // The next frame's start: the frame that applied these has been painted.
      requestAnimationFrame((paint) => {
        for (let i = 0; i < sent.length; i += 10)
          latencies.push(Math.ceil((paint - (sent[i] ?? paint)) / FRAME_MS));
      });
    },
  };
  const state = Array.from({ length: devices }, () =>
    Array.from({ length: 16 }, (_, p) => ({
      index: p + 1,
      name: `CAN${p + 1}`,
      status: 1,
      bytesPerSecond: 0,
    })).concat(),
  ).map((ports, d) => ({ d: d + 1, ports }));
  const frame = (device: (typeof state)[number], type: string) => {
    const running = device.ports.filter((p) => p.status === 1).length;
    return JSON.stringify({
      type,
      deviceId: device.d,
      timestamp: new Date().toISOString(),
      online: true,
      collecting: running > 0,
      groups: [
        { busType: 'CAN', all: 16, running, stop: 16 - running, idle: 0, ports: device.ports },
        { busType: 'LIN', all: 0, running: 0, stop: 0, idle: 0, ports: [] },
      ],
    });
  };
  let socket: EventTarget | undefined;
  let tick = 0;
  class BenchSocket extends EventTarget {
    readonly protocol = 'vdaq.monitor.v1';
    constructor() {
      super();
      // The page opens one socket: the generator sends through it.
      // eslint-disable-next-line @typescript-eslint/no-this-alias
      socket = this;
      setTimeout(() => {
        this.dispatchEvent(new Event('open'));
        for (const device of state)
          this.dispatchEvent(new MessageEvent('message', { data: frame(device, 'snapshot') }));
      }, 0);
    }
    close() {}
  }
  (globalThis as Record<string, unknown>).WebSocket = BenchSocket;
  (globalThis as Record<string, unknown>).__benchRun = (rate: number, seconds: number) =>
    new Promise((resolve) => {
      commits = 0;
      applied = 0;
      longFrames = 0;
      latencies.length = 0;
      sentAt.length = 0;
      let sent = 0;
      const started = performance.now();
      const perTick = rate / 100;
      const timer = setInterval(() => {
        const due = Math.floor(((performance.now() - started) / 1000) * rate) - sent;
        for (let i = 0; i < Math.min(due, perTick * 5); i += 1) {
          const device = state[tick % devices];
          const port = device?.ports[Math.floor(tick / devices) % 16];
          tick += 1;
          if (!device || !port) continue;
          port.status = port.status === 1 ? 2 : 1;
          sentAt.push(performance.now());
          sent += 1;
          socket?.dispatchEvent(new MessageEvent('message', { data: frame(device, 'update') }));
        }
        if (performance.now() - started >= seconds * 1000) {
          clearInterval(timer);
          // Two frames for the last messages to be applied and painted.
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const sorted = [...latencies].sort((a, b) => a - b);
              resolve({
                commitsPerSecond: commits / seconds,
                longFrames,
                sent,
                applied,
                p95Frames: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
              });
            }),
          );
        }
      }, 10);
    });
}
