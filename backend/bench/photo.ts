import sharp from 'sharp';

/**
 * A stand-in for an editor's photograph: 4000×3000, about 3 MB as JPEG quality 88 — smooth shapes
 * (a 40×30 random field upscaled) under sensor-like grain, so it compresses like a real photo
 * rather than like flat colour (tiny) or pure noise (huge). Seeded by nothing: each run differs a
 * little; sizes stay within a few percent.
 */
export async function photographJpeg(width = 4000, height = 3000): Promise<Buffer> {
  const field = await sharp({
    create: {
      width: 40,
      height: 30,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  const scene = await sharp(field).resize(width, height, { kernel: 'cubic' }).raw().toBuffer();
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 9 } },
  })
    .raw()
    .toBuffer();
  for (let i = 0; i < scene.length; i += 1) scene[i] = Math.max(0, Math.min(255, scene[i] + grain[i] - 128));
  return sharp(scene, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}
