#!/usr/bin/env node
// Draws autodream's icons as PNGs (no image tools needed): a crescent moon, with stars while
// dreaming and an orange dot when something needs attention. Run: node build/make-icons.mjs
// Writes build/icon.png (512 px app icon), build/tray/<state>.png (32 px, Linux and Windows)
// and build/tray/mac/<state>.png + @2x (16 and 32 px, macOS menu bar points).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));

// ---- PNG encoding (RGBA, 8 bits per channel) ----
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function encodePng(size, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // colour type RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---- drawing: shapes in unit coordinates (0..1), 4x4 supersampling for smooth edges ----
const hex = (h) => [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];

const inCircle = (x, y, cx, cy, r) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
const moon = (cx, cy, r) => (x, y) => inCircle(x, y, cx, cy, r) && !inCircle(x, y, cx + r * 0.42, cy - r * 0.3, r * 0.82);
// A four-pointed sparkle: |dx|^p + |dy|^p <= r^p with p < 1 gives concave sides.
const star = (cx, cy, r) => (x, y) => Math.abs(x - cx) ** 0.55 + Math.abs(y - cy) ** 0.55 <= r ** 0.55;
const dot = (cx, cy, r) => (x, y) => inCircle(x, y, cx, cy, r);
function roundedSquare(inset, radius) {
  return (x, y) => {
    const lo = inset + radius;
    const hi = 1 - inset - radius;
    const qx = Math.max(lo - x, 0, x - hi);
    const qy = Math.max(lo - y, 0, y - hi);
    return x >= inset && x <= 1 - inset && y >= inset && y <= 1 - inset && qx * qx + qy * qy <= radius * radius;
  };
}

/** layers: [{ shape(x, y) -> bool, color: '#rrggbb' | (x, y) -> [r,g,b], alpha?: 0..1 }], painted in order. */
function render(size, layers) {
  const out = Buffer.alloc(size * size * 4);
  const S = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let sy = 0; sy < S; sy++) {
        for (let sx = 0; sx < S; sx++) {
          const x = (px + (sx + 0.5) / S) / size;
          const y = (py + (sy + 0.5) / S) / size;
          // Composite this sample over transparent, layer by layer ("over" operator).
          let cr = 0, cg = 0, cb = 0, ca = 0;
          for (const layer of layers) {
            if (!layer.shape(x, y)) continue;
            const [lr, lg, lb] = typeof layer.color === 'function' ? layer.color(x, y) : hex(layer.color);
            const la = layer.alpha ?? 1;
            cr = lr * la + cr * (1 - la);
            cg = lg * la + cg * (1 - la);
            cb = lb * la + cb * (1 - la);
            ca = la + ca * (1 - la);
          }
          r += cr; g += cg; b += cb; a += ca;
        }
      }
      const n = S * S;
      const i = (py * size + px) * 4;
      // Colours were accumulated premultiplied; un-premultiply for PNG.
      out[i] = a ? Math.round(r / a) : 0;
      out[i + 1] = a ? Math.round(g / a) : 0;
      out[i + 2] = a ? Math.round(b / a) : 0;
      out[i + 3] = Math.round((a / n) * 255);
    }
  }
  return encodePng(size, out);
}

// ---- the icons ----
const MOON = moon(0.46, 0.54, 0.36);
const trayLayers = {
  idle: [{ shape: MOON, color: '#8e98bb' }],
  dreaming: [
    { shape: MOON, color: '#8fa8ff' },
    { shape: star(0.8, 0.2, 0.16), color: '#ffd866' },
    { shape: star(0.86, 0.56, 0.09), color: '#ffd866' },
  ],
  attention: [
    { shape: MOON, color: '#8e98bb' },
    { shape: dot(0.78, 0.76, 0.2), color: '#ffffff' },
    { shape: dot(0.78, 0.76, 0.15), color: '#ff7a2f' },
  ],
};

const gradient = (x, y) => {
  const t = (x + y) / 2;
  const [a, b] = [hex('#181c3a'), hex('#34408c')];
  return [0, 1, 2].map((k) => a[k] + (b[k] - a[k]) * t);
};
const appLayers = [
  { shape: roundedSquare(0.04, 0.2), color: gradient },
  { shape: moon(0.45, 0.56, 0.27), color: '#eef1ff' },
  { shape: star(0.72, 0.26, 0.1), color: '#ffd866' },
  { shape: star(0.8, 0.52, 0.055), color: '#ffd866' },
  { shape: star(0.28, 0.24, 0.04), color: '#c9d3ff', alpha: 0.9 },
];

function write(rel, png) {
  const file = join(here, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, png);
  console.log(`wrote build/${rel} (${png.length} bytes)`);
}

write('icon.png', render(512, appLayers));
for (const [state, layers] of Object.entries(trayLayers)) {
  write(`tray/${state}.png`, render(32, layers));
  write(`tray/mac/${state}.png`, render(16, layers));
  write(`tray/mac/${state}@2x.png`, render(32, layers));
}
