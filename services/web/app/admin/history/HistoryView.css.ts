import { style } from '@vanilla-extract/css'
import { adminColor, media, vars } from '../theme.css'

export const layout = style({
  display: 'grid',
  gap: vars.space['4'],
  marginBlockStart: vars.space['4'],
  alignItems: 'start',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(16rem, 22rem) minmax(0, 1fr)' },
  },
})

export const panel = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  minWidth: 0,
})

export const panelTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brandStrong,
})

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const commits = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['1'],
})

export const commit = style({
  display: 'grid',
  gap: vars.space['1'],
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.sm,
  borderInlineStart: '3px solid transparent',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="true"]': {
      background: vars.color.brandSoft,
      borderInlineStartColor: vars.color.brandMuted,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const commitMessage = style({
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
})

export const commitMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

export const badge = style({
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
})

export const changes = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
})

export const change = style({
  display: 'grid',
  gap: vars.space['2'],
  paddingBlockStart: vars.space['3'],
  borderBlockStart: `1px solid ${vars.color.border}`,
})

export const changeLabel = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brandStrong,
})

export const sides = style({
  display: 'grid',
  gap: vars.space['2'],
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
})

export const sidesStacked = style({ display: 'grid', gap: vars.space['2'] })

const side = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['1'],
  padding: vars.space['3'],
  borderRadius: vars.radius.sm,
  border: '1px solid',
  minWidth: 0,
})

export const then = style([
  side,
  { background: adminColor.warningSoft, borderColor: adminColor.warningBorder },
])

export const now = style([
  side,
  { background: vars.color.successSoft, borderColor: adminColor.successBorder },
])

export const sideLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
})

export const text = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })

export const empty = style({ color: vars.color.textMuted, fontStyle: 'italic' })

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  overflowWrap: 'anywhere',
})

export const restore = style({ display: 'flex', justifyContent: 'flex-start' })

/** Words a change took out of a text (on the older side) and put in (on the newer side). */
export const removedWords = style({
  background: adminColor.warningBorder,
  color: vars.color.text,
  textDecoration: 'line-through',
  borderRadius: '2px',
})

export const addedWords = style({
  background: adminColor.successBorder,
  color: vars.color.text,
  textDecoration: 'underline',
  borderRadius: '2px',
})
