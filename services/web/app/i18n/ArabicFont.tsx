import { useNonce } from '../nonce'
import arabic400 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2?url'
import arabic700 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2?url'
import { arabicFallbackFaces, arabicFamily, arabicRange } from './arabic-font-family'

/**
 * Noto Sans Arabic (OFL-1.1, from @fontsource/noto-sans-arabic), self-hosted: only its Arabic
 * subset, woff2 only, regular and bold. Declared on Arabic pages only (root.tsx) and not
 * preloaded: on phones a preload competed with the hero image, the pages' largest paint, and
 * swap shows the text meanwhile. Latin text keeps the site's system font stack (the
 * unicode-range leaves it alone).
 */
export const arabicFontFaces = [
  [400, arabic400],
  [700, arabic700],
]
  .map(
    ([weight, url]) =>
      `@font-face{font-family:'${arabicFamily}';font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format('woff2');unicode-range:${arabicRange}}`,
  )
  .join('')

/**
 * The font faces start as a print-only stylesheet and are turned on once the page has loaded
 * and painted: on a throttled phone, two font files (about 100 KB) requested with the page held
 * back its largest paint (LCP /ar/sectors 1.73 -> 1.07 s, /ar/products 1.66 -> 1.00 s). The load
 * event alone was not late enough: a small page can load before its first paint, and fonts asked
 * for then still counted against the first and largest paint (/ar/solutions FCP 1.7 s against
 * 0.9 s in English). So the switch waits for the first contentful paint (where the browser
 * reports it) and one frame more, the one that shows the hero image loaded by then.
 */
const afterPaint = `(function(){function on(){var s=document.getElementById('arabic-font');if(s)s.media='all'}function next(){requestAnimationFrame(function(){setTimeout(on)})}addEventListener('load',function(){var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)return next();new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();next()}}).observe({type:'paint',buffered:true})})})()`

export function ArabicFontLinks() {
  const nonce = useNonce()
  return (
    <>
      {/* the local stand-in, sized like the font, from the first paint (arabic-font-family.ts) */}
      <style dangerouslySetInnerHTML={{ __html: arabicFallbackFaces }} />
      <style id="arabic-font" media="print" dangerouslySetInnerHTML={{ __html: arabicFontFaces }} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: afterPaint }} />
    </>
  )
}
