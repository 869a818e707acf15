import { style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'

export const footer = style({
  background: vars.color.brandStrong,
  color: vars.color.textInverseMuted,
  vars: { [vars.color.focus]: vars.color.accent },
  borderTop: `4px solid ${vars.color.accent}`,
})

export const grid = style({
  display: 'grid',
  gap: vars.space['7'],
  paddingBlock: vars.space['8'],
  gridTemplateColumns: '1fr',
  '@media': {
    [media.tablet]: { gridTemplateColumns: '1fr 1fr' },
    [media.desktop]: { gridTemplateColumns: '1.5fr 1fr 1.3fr 1.4fr', gap: vars.space['6'] },
  },
})

export const brand = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] })

export const logoLink = style({ textDecoration: 'none', alignSelf: 'flex-start' })

export const blurb = style({ maxWidth: '24rem', lineHeight: vars.lineHeight.relaxed })

export const social = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.md,
  background: vars.tint.fillOnDark,
  color: vars.color.textInverse,
  transition: `background-color ${vars.transition.fast}, color ${vars.transition.fast}`,
  selectors: { '&:hover': { background: vars.color.accent, color: vars.color.brandStrong } },
})

export const heading = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.textInverse,
  marginBottom: vars.space['4'],
})

export const list = style({
  listStyle: 'none',
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
})

export const link = style({
  color: vars.color.textInverseMuted,
  textDecoration: 'none',
  transition: `color ${vars.transition.fast}`,
  selectors: { '&:hover': { color: vars.color.accent } },
})

export const contactItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
})

export const contactIcon = style({ color: vars.color.accent, flexShrink: 0, marginTop: '2px' })

export const bottom = style({
  borderTop: `1px solid ${vars.tint.lineOnDark}`,
  paddingBlock: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  fontSize: vars.fontSize.sm,
  '@media': {
    [media.tablet]: {
      flexDirection: 'row',
      justifyContent: 'space-between',
      alignItems: 'center',
    },
  },
})

export const legal = style({
  listStyle: 'none',
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2']} ${vars.space['5']}`,
})

export const linkButton = style([
  link,
  {
    background: 'none',
    border: 0,
    padding: 0,
    font: 'inherit',
    cursor: 'pointer',
    textDecoration: 'none',
  },
])

export const address = style({ fontStyle: 'normal' })
