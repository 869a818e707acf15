import { style } from '@vanilla-extract/css'
import { adminColor, media, vars } from '../theme.css'

export const page = style({
  display: 'grid',
  alignContent: 'center',
  justifyItems: 'center',
  gap: vars.space['5'],
  padding: `${vars.space['6']} ${vars.space['4']}`,
  background: `radial-gradient(1200px 500px at 50% -10%, ${vars.color.brandSoft}, ${adminColor.canvas})`,
})

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  textDecoration: 'none',
})

export const panel = style({
  width: '100%',
  maxWidth: '440px',
  display: 'grid',
  gap: vars.space['5'],
  padding: vars.space['5'],
  '@media': { [media.tablet]: { padding: vars.space['6'] } },
})

export const heading = style({ display: 'grid', gap: vars.space['1'] })

export const title = style({ fontSize: vars.fontSize['2xl'], color: vars.color.brandStrong })

export const subtitle = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const form = style({ display: 'grid', gap: vars.space['4'] })

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const demo = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
})

export const demoTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
})

export const demoList = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  margin: 0,
})

export const demoTerm = style({ color: vars.color.textMuted })

export const demoValue = style({
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
  color: vars.color.text,
})

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: { '&:hover': { color: vars.color.brand } },
})
