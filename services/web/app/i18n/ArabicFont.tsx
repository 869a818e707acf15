import { useNonce } from '../nonce'
import arabic400 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2?url'
import arabic700 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2?url'
import { arabicFallbackFaces, arabicFamily, arabicRange } from './arabic-font-family'

/**
 * Noto Sans Arabic (OFL-1.1, from @fontsource/noto-sans-arabic), self-hosted: only its Arabic
 * subset, woff2 only, regular and bold. Declared on Arabic pages only (root.tsx) and not
 * preloaded: on phones a preload competed with the hero image, the pages' largest paint.
 * Latin text keeps the site's system font stack (the unicode-range leaves it alone).
 */
const faces = [
  [400, arabic400],
  [700, arabic700],
]

/**
 * The faces are loaded by a small script once the page has loaded and painted: on a throttled
 * phone, two font files (about 100 KB) requested with the page held back its largest paint (LCP
 * /ar/sectors 1.73 -> 1.07 s, /ar/products 1.66 -> 1.00 s). The load event alone was not late
 * enough: a small page can load before its first paint, and fonts asked for then still counted
 * against the first and largest paint (/ar/solutions FCP 1.7 s against 0.9 s in English). So it
 * waits for the first contentful paint (where the browser reports it) and one frame more, the
 * one that shows the hero image loaded by then.
 * Both files are loaded before either is added to the page: the page lays its text out again
 * once, not once when the faces are declared and again when they arrive (each a long task on a
 * phone for a page as long as /ar/solutions).
 */
const afterPaint = `(function(){var faces=${JSON.stringify(faces)};function on(){if(!window.FontFace||!document.fonts)return;var list=faces.map(function(f){return new FontFace(${JSON.stringify(arabicFamily)},'url('+f[1]+') format("woff2")',{weight:String(f[0]),display:'swap',unicodeRange:${JSON.stringify(arabicRange)}})});Promise.all(list.map(function(f){return f.load()})).then(function(){list.forEach(function(f){document.fonts.add(f)})},function(){})}function next(){requestAnimationFrame(function(){setTimeout(on)})}addEventListener('load',function(){var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)return next();new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();next()}}).observe({type:'paint',buffered:true})})})()`

export function ArabicFontLinks() {
  const nonce = useNonce()
  return (
    <>
      {/* the local stand-in, sized like the font, from the first paint (arabic-font-family.ts) */}
      <style dangerouslySetInnerHTML={{ __html: arabicFallbackFaces }} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: afterPaint }} />
    </>
  )
}
