import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'

export const layout = style({
  display: 'grid',
  // one column on phones that never grows past the screen (a long e-mail address is min-content)
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.6fr)',
      alignItems: 'start',
    },
  },
})

export const info = style({
  display: 'grid',
  gap: vars.space['5'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.brand,
  color: vars.color.textInverse,
})

export const infoBlock = style({ display: 'flex', gap: vars.space['3'], alignItems: 'flex-start' })

export const infoIcon = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.md,
  background: vars.tint.fillOnDark,
  color: vars.color.accent,
})

export const infoTitle = style({
  margin: `0 0 ${vars.space['1']}`,
  fontSize: vars.fontSize.md,
  color: vars.color.textInverse,
})

export const address = style({ fontStyle: 'normal', color: vars.color.textInverseMuted })

export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['1'],
  color: vars.color.textInverseMuted,
})

globalStyle(`${lines} a`, {
  color: vars.color.textInverse,
  textUnderlineOffset: '3px',
  overflowWrap: 'anywhere',
})

export const formCard = style({
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  scrollMarginTop: `calc(${vars.layout.headerHeight} + 16px)`,
})

export const formTitle = style({
  margin: `0 0 ${vars.space['4']}`,
  fontSize: vars.fontSize['2xl'],
  color: vars.color.brandStrong,
})

export const strip = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['4']} ${vars.space['4']}`,
  background: vars.color.accentSoft,
  color: vars.color.text,
  textAlign: 'center',
})

globalStyle(`${strip} p`, { margin: 0 })
globalStyle(`${strip} svg`, { flex: 'none', color: vars.color.accentStrong })

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
})

export const card = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'start',
  gap: vars.space['2'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'center',
})

export const cardIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '52px',
  height: '52px',
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brand,
})

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: vars.color.brandStrong,
})

export const cardText = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' })

export const cardAction = style({
  marginTop: vars.space['2'],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accentStrong,
  textUnderlineOffset: '3px',
})
