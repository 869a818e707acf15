import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import { sprinkles } from '../theme/sprinkles.css'

export const prose = style([
  sprinkles({ color: 'text', fontSize: { mobile: 'md', tablet: 'lg' }, lineHeight: 'relaxed' }),
])

globalStyle(`${prose} > * + *`, { marginTop: vars.space['4'] })
globalStyle(`${prose} h2, ${prose} h3, ${prose} h4`, {
  color: vars.color.brand,
  marginTop: vars.space['6'],
})
globalStyle(`${prose} h2`, { fontSize: vars.fontSize['2xl'] })
globalStyle(`${prose} h3`, { fontSize: vars.fontSize.xl })
globalStyle(`${prose} ul, ${prose} ol`, { paddingInlineStart: vars.space['5'] })
globalStyle(`${prose} li + li`, { marginTop: vars.space['2'] })
globalStyle(`${prose} li::marker`, { color: vars.color.accentStrong })
globalStyle(`${prose} a`, {
  color: vars.color.brandMuted,
  textDecorationThickness: '2px',
  textUnderlineOffset: '3px',
  textDecorationColor: vars.color.accent,
})
globalStyle(`${prose} blockquote`, {
  borderInlineStart: `4px solid ${vars.color.accent}`,
  paddingInlineStart: vars.space['4'],
  color: vars.color.textMuted,
})
globalStyle(`${prose} code`, {
  fontFamily: vars.font.mono,
  fontSize: '0.9em',
  background: vars.color.surfaceSunken,
  padding: '0.1em 0.35em',
  borderRadius: vars.radius.sm,
})
globalStyle(`${prose} strong`, { color: vars.color.brand })
