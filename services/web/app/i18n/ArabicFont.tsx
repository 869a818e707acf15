import { useNonce } from '../nonce'
import arabic400 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2?url'
import arabic700 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2?url'
import {
  arabicFallbackFaces,
  arabicFamily,
  arabicFontCachedKey,
  arabicRange,
} from './arabic-font-family'

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

/** The faces as the scripts below declare them: Arabic only, never swapped in after a paint. */
const declare = `var faces=${JSON.stringify(faces)};function face(f){return new FontFace(${JSON.stringify(arabicFamily)},'url('+f[1]+') format("woff2")',{weight:String(f[0]),display:'optional',unicodeRange:${JSON.stringify(arabicRange)}})}var key=${JSON.stringify(arabicFontCachedKey)},cached=faces[0][1];function stored(){try{return localStorage.getItem(key)===cached}catch(e){return false}}`

/**
 * The font is never swapped in under a page a visitor already sees: laying out an Arabic page
 * again in another font was its longest task (on a 4x slowed phone, 405 ms of style and layout on
 * /ar/about) and moved the text on /ar/products (CLS 0.04-0.06), however closely the local
 * stand-in is sized. So the font is used from the first layout or not at all on that page
 * (font-display: optional).
 * Before the body (this script is in <head>): when an earlier page has fetched these very files
 * (their hashed addresses, kept in localStorage), they come from the browser's cache and are
 * declared and loaded now, before the first layout. Otherwise the page shows the local stand-in
 * (arabic-font-family.ts) and, once it has painted, fetches the files for the next page. They are
 * not asked for earlier: on a throttled phone, two font files requested with the page held back
 * its largest paint (LCP /ar/sectors 1.73 -> 1.07 s, /ar/products 1.66 -> 1.00 s), and the load
 * event alone was not late enough (a small page can load before its first paint), so it waits for
 * the first contentful paint (where the browser reports it) and one frame more, the one that
 * shows the hero image loaded by then.
 */
const script = `(function(){if(!window.FontFace||!document.fonts)return;${declare}if(stored()){faces.forEach(function(f){var x=face(f);document.fonts.add(x);x.load().catch(function(){})});return}function fetchForNext(){Promise.all(faces.map(function(f){return face(f).load()})).then(function(){try{localStorage.setItem(key,cached)}catch(e){}},function(){})}function next(){requestAnimationFrame(function(){setTimeout(fetchForNext)})}addEventListener('load',function(){var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)return next();new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();next()}}).observe({type:'paint',buffered:true})})})()`

export function ArabicFontLinks() {
  const nonce = useNonce()
  return (
    <>
      {/* the local stand-in, sized like the font, until a page has the font (arabic-font-family.ts) */}
      <style dangerouslySetInnerHTML={{ __html: arabicFallbackFaces }} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />
    </>
  )
}
