import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'

export const form = style({ display: 'grid', gap: vars.space['5'] })

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
})

export const wide = style({ '@media': { [media.tablet]: { gridColumn: '1 / -1' } } })

export const formError = style({
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'flex-start',
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
})

export const summary = style({
  padding: vars.space['3'],
  borderInlineStart: `4px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
})

// each error link a comfortable target (WCAG 2.5.8: 24 px), also in the denser Arabic font
globalStyle(`${summary} a`, { display: 'inline-block', minBlockSize: '24px', paddingBlock: '2px' })

export const summaryTitle = style({ margin: 0, fontWeight: vars.fontWeight.semibold })

export const privacy = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const thanks = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['6']} ${vars.space['4']}`,
  textAlign: 'center',
})

export const thanksIcon = style({ color: vars.color.success })

export const thanksTitle = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  color: vars.color.brandStrong,
})

/** The form's messages (focused when an answer brings one): no outline box, a clear scroll gap. */
export const messages = style({
  scrollMarginBlockStart: vars.space['10'],
  outline: 'none',
  selectors: { '&:empty': { display: 'none' } },
})
