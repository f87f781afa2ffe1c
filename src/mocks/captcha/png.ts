/**
 * Minimal 8-bit greyscale PNG writer. The pixel data goes into zlib "stored" (uncompressed)
 * blocks, so it needs neither node:zlib nor CompressionStream and runs the same in the service
 * worker, in jsdom and in Node.
 */
const crcTable = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

const crc32 = (bytes: Uint8Array): number => {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};

const adler32 = (bytes: Uint8Array): number => {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
};

const u32 = (value: number): number[] => [
  (value >>> 24) & 0xff,
  (value >>> 16) & 0xff,
  (value >>> 8) & 0xff,
  value & 0xff,
];

const MAX_STORED = 0xffff;

const zlibStored = (data: Uint8Array): Uint8Array => {
  const blocks = Math.max(1, Math.ceil(data.length / MAX_STORED));
  const out = new Uint8Array(2 + blocks * 5 + data.length + 4);
  out.set([0x78, 0x01], 0);
  let at = 2;
  for (let i = 0; i < blocks; i += 1) {
    const chunk = data.subarray(i * MAX_STORED, (i + 1) * MAX_STORED);
    const len = chunk.length;
    out.set(
      [i === blocks - 1 ? 1 : 0, len & 0xff, len >>> 8, ~len & 0xff, (~len >>> 8) & 0xff],
      at,
    );
    out.set(chunk, at + 5);
    at += 5 + len;
  }
  out.set(u32(adler32(data)), at);
  return out;
};

const chunk = (type: string, data: Uint8Array): Uint8Array => {
  const typed = new Uint8Array(4 + data.length);
  typed.set(
    [...type].map((ch) => ch.charCodeAt(0)),
    0,
  );
  typed.set(data, 4);
  const out = new Uint8Array(8 + data.length + 4);
  out.set(u32(data.length), 0);
  out.set(typed, 4);
  out.set(u32(crc32(typed)), 8 + data.length);
  return out;
};

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/** `pixels` holds width×height grey levels (0 black … 255 white), row by row. */
export const encodeGreyPng = (width: number, height: number, pixels: Uint8Array): Uint8Array => {
  const raw = new Uint8Array((width + 1) * height);
  for (let y = 0; y < height; y += 1) {
    // Filter type 0 (none) before every scanline.
    raw[y * (width + 1)] = 0;
    raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }
  const header = new Uint8Array([...u32(width), ...u32(height), 8, 0, 0, 0, 0]);
  const parts = [
    new Uint8Array(PNG_SIGNATURE),
    chunk('IHDR', header),
    chunk('IDAT', zlibStored(raw)),
    chunk('IEND', new Uint8Array()),
  ];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
