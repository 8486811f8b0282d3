import { createHash } from 'node:crypto';

/**
 * A picture for a seeded NFT, drawn from its seed alone (the same seed, the same picture, no
 * download): a gradient sky, a sun and a few soft shapes, in an SVG of about a kilobyte.
 */
export function generatedArt(seed: string): string {
  const bytes = createHash('sha256').update(seed).digest();
  const byte = (i: number) => bytes[i % bytes.length] ?? 0;
  const hue = (i: number) => Math.round((byte(i) / 255) * 360);
  const [h1, h2, h3] = [hue(0), hue(1), hue(2)];
  const shapes: string[] = [];
  for (let i = 0; i < 6; i++) {
    const x = 20 + (byte(3 + i * 4) % 360);
    const y = 120 + (byte(4 + i * 4) % 260);
    const r = 30 + (byte(5 + i * 4) % 90);
    const h = hue(6 + i * 4);
    shapes.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${h} 70% 60%)" fill-opacity="0.55"/>`);
  }
  const sunX = 80 + (byte(30) % 240);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${h1} 65% 35%)"/>`,
    `<stop offset="1" stop-color="hsl(${h2} 70% 70%)"/></linearGradient></defs>`,
    '<rect width="400" height="400" fill="url(#g)"/>',
    `<circle cx="${sunX}" cy="90" r="46" fill="hsl(${h3} 90% 75%)"/>`,
    ...shapes,
    `<path d="M0 330 Q100 ${280 + (byte(31) % 60)} 200 320 T400 310 V400 H0 Z" fill="hsl(${h3} 40% 25%)" fill-opacity="0.8"/>`,
    '</svg>',
  ].join('');
}
