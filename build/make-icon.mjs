// Draws build/icon.png (1024×1024), the icon source electron-builder turns into .ico/.icns/AppImage
// icons. No image library needed: `node build/make-icon.mjs`.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SIZE = 1024;
const NAVY = [15, 61, 110, 255];
const GOLD = [233, 183, 72, 255];
const CLEAR = [0, 0, 0, 0];

const inEllipse = (x, y, cx, cy, rx, ry) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;
const inRect = (x, y, x0, y0, x1, y1) => x >= x0 && x <= x1 && y >= y0 && y <= y1;

function inRoundedSquare(x, y) {
  const [min, max, r] = [64, 960, 180];
  const cx = Math.min(Math.max(x, min + r), max - r);
  const cy = Math.min(Math.max(y, min + r), max - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r ** 2;
}

/** A "B": a stem and two bowls, each bowl a rectangle plus a half-ellipse, minus its counter. */
function inLetter(x, y) {
  const bowl = (y0, y1, cx, rx, holeRx) => {
    const cy = (y0 + y1) / 2;
    const ry = (y1 - y0) / 2;
    const outer = inRect(x, y, 330, y0, cx, y1) || (x >= cx && inEllipse(x, y, cx, cy, rx, ry));
    const hole = inRect(x, y, 420, cy - ry + 80, cx, cy + ry - 80) || (x >= cx && inEllipse(x, y, cx, cy, holeRx, ry - 80));
    return outer && !hole;
  };
  return inRect(x, y, 330, 250, 420, 774) || bowl(250, 512, 520, 150, 70) || bowl(512, 774, 540, 170, 90);
}

const raw = Buffer.alloc((SIZE * 4 + 1) * SIZE);
for (let y = 0; y < SIZE; y++) {
  raw[y * (SIZE * 4 + 1)] = 0;
  for (let x = 0; x < SIZE; x++) {
    const colour = !inRoundedSquare(x, y) ? CLEAR : inLetter(x, y) ? GOLD : NAVY;
    Buffer.from(colour).copy(raw, y * (SIZE * 4 + 1) + 1 + x * 4);
  }
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header[8] = 8; // bit depth
header[9] = 6; // RGBA
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(raw, { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
writeFileSync(new URL('./icon.png', import.meta.url), png);
console.log(`build/icon.png: ${SIZE}×${SIZE}, ${png.length} bytes`);
