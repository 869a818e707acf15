import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'

/** The amber figure badge over the image's corner ("15+ years"). */
export const badge = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '8.5rem',
  margin: 0,
  padding: `${vars.space['4']} ${vars.space['5']}`,
  borderRadius: vars.radius.lg,
  background: vars.color.accent,
  color: vars.color.brandStrong,
  boxShadow: vars.shadow.xl,
  textAlign: 'center',
})

export const badgeValue = style({
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.heavy,
  lineHeight: 1,
})

export const badgeCaption = style({
  marginTop: vars.space['1'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
})

export const button = style({ alignSelf: 'flex-start' })
