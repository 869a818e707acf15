/**
 * Generates the site's original artwork into content/media: procedural SVG scenes rasterised to
 * JPEG (photos) or transparent PNG (logos) with sharp. Every scene draws from a PRNG seeded by its file name, so re-running the
 * script reproduces the same bytes and the images can be regenerated rather than hand-edited.
 *
 * Usage: npm run artwork [-- <name filter> ...]
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import path from 'node:path'
import { artworks } from './artwork/catalogue.js'
import { createRandom, seedFrom } from './artwork/prng.js'
import { renderJpeg, renderPng } from './artwork/render.js'

/** Originals above this are too heavy for the media service to resize on the fly. */
const MAX_BYTES = 450 * 1024
/** The whole generated set ships in the content repository, so it has a budget too. */
const MAX_TOTAL_BYTES = 6 * 1024 * 1024

const mediaDir = fileURLToPath(new URL('../content/media/', import.meta.url))

async function main(filters: string[]): Promise<void> {
  await mkdir(mediaDir, { recursive: true })
  const selected = artworks.filter(
    (art) => filters.length === 0 || filters.some((f) => art.file.includes(f)),
  )
  if (selected.length === 0) throw new Error(`No artwork matches: ${filters.join(', ')}`)
  let total = 0
  for (const art of selected) {
    const svg = art.draw({
      width: art.width,
      height: art.height,
      accent: art.accent,
      rand: createRandom(seedFrom(art.file)),
    })
    const image = art.file.endsWith('.png') ? await renderPng(svg) : await renderJpeg(svg)
    if (image.bytes.length > MAX_BYTES) {
      throw new Error(`${art.file} is ${image.bytes.length} bytes, over the ${MAX_BYTES} budget`)
    }
    total += image.bytes.length
    const target = path.join(mediaDir, art.file)
    await writeFile(target, image.bytes)
    const kb = (image.bytes.length / 1024).toFixed(1)
    console.log(
      `wrote ${path.relative(process.cwd(), target)}  ${image.width}x${image.height}  ${image.bytes.length} bytes (${kb} KB)`,
    )
  }
  const mb = (total / 1024 / 1024).toFixed(2)
  console.log(`${selected.length} image(s), ${total} bytes (${mb} MB) in total`)
  if (total > MAX_TOTAL_BYTES) {
    throw new Error(`the artwork totals ${total} bytes, over the ${MAX_TOTAL_BYTES} budget`)
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
