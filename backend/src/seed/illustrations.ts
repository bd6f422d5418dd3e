import sharp from 'sharp';

/**
 * Editorial-style illustrations for the seed content, drawn as SVG and encoded with sharp, so the
 * local site has real image files without fetching anything from the network.
 */

export type Motif =
  'city' | 'chart' | 'leaf' | 'ball' | 'stage' | 'mountains' | 'notes' | 'home' | 'book' | 'globe' | 'water';

interface Palette {
  sky: [string, string];
  land: [string, string, string];
  accent: string;
}

const PALETTES: Palette[] = [
  { sky: ['#F6C177', '#EB6F92'], land: ['#8B5E34', '#6F4518', '#432818'], accent: '#FFF1D0' },
  { sky: ['#A7C7E7', '#E8F1F8'], land: ['#5B8E7D', '#3D6B5A', '#24483B'], accent: '#F4D35E' },
  { sky: ['#1D3557', '#457B9D'], land: ['#2A4D69', '#1B3A4B', '#0B2233'], accent: '#F1FAEE' },
  { sky: ['#FFB385', '#FFE3C2'], land: ['#C1666B', '#9E4A52', '#6D2E3B'], accent: '#FFF8E7' },
  { sky: ['#CDE7B0', '#F7FFF0'], land: ['#6A994E', '#386641', '#1F3D25'], accent: '#F2E8CF' },
  { sky: ['#3A0CA3', '#F72585'], land: ['#480CA8', '#3A0CA3', '#240046'], accent: '#FFD6FF' },
];

/** A small deterministic generator, so the same id always yields the same picture. */
function random(seed: string): () => number {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

function ridge(rand: () => number, width: number, height: number, base: number, roughness: number): string {
  const points: string[] = [`0,${height}`];
  const steps = 8;
  for (let i = 0; i <= steps; i += 1) {
    const x = (width / steps) * i;
    const y = base + (rand() - 0.5) * roughness;
    points.push(`${x.toFixed(0)},${y.toFixed(0)}`);
  }
  points.push(`${width},${height}`);
  return points.join(' ');
}

function motifShapes(motif: Motif, rand: () => number, w: number, h: number, accent: string): string {
  const cx = w * (0.55 + rand() * 0.3);
  switch (motif) {
    case 'city':
      return Array.from({ length: 9 }, (_, i) => {
        const bw = w / 14;
        const bh = h * (0.2 + rand() * 0.35);
        return `<rect x="${(w * 0.12 + i * bw * 1.15).toFixed(0)}" y="${(h * 0.72 - bh).toFixed(0)}" width="${bw.toFixed(0)}" height="${bh.toFixed(0)}" fill="#000" opacity="0.35"/>`;
      }).join('');
    case 'chart':
      return Array.from({ length: 7 }, (_, i) => {
        const bh = h * (0.12 + i * 0.05 + rand() * 0.08);
        return `<rect x="${(w * 0.15 + i * w * 0.1).toFixed(0)}" y="${(h * 0.8 - bh).toFixed(0)}" width="${(w * 0.06).toFixed(0)}" height="${bh.toFixed(0)}" fill="${accent}" opacity="0.8"/>`;
      }).join('');
    case 'leaf':
      return `<path d="M ${cx} ${h * 0.25} C ${cx + w * 0.18} ${h * 0.35}, ${cx + w * 0.1} ${h * 0.7}, ${cx} ${h * 0.75} C ${cx - w * 0.1} ${h * 0.7}, ${cx - w * 0.18} ${h * 0.35}, ${cx} ${h * 0.25} Z" fill="${accent}" opacity="0.85"/><line x1="${cx}" y1="${h * 0.3}" x2="${cx}" y2="${h * 0.85}" stroke="#2F3E46" stroke-width="6"/>`;
    case 'ball':
      return `<circle cx="${cx}" cy="${h * 0.55}" r="${h * 0.16}" fill="${accent}"/><circle cx="${cx}" cy="${h * 0.55}" r="${h * 0.16}" fill="none" stroke="#222" stroke-width="5"/><path d="M ${cx - h * 0.16} ${h * 0.55} Q ${cx} ${h * 0.45} ${cx + h * 0.16} ${h * 0.55}" stroke="#222" stroke-width="4" fill="none"/>`;
    case 'stage':
      return `<rect x="0" y="0" width="${w * 0.14}" height="${h}" fill="#7B1E1E"/><rect x="${w * 0.86}" y="0" width="${w * 0.14}" height="${h}" fill="#7B1E1E"/><ellipse cx="${w / 2}" cy="${h * 0.85}" rx="${w * 0.3}" ry="${h * 0.06}" fill="${accent}" opacity="0.6"/>`;
    case 'notes':
      return [0, 1, 2]
        .map((i) => {
          const x = w * (0.3 + i * 0.18);
          const y = h * (0.35 + rand() * 0.2);
          return `<circle cx="${x}" cy="${y + h * 0.18}" r="${h * 0.045}" fill="${accent}"/><rect x="${x + h * 0.035}" y="${y}" width="6" height="${h * 0.18}" fill="${accent}"/>`;
        })
        .join('');
    case 'home':
      return `<rect x="${cx - w * 0.08}" y="${h * 0.5}" width="${w * 0.16}" height="${h * 0.22}" fill="${accent}"/><polygon points="${cx - w * 0.1},${h * 0.5} ${cx},${h * 0.36} ${cx + w * 0.1},${h * 0.5}" fill="#7F5539"/>`;
    case 'book':
      return `<path d="M ${w * 0.3} ${h * 0.35} L ${w * 0.5} ${h * 0.4} L ${w * 0.7} ${h * 0.35} L ${w * 0.7} ${h * 0.75} L ${w * 0.5} ${h * 0.8} L ${w * 0.3} ${h * 0.75} Z" fill="${accent}" stroke="#3D2C2E" stroke-width="5"/><line x1="${w * 0.5}" y1="${h * 0.4}" x2="${w * 0.5}" y2="${h * 0.8}" stroke="#3D2C2E" stroke-width="4"/>`;
    case 'globe':
      return `<circle cx="${cx}" cy="${h * 0.45}" r="${h * 0.2}" fill="none" stroke="${accent}" stroke-width="6"/><ellipse cx="${cx}" cy="${h * 0.45}" rx="${h * 0.09}" ry="${h * 0.2}" fill="none" stroke="${accent}" stroke-width="4"/><line x1="${cx - h * 0.2}" y1="${h * 0.45}" x2="${cx + h * 0.2}" y2="${h * 0.45}" stroke="${accent}" stroke-width="4"/>`;
    case 'water':
      return [0, 1, 2, 3]
        .map(
          (i) =>
            `<path d="M 0 ${h * (0.7 + i * 0.07)} Q ${w * 0.25} ${h * (0.66 + i * 0.07)} ${w * 0.5} ${h * (0.7 + i * 0.07)} T ${w} ${h * (0.7 + i * 0.07)}" stroke="${accent}" stroke-width="4" fill="none" opacity="0.6"/>`,
        )
        .join('');
    case 'mountains':
      return `<polygon points="${w * 0.2},${h * 0.75} ${w * 0.45},${h * 0.28} ${w * 0.7},${h * 0.75}" fill="#4A4E69" opacity="0.8"/><polygon points="${w * 0.39},${h * 0.38} ${w * 0.45},${h * 0.28} ${w * 0.51},${h * 0.38}" fill="#FFFFFF"/>`;
  }
}

/** An SVG scene: sky gradient, sun, three ridges and the motif of the item's subject. */
export function illustrationSvg(seed: string, motif: Motif, width = 1200, height = 675): string {
  const rand = random(seed);
  const palette = PALETTES[Math.floor(rand() * PALETTES.length)];
  const sunX = width * (0.15 + rand() * 0.7);
  const sunY = height * (0.18 + rand() * 0.2);
  const ridges = palette.land
    .map(
      (colour, i) =>
        `<polygon points="${ridge(rand, width, height, height * (0.62 + i * 0.1), height * 0.12)}" fill="${colour}"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${(height * 0.09).toFixed(0)}" fill="${palette.accent}" opacity="0.9"/>
${ridges}
${motifShapes(motif, rand, width, height, palette.accent)}
</svg>`;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** A bold sans-serif character is about 0.7 em wide: the headline's size that fits the banner with a margin. */
const EM_PER_CHARACTER = 0.7;

/** A banner in the ad's own size with the advertiser's headline, which fits inside it. */
export function bannerSvg(seed: string, headline: string, width: number, height: number): string {
  const rand = random(seed);
  const palette = PALETTES[Math.floor(rand() * PALETTES.length)];
  const fitting = (width * 0.9) / (Math.max(headline.length, 8) * EM_PER_CHARACTER);
  const fontSize = Math.max(12, Math.min(height * 0.28, fitting));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.land[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<circle cx="${width * 0.9}" cy="${height * 0.2}" r="${height * 0.5}" fill="${palette.accent}" opacity="0.25"/>
<text x="${width / 2}" y="${height / 2}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="${fontSize.toFixed(0)}" fill="#FFFFFF" text-anchor="middle" dominant-baseline="middle">${escapeXml(headline)}</text>
</svg>`;
}

export type ImageFormat = 'jpeg' | 'webp' | 'png';

export async function renderSvg(svg: string, format: ImageFormat): Promise<Buffer> {
  const image = sharp(Buffer.from(svg));
  if (format === 'jpeg') return image.jpeg({ quality: 78, mozjpeg: true }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 80 }).toBuffer();
  return image.png().toBuffer();
}
