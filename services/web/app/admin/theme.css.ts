import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import * as recipes from '../theme/recipes.css'
import { sprinkles } from '../theme/sprinkles.css'

export { vars, media } from '../theme/theme.css'

/**
 * The admin's look: a calm, neutral CMS (light grey canvas, white cards, navy and amber from the
 * site's palette), plainer than the marketing pages so editors read content, not decoration.
 * Built on the site's design tokens; the few colours the site has no token for live here.
 */
export const adminColor = {
  canvas: '#f3f5f9',
  warningText: '#7a2e0b',
  warningSoft: '#fff8e6',
  warningBorder: '#f6d48a',
  successBorder: '#a9dcbd',
  dangerBorder: '#f0b8bf',
  sidebarText: 'rgba(255, 255, 255, 0.78)',
  sidebarHover: 'rgba(255, 255, 255, 0.08)',
  sidebarActive: 'rgba(245, 165, 36, 0.16)',
  /** dark green for "Active" on the success tint */
  successText: '#14532d',
  /** dark amber for badges on the accent tint (the admin role, "Arabic missing") */
  accentText: '#7a4a00',
  /** the warning notice's edge */
  warningEdge: '#dc8a06',
  /** the map preview's graticule */
  gridLine: '#c5d0e0',
  /** a QR code's background: white whatever the theme, as phone cameras read it best */
  qrBackground: '#fff',
  /** the search-result preview looks like the search engine's own page, in its colours */
  searchSiteName: '#202124',
  searchMuted: '#4d5156',
  searchTitle: '#1a0dab',
}

/** The root of every admin page (shell and login). */
export const adminRoot = style({
  minHeight: '100vh',
  background: adminColor.canvas,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
})

/** A white card: the admin's one container for content. */
export const card = style([
  recipes.surface({ tone: 'surface' }),
  sprinkles({ borderRadius: 'md', boxShadow: 'sm' }),
])

/** Links inside admin text: the site's navy, underlined (links must not rely on colour alone). */
globalStyle(`${adminRoot} a:not([class])`, {
  color: vars.color.brandMuted,
  textDecorationThickness: '1px',
  textUnderlineOffset: '2px',
})
