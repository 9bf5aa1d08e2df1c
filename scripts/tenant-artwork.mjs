#!/usr/bin/env node
/**
 * Writes each tenant's neutral artwork into public/tenants/<assetFolder>/ from its tenant.json:
 *   logo.svg         short name on a pill in the primary colour (readable on light and dark headers)
 *   logo-footer.svg  short name in the primary colour on a white (or, for light primaries, black) pill
 *   icon.svg, icon-192.png, icon-512.png, favicon.ico (16, 32, 48 px PNGs in an ICO container)
 * The icons carry no letters: a primary square with a secondary disc and a dot in the text colour.
 *   brands/<brandId>.svg  a logo for each brand the shop's brand tiles show (its brandRoutes), drawn
 *                    only where none exists: a real logo put there is kept
 *
 * Usage: node scripts/tenant-artwork.mjs [tenantId ...]   (default: every folder under tenants/)
 * Node built-ins only; the output is deterministic, so re-running it changes nothing.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

const root = process.cwd();

const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const luminance = (hex) => {
  const [r, g, b] = rgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a, b) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};
/** White or near-black, whichever reads better on `hex` (the rule MUI's theme uses for buttons). */
const textOn = (hex) => (contrast(hex, '#ffffff') >= contrast(hex, '#111111') ? '#ffffff' : '#111111');
const escapeXml = (s) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]);

function wordmark(name, { fill, text, stroke }) {
  const height = 48;
  const fontSize = 24;
  const textWidth = Math.round(name.length * fontSize * 0.6);
  const width = textWidth + 2 * 20;
  const border = stroke ? ` stroke="${stroke}" stroke-width="2"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(name)}">
  <rect x="1" y="1" width="${width - 2}" height="${height - 2}" rx="${(height - 2) / 2}" fill="${fill}"${border}/>
  <text x="${width / 2}" y="${height / 2}" dy="0.35em" text-anchor="middle" textLength="${textWidth}" lengthAdjust="spacingAndGlyphs" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="700" fill="${text}">${escapeXml(name)}</text>
</svg>
`;
}

/** The icon as shapes in a unit square: background, disc (radius 0.3), centre dot (radius 0.11). */
const iconShapes = (palette) => ({
  background: palette.primary,
  disc: palette.secondary,
  dot: textOn(palette.primary),
});

function iconSvg(palette) {
  const s = iconShapes(palette);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="96" fill="${s.background}"/>
  <circle cx="256" cy="256" r="154" fill="${s.disc}"/>
  <circle cx="256" cy="256" r="56" fill="${s.dot}"/>
</svg>
`;
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
function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** A size×size RGBA PNG of the icon, 4×4 supersampled for smooth edges. */
function iconPng(palette, size) {
  const s = iconShapes(palette);
  const colours = [s.background, s.disc, s.dot].map(rgb);
  const samples = 4;
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    const row = y * (size * 4 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const dx = (x + (sx + 0.5) / samples) / size - 0.5;
          const dy = (y + (sy + 0.5) / samples) / size - 0.5;
          const r = Math.hypot(dx, dy);
          const colour = colours[r <= 0.11 ? 2 : r <= 0.3 ? 1 : 0];
          for (let i = 0; i < 3; i++) sum[i] += colour[i];
        }
      }
      const px = row + 1 + x * 4;
      for (let i = 0; i < 3; i++) raw[px + i] = Math.round(sum[i] / (samples * samples));
      raw[px + 3] = 255;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, deflate, no filter set, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ICO container holding PNG images (supported by every current browser). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => png)]);
}

/** A colour of its own per brand, dark enough for white letters (4.5:1), the same on every run. */
function brandColour(brandId) {
  let hash = 0;
  for (const char of brandId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  // HSL at 32 % lightness, as hex
  const s = 0.6;
  const l = 0.32;
  const f = (n) => {
    const k = (n + hue / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** The brand's name on a tile-shaped plate; a long name shows its first word (the tile names it in full). */
function brandLogo(brandId, name) {
  const shown = name.length > 12 ? name.split(' ')[0] : name;
  const fill = brandColour(brandId);
  const width = 160;
  const height = 64;
  const fontSize = 22;
  const textWidth = Math.min(width - 24, Math.round(shown.length * fontSize * 0.6));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(name)}">
  <rect width="${width}" height="${height}" rx="12" fill="${fill}"/>
  <text x="${width / 2}" y="${height / 2}" dy="0.35em" text-anchor="middle" textLength="${textWidth}" lengthAdjust="spacingAndGlyphs" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="700" fill="${textOn(fill)}">${escapeXml(shown)}</text>
</svg>
`;
}

/** Logos for the brands of the tenant's tiles that have none yet. */
function writeBrandLogos(tenant, dir) {
  const catalogueFile = path.join(tenantsDir, tenant.id, 'catalogue.json');
  const brands = existsSync(catalogueFile) ? JSON.parse(readFileSync(catalogueFile, 'utf8')).brands : {};
  const brandDir = path.join(dir, 'brands');
  mkdirSync(brandDir, { recursive: true });
  for (const brandId of Object.keys(tenant.brandRoutes)) {
    const file = path.join(brandDir, `${brandId}.svg`);
    if (!existsSync(file)) writeFileSync(file, brandLogo(brandId, brands[brandId]?.name ?? brandId));
  }
}

function writeArtwork(tenant) {
  const palette = tenant.themes.light ?? tenant.themes.dark;
  const dir = path.join(root, 'public', 'tenants', tenant.assetFolder);
  mkdirSync(dir, { recursive: true });
  const name = tenant.shortName;
  // the footer pill is white unless the primary is too light to read on white (dark-only tenants)
  const footerFill = contrast(palette.primary, '#ffffff') >= 4.5 ? '#ffffff' : '#111111';
  const files = {
    [tenant.headerLogo.file]: wordmark(name, { fill: palette.primary, text: textOn(palette.primary) }),
    [tenant.footerLogo]: wordmark(name, { fill: footerFill, text: palette.primary, stroke: palette.primary }),
    'icon.svg': iconSvg(palette),
    'icon-192.png': iconPng(palette, 192),
    'icon-512.png': iconPng(palette, 512),
    'favicon.ico': ico([16, 32, 48].map((size) => ({ size, png: iconPng(palette, size) }))),
  };
  for (const [file, content] of Object.entries(files)) writeFileSync(path.join(dir, file), content);
  writeBrandLogos(tenant, dir);
  return dir;
}

const tenantsDir = path.join(root, 'tenants');
const requested = process.argv.slice(2);
const ids = requested.length
  ? requested
  : readdirSync(tenantsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
for (const id of ids) {
  const tenant = JSON.parse(readFileSync(path.join(tenantsDir, id, 'tenant.json'), 'utf8'));
  console.info(`${id}: ${path.relative(root, writeArtwork(tenant))}`);
}
