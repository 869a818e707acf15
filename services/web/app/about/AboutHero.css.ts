import { style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'
import { navyBand } from '../ui/DetailHero.css'
import * as recipes from '../theme/recipes.css'
import { sprinkles } from '../theme/sprinkles.css'

export const hero = style([
  navyBand,
  { '@media': { [media.desktop]: { paddingBlock: vars.space['9'] } } },
])

export const grid = style([
  sprinkles({ display: 'grid', gap: { mobile: '7', desktop: '8' }, alignItems: 'center' }),
  { '@media': { [media.desktop]: { gridTemplateColumns: '1.05fr 1fr' } } },
])

export const text = style([recipes.column({ gap: '5' })])

export const smallTitle = style({
  alignSelf: 'flex-start',
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.tint.accentLine}`,
  background: vars.tint.accentWash,
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
})

export const title = style({
  fontSize: vars.fontSize['5xl'],
  fontWeight: vars.fontWeight.heavy,
  letterSpacing: '-0.02em',
  lineHeight: 1.08,
})

export const description = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.textInverseMuted,
  maxWidth: '40rem',
  // On phones the button comes first: the main action stays in the first screen, under the
  // cookie banner too when it is shown (it sits in the flow above the hero there).
  order: 1,
  '@media': { [media.tablet]: { order: 0 } },
})

export const button = style({ alignSelf: 'flex-start' })

export const figure = style([sprinkles({ position: 'relative', paddingBottom: { tablet: '6' } })])

export const image = style([
  sprinkles({ borderRadius: 'xl', overflow: 'hidden', boxShadow: 'xl' }),
  { aspectRatio: '4 / 3', border: `1px solid ${vars.tint.lineOnDark}` },
])

/** Under the photo on phones (overlapping its edge), over its lower corners on wide screens. */
export const badges = style([
  recipes.plainList,
  sprinkles({
    position: 'relative',
    display: 'flex',
    justifyContent: { mobile: 'center', tablet: 'space-between' },
    gap: '3',
  }),
  {
    marginTop: `calc(-1 * ${vars.space['6']})`,
    '@media': {
      [media.tablet]: {
        position: 'absolute',
        marginTop: 0,
        insetInlineStart: vars.space['4'],
        insetInlineEnd: vars.space['4'],
        bottom: 0,
      },
    },
  },
])

export const badge = style([
  sprinkles({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    borderRadius: 'lg',
    background: 'surface',
    color: 'brand',
    boxShadow: 'xl',
    textAlign: 'center',
  }),
  {
    minWidth: '7.5rem',
    padding: `${vars.space['3']} ${vars.space['4']}`,
    selectors: {
      '&:first-child': { background: vars.color.accent, color: vars.color.brandStrong },
    },
  },
])

export const badgeValue = style({
  fontSize: vars.fontSize['2xl'],
  '@media': { [media.tablet]: { fontSize: vars.fontSize['3xl'] } },
  fontWeight: vars.fontWeight.heavy,
  lineHeight: 1.1,
})

export const badgeCaption = style([sprinkles({ fontSize: 'sm', fontWeight: 'semibold' })])
