import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'

export const hero = style({
  background: `linear-gradient(150deg, ${vars.color.brandStrong} 0%, ${vars.color.brand} 60%, ${vars.color.brandMuted} 100%)`,
  color: vars.color.textInverse,
  vars: { [vars.color.focus]: vars.color.accent },
  paddingBlock: vars.space['7'],
  '@media': { [media.desktop]: { paddingBlock: vars.space['8'] } },
})

export const heroInner = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] })

export const title = style({
  fontSize: vars.fontSize['5xl'],
  fontWeight: vars.fontWeight.heavy,
  letterSpacing: '-0.02em',
})

export const lead = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textInverseMuted,
  maxWidth: '44rem',
  lineHeight: vars.lineHeight.relaxed,
})

export const updated = style({ color: vars.color.textInverseMuted, fontSize: vars.fontSize.sm })

export const layout = style({
  display: 'grid',
  gap: vars.space['7'],
  alignItems: 'start',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 22rem', gap: vars.space['8'] },
  },
})

export const article = style({
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  '@media': { [media.tablet]: { padding: vars.space['7'] } },
})

export const section = style({})
globalStyle(`${section} + ${section}`, { marginTop: vars.space['6'] })
globalStyle(`${section} h2`, {
  fontSize: vars.fontSize['2xl'],
  color: vars.color.brand,
  marginBottom: vars.space['3'],
})
globalStyle(`${section} p, ${section} li`, {
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.text,
})
globalStyle(`${section} p + p, ${section} p + ul, ${section} ul + p`, {
  marginTop: vars.space['3'],
})
globalStyle(`${section} ul`, { paddingInlineStart: vars.space['5'] })
globalStyle(`${section} li + li`, { marginTop: vars.space['2'] })
globalStyle(`${section} li::marker`, { color: vars.color.accentStrong })
globalStyle(`${section} a`, {
  color: vars.color.brandMuted,
  textDecorationColor: vars.color.accent,
  textDecorationThickness: '2px',
  textUnderlineOffset: '3px',
})

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  '@media': {
    [media.desktop]: {
      position: 'sticky',
      top: `calc(${vars.layout.headerHeight} + ${vars.space['5']})`,
    },
  },
})

export const asideTitle = style({ fontSize: vars.fontSize.lg, color: vars.color.brand })

export const contactList = style({
  listStyle: 'none',
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
})

export const contactItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
})

export const contactIcon = style({ color: vars.color.brand, flexShrink: 0, marginTop: '2px' })

globalStyle(`${contactItem} a`, { color: vars.color.brandMuted })
