import { globalStyle, keyframes, style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] })

export const item = style({
  // a #hash scroll stops below the sticky header
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space['4']})`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
  transition: `box-shadow ${vars.transition.normal}, border-color ${vars.transition.normal}`,
  selectors: {
    '&[data-state="open"]': { boxShadow: vars.shadow.lg, borderColor: vars.color.borderStrong },
  },
})

export const header = style({ margin: 0 })

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  width: '100%',
  padding: vars.space['4'],
  background: 'transparent',
  border: 0,
  textAlign: 'start',
  cursor: 'pointer',
  color: vars.color.text,
  font: 'inherit',
  '@media': { [media.tablet]: { gap: vars.space['4'], padding: vars.space['5'] } },
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outlineOffset: '-3px' },
  },
})

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '3.25rem',
  height: '3.25rem',
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.accent,
  flexShrink: 0,
})

export const triggerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  flex: 1,
  minWidth: 0,
})

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

export const contentInner = style({
  display: 'grid',
  // minmax(0, …): long words and the button never push the column past a phone's width
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  padding: vars.space['5'],
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 1.5fr) minmax(0, 1fr)',
      padding: vars.space['6'],
    },
  },
})

export const lists = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] })

export const listTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.lg,
  color: vars.color.brand,
  marginBottom: vars.space['3'],
})

export const list = style({
  listStyle: 'none',
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
})

export const listItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  lineHeight: vars.lineHeight.normal,
})

export const check = style({ color: vars.color.success, flexShrink: 0, marginTop: '3px' })

export const children = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
})

export const childGrid = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
})

export const child = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  height: '100%',
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
})

export const childTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
})

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
