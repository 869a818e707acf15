import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import { panel } from '../ui/Panel.css'
import * as recipes from '../theme/recipes.css'
import { sprinkles } from '../theme/sprinkles.css'

export const content = style([
  recipes.column({ gap: '3' }),
  sprinkles({ width: '100%', height: '100%' }),
])

/** framed: the same white card as a detail page's panels */
export const card = style([content, panel])

/** a logo tile's height, which a name shown in place of a missing logo keeps too */
export const logoTileHeight = '5.5rem'

export const logo = style([
  sprinkles({ padding: '3', borderRadius: 'md', background: 'surfaceMuted' }),
  { height: logoTileHeight },
])

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

export const website = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    marginTop: 'auto',
    paddingTop: '2',
    fontWeight: 'bold',
    color: 'accentStrong',
    overflowWrap: 'anywhere',
  }),
])
