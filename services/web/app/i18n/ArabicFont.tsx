import { useNonce } from '../nonce'
import arabic400 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2?url'
import arabic700 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2?url'

/**
 * Noto Sans Arabic (OFL-1.1, from @fontsource/noto-sans-arabic), self-hosted: only its Arabic
 * subset, woff2 only, regular and bold. Declared on Arabic pages only (root.tsx) and not
 * preloaded: on phones a preload competed with the hero image, the pages' largest paint, and
 * swap shows the text meanwhile. Latin text keeps the site's system font stack (the
 * unicode-range leaves it alone).
 */
const arabicRange =
  'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC'

export const arabicFontFaces = [
  [400, arabic400],
  [700, arabic700],
]
  .map(
    ([weight, url]) =>
      `@font-face{font-family:'Noto Sans Arabic';font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format('woff2');unicode-range:${arabicRange}}`,
  )
  .join('')

/**
 * The font faces start as a print-only stylesheet and are turned on once the page has loaded:
 * on a throttled phone, two font files (about 100 KB) requested with the page held back its
 * largest paint (LCP /ar/sectors 1.73 -> 1.07 s, /ar/products 1.66 -> 1.00 s); the text shows
 * in the system's Arabic font until then.
 */
const afterLoad = `addEventListener('load',function(){var s=document.getElementById('arabic-font');if(s)s.media='all'})`

export function ArabicFontLinks() {
  const nonce = useNonce()
  return (
    <>
      <style id="arabic-font" media="print" dangerouslySetInnerHTML={{ __html: arabicFontFaces }} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: afterLoad }} />
    </>
  )
}
