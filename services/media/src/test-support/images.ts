import sharp from 'sharp'

/** Raw RGB pixels of a left-to-right, top-to-bottom gradient (so resizes are not trivially flat). */
function gradientPixels(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 3
      pixels[offset] = Math.round((x / width) * 255)
      pixels[offset + 1] = Math.round((y / height) * 255)
      pixels[offset + 2] = 128
    }
  }
  return pixels
}

function gradient(width: number, height: number): sharp.Sharp {
  return sharp(gradientPixels(width, height), { raw: { width, height, channels: 3 } })
}

export function gradientJpeg(width: number, height: number, orientation?: number): Promise<Buffer> {
  const image = gradient(width, height).jpeg({ quality: 90 })
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer()
}

export function gradientPng(width: number, height: number): Promise<Buffer> {
  return gradient(width, height).png().toBuffer()
}

/** A half-transparent PNG carrying EXIF that must not survive normalisation. */
export function transparentPngWithExif(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } },
  })
    .png()
    .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'secret-camera' } })
    .toBuffer()
}
