import { style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'
import { logoTileHeight } from '../products/PartnerCard.css'
import { panel } from '../ui/Panel.css'
import * as recipes from '../theme/recipes.css'
import { sprinkles } from '../theme/sprinkles.css'

export const list = style([
  recipes.plainList,
  recipes.stack({ gap: '4' }),
  {
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    '@media': {
      [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  },
])

export const item = style({ display: 'flex' })

/** the same white card as the partners' logo row; a link card says so on hover and focus */
export const card = style([
  panel,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2'],
    width: '100%',
    padding: vars.space['3'],
    textAlign: 'center',
    color: 'inherit',
    textDecoration: 'none',
    selectors: {
      'a&:hover': { borderColor: vars.color.accent, boxShadow: vars.shadow.lg },
    },
  },
])

export const name = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
  selectors: { [`a:hover > &`]: { textDecoration: 'underline' } },
})

/** No logo: the name takes the logo's place, larger, so the card still reads at a glance. */
export const nameAlone = style([
  name,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: logoTileHeight,
    padding: vars.space['3'],
    borderRadius: vars.radius.md,
    background: vars.color.surfaceMuted,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.bold,
  },
])

export const industry = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

/** the website's address, at the card's foot */
export const website = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '1',
    marginTop: 'auto',
    fontSize: 'sm',
    fontWeight: 'semibold',
    color: 'accentStrong',
    overflowWrap: 'anywhere',
  }),
])
