import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import { panel } from '../ui/Panel.css'

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  width: '100%',
  height: '100%',
})

/** framed: the same white card as a detail page's panels */
export const card = style([content, panel])

/** a logo tile's height, which a name shown in place of a missing logo keeps too */
export const logoTileHeight = '5.5rem'

export const logo = style({
  height: logoTileHeight,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
})

// contain, not crop: a logo is never cut (the descendant selector outranks Picture's cover)
globalStyle(`${logo} img`, { objectFit: 'contain' })

export const name = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
})

export const description = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
})

export const website = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  marginTop: 'auto',
  paddingTop: vars.space['2'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accentStrong,
  overflowWrap: 'anywhere',
})
