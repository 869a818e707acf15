import { style } from '@vanilla-extract/css'
import { vars } from '../theme.css'

export const page = style({ display: 'grid', gap: vars.space['5'] })

export const framePage = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  gap: vars.space['3'],
  minHeight: 'calc(100vh - 10rem)',
})

export const frameHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['2'],
})

export const frame = style({
  inlineSize: '100%',
  blockSize: '100%',
  minBlockSize: '70vh',
  border: 0,
})

export const open = style({ fontWeight: vars.fontWeight.semibold })

export const setup = style({ display: 'grid', gap: vars.space['3'], maxWidth: '72ch' })

export const setupTitle = style({ fontSize: vars.fontSize.lg, color: vars.color.brandStrong })

export const steps = style({
  display: 'grid',
  gap: vars.space['2'],
  paddingInlineStart: vars.space['5'],
})

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
