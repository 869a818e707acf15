import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'

export const page = style({ display: 'grid', gap: vars.space['5'], maxWidth: '820px' })

export const title = style({
  fontSize: vars.fontSize['3xl'],
  color: vars.color.brandStrong,
})

export const form = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] })

export const input = style({
  flex: '1 1 16rem',
  minHeight: '48px',
  padding: `0 ${vars.space['4']}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
})

export const status = style({ color: vars.color.textMuted })

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
})

export const result = style({
  display: 'grid',
  gap: vars.space['1'],
  paddingBlockEnd: vars.space['4'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
})

export const resultLink = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brandMuted,
})

export const kind = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const snippet = style({ color: vars.color.text })

globalStyle(`${snippet} mark`, {
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
})
