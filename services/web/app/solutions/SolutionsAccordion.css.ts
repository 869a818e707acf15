import { globalStyle, keyframes, style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'
import * as recipes from '../theme/recipes.css'
import { sprinkles } from '../theme/sprinkles.css'

export const root = style([recipes.column({ gap: '4' })])

export const item = style([
  recipes.surface({ tone: 'surface' }),
  sprinkles({ borderRadius: 'lg', boxShadow: 'sm', overflow: 'hidden' }),
  {
    // a #hash scroll stops below the sticky header
    scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space['4']})`,
    transition: `box-shadow ${vars.transition.normal}, border-color ${vars.transition.normal}`,
    selectors: {
      '&[data-state="open"]': { boxShadow: vars.shadow.lg, borderColor: vars.color.borderStrong },
    },
  },
])

export const header = style({ margin: 0 })

export const trigger = style([
  sprinkles({
    display: 'flex',
    alignItems: 'center',
    gap: { mobile: '3', tablet: '4' },
    width: '100%',
    padding: { mobile: '4', tablet: '5' },
    border: 'none',
    textAlign: 'start',
    cursor: 'pointer',
    color: 'text',
  }),
  {
    background: 'transparent',
    font: 'inherit',
    selectors: {
      '&:hover': { background: vars.color.surfaceMuted },
      '&:focus-visible': { outlineOffset: '-3px' },
    },
  },
])

export const icon = style([
  recipes.iconBox({ tone: 'brand' }),
  sprinkles({ borderRadius: 'md', flexShrink: 0 }),
  { width: '3.25rem', height: '3.25rem' },
])

export const triggerText = style([
  recipes.column({ gap: '1' }),
  sprinkles({ flex: 1, minWidth: 0 }),
])

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
})

export const summary = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  // two lines on phones (the open item shows everything), the whole summary from tablets up
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  '@media': { [media.tablet]: { display: 'block', overflow: 'visible' } },
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
})

export const chevron = style({
  flexShrink: 0,
  color: vars.color.brand,
  transition: `transform ${vars.transition.normal}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
})

const open = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })

export const content = style({
  borderTop: `1px solid ${vars.color.border}`,
  animation: `${open} 200ms ease`,
})

export const contentInner = style([
  recipes.stack({ gap: '6' }),
  sprinkles({ padding: { mobile: '5', desktop: '6' } }),
  {
    // minmax(0, …): long words and the button never push the column past a phone's width
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1.5fr) minmax(0, 1fr)' } },
  },
])

export const lists = style([recipes.column({ gap: '5' })])

export const listTitle = style([
  recipes.row({ gap: '2' }),
  sprinkles({ fontSize: 'lg', color: 'brand', marginBottom: '3' }),
])

export const list = style([recipes.plainList, recipes.column({ gap: '2' })])

export const listItem = style([
  sprinkles({ display: 'flex', alignItems: 'flex-start', gap: '2', lineHeight: 'normal' }),
])

export const check = style({ color: vars.color.success, flexShrink: 0, marginTop: '3px' })

export const children = style([recipes.column({ gap: '4' }), { gridColumn: '1 / -1' }])

export const childGrid = style([
  recipes.plainList,
  recipes.stack({ gap: '3' }),
  sprinkles({ gridTemplateColumns: { tablet: 'repeat(2, 1fr)', desktop: 'repeat(4, 1fr)' } }),
])

export const child = style([
  recipes.column({ gap: '2' }),
  recipes.surface({ tone: 'muted' }),
  sprinkles({ height: '100%', padding: '4', borderRadius: 'md' }),
])

export const childTitle = style([
  recipes.row({ gap: '2' }),
  sprinkles({ fontSize: 'md', fontWeight: 'bold', color: 'brand' }),
])

export const childDescription = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
})

export const learnMore = style({
  marginTop: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  color: vars.color.accentStrong,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
})

export const explore = style({
  gridColumn: '1 / -1',
  justifySelf: 'start',
  whiteSpace: 'normal',
  textAlign: 'start',
})

globalStyle(`${contentInner} h3`, { margin: 0 })
