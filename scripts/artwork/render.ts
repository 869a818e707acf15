import sharp from 'sharp'

export interface Rendered {
  bytes: Buffer
  width: number
  height: number
}

/**
 * SVG -> progressive mozjpeg. Quality 80 keeps gradients free of visible banding while staying
 * well under the size budget the media service expects for originals.
 */
export async function renderJpeg(svg: string): Promise<Rendered> {
  const { data, info } = await sharp(Buffer.from(svg))
    .flatten({ background: '#050b1a' })
    .jpeg({ quality: 80, mozjpeg: true, progressive: true })
    .toBuffer({ resolveWithObject: true })
  return { bytes: data, width: info.width, height: info.height }
}

/**
 * SVG -> PNG that keeps the transparent background, for logos the site places on light and dark
 * cards alike. Maximum zlib effort: logos are small and rendered once.
 */
export async function renderPng(svg: string): Promise<Rendered> {
  const { data, info } = await sharp(Buffer.from(svg))
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer({ resolveWithObject: true })
  return { bytes: data, width: info.width, height: info.height }
}
