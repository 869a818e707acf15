import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import { arabicFallbackFamilies, arabicFamily } from './arabic-font-family'

/**
 * Icons that point somewhere (arrows, chevrons, breadcrumb separators) mirror on right-to-left
 * pages; one class, applied by <Icon> to every directional icon.
 */
export const flipInRtl = style({
  // the `scale` property composes with any transform or translate the icon's own class sets
  selectors: { '[dir=rtl] &': { scale: '-1 1' } },
})

/**
 * Numbers, phone numbers and e-mail addresses stay left-to-right inside Arabic text
 * (<Ltr> from i18n/Ltr.tsx): isolated from the surrounding direction.
 */
export const ltr = style({ direction: 'ltr', unicodeBidi: 'isolate' })

/** Arabic pages use the self-hosted Arabic font (i18n/ArabicFont.tsx) before the Latin stack. */
globalStyle('html[lang=ar] body', {
  // Arabic glyphs from the Arabic font (its unicode-range), until it has loaded from a local font
  // sized like it (arabic-font-family.ts), Latin ones from the site's stack
  fontFamily:
    [arabicFamily, ...arabicFallbackFamilies].map((family) => `'${family}', `).join('') +
    vars.font.body,
})
