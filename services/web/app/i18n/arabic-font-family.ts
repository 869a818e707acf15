/**
 * The Arabic font's family and the local stand-ins shown until it has loaded, named once for the
 * font faces (ArabicFont.tsx) and the Arabic pages' font stack (direction.css.ts).
 */
export const arabicFamily = 'Noto Sans Arabic'

/**
 * The localStorage key under which an Arabic page notes the address of the font file it fetched
 * after painting, so the next Arabic page knows the font is in the browser's cache and declares it
 * before its first layout (ArabicFont.tsx). Only that address is stored: nothing about the visitor.
 */
export const arabicFontCachedKey = 'arabic_font_cached'

/** Arabic script and the joiners and marks set with it; Latin keeps the site's system stack. */
export const arabicRange =
  'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC'

/** Noto Sans Arabic's line metrics, as fractions of the font size (its hhea ascender/descender). */
const noto = { ascent: 0.891, descent: 0.216 }

/**
 * A visitor's first Arabic page shows its Arabic text in a local font (the web font is fetched
 * after it has painted and used from the next page on, ArabicFont.tsx).
 * Each local font here is scaled to take about the width Noto Sans Arabic takes for the site's
 * Arabic text (headings and body text of the Arabic pages, measured in Chromium) and given its
 * line metrics: the first page then breaks most lines where the next pages do in the web font,
 * so the site keeps its shape from page to page (an unsized stand-in made /ar/solutions'
 * two-line heading three lines). A font that is not installed is skipped and the next family in
 * the stack is tried. DejaVu Sans is the Arabic font of Linux desktops (and of the machine
 * Lighthouse runs on); phones' Arabic fonts (Android's Noto Naskh Arabic UI, Apple's) could not be
 * checked here, so they are shown at their own size. The widths match a page's lines closely, not exactly: 0.93 for
 * DejaVu's regular, nearer the average, broke /ar/solutions' intro into one line fewer.
 */
const fallbacks: Array<{
  family: string
  faces: Array<{ weight: number; local: string[]; sizeAdjust: number }>
}> = [
  {
    family: 'Noto Sans Arabic Fallback DejaVu',
    faces: [
      { weight: 400, local: ['DejaVu Sans', 'DejaVuSans'], sizeAdjust: 0.94 },
      { weight: 700, local: ['DejaVu Sans Bold', 'DejaVuSans-Bold'], sizeAdjust: 0.86 },
    ],
  },
]

/** The stand-ins' family names, in the order the Arabic pages' font stack tries them. */
export const arabicFallbackFamilies = fallbacks.map(({ family }) => family)

const percent = (n: number) => `${(n * 100).toFixed(1)}%`

export const arabicFallbackFaces = fallbacks
  .flatMap(({ family, faces }) =>
    faces.map(
      ({ weight, local, sizeAdjust }) =>
        // the overrides are scaled by size-adjust again, hence the division
        `@font-face{font-family:'${family}';font-weight:${weight};src:${local.map((name) => `local('${name}')`).join(',')};size-adjust:${percent(sizeAdjust)};ascent-override:${percent(noto.ascent / sizeAdjust)};descent-override:${percent(noto.descent / sizeAdjust)};line-gap-override:0%;unicode-range:${arabicRange}}`,
    ),
  )
  .join('')
