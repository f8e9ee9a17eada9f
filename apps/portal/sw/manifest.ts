// Build step: the web app manifest (in French) and its icons, so the portal can be added to a
// phone's home screen. Colours come from the theme's tokens; the icons are drawn here (a plain
// PNG encoder over zlib), so no image file is kept in the repository and none is downloaded.
import { crc32, deflateSync } from 'node:zlib';
import { lightColors } from '../../../packages/ui/src/theme/tokens.ts';

export const MANIFEST_FILE = 'manifest.webmanifest';
export const themeColor = lightColors.primary;

const rgb = (hex: string): [number, number, number] => {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A square icon: the brand colour, and a white "A" (a triangle with its bar) inside the central
 * 60 %, the safe zone of a maskable icon, so any launcher's mask keeps it whole.
 */
export function iconPng(size: number): Buffer {
  const background = rgb(lightColors.primary);
  const foreground: [number, number, number] = [255, 255, 255];
  const rows: Buffer[] = [];
  const top = size * 0.26;
  const bottom = size * 0.74;
  const halfBase = size * 0.22;
  const stroke = size * 0.075;
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    for (let x = 0; x < size; x += 1) {
      const t = (y + 0.5 - top) / (bottom - top); // 0 at the apex, 1 at the base
      const half = halfBase * t;
      const dx = Math.abs(x + 0.5 - size / 2);
      const inLegs = t >= 0 && t <= 1 && dx <= half && dx >= half - stroke * 1.15;
      const inBar = t >= 0.58 && t <= 0.58 + stroke / (bottom - top) && dx <= half;
      const colour = inLegs || inBar ? foreground : background;
      row[1 + x * 3] = colour[0];
      row[2 + x * 3] = colour[1];
      row[3 + x * 3] = colour[2];
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const ICON_SIZES = [192, 512] as const;
export const iconFile = (size: number) => `icons/icon-${size}.png`;

/** The manifest: French names, the theme's colours, the candidate's home as the start page. */
export function webManifest(base: string): string {
  return JSON.stringify(
    {
      name: 'Admission en ligne',
      short_name: 'Admission',
      description: 'Suivez vos candidatures, vos notes et votre statut d’admission.',
      lang: 'fr',
      dir: 'ltr',
      start_url: `${base}admission/candidat/dashboard`,
      scope: base,
      display: 'standalone',
      theme_color: themeColor,
      background_color: lightColors.background,
      icons: ICON_SIZES.map((size) => ({
        src: `${base}${iconFile(size)}`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any maskable',
      })),
    },
    null,
    2,
  );
}
