import { style } from '@vanilla-extract/css'
import { listReset, vars } from '../theme.css'

export const panel = style({
  display: 'grid',
  gap: vars.space['3'],
  marginBlockEnd: vars.space['5'],
})

export const facts = style({ margin: 0, display: 'grid', gap: vars.space['1'] })

/** A sentence that flows as one (its dates and names inline, not each on a line of its own). */
export const sentence = style({ margin: 0 })

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'flex-end',
})

export const schedule = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'flex-end',
  margin: 0,
  padding: 0,
  border: 0,
})

export const legend = style({ fontWeight: 600, marginBlockEnd: vars.space['1'], padding: 0 })

export const published = style({
  fontSize: vars.fontSize.sm,
  display: 'grid',
  gap: vars.space['2'],
})

export const publishedList = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  margin: 0,
  '@media': { 'screen and (max-width: 40rem)': { gridTemplateColumns: '1fr' } },
})

export const term = style({ fontWeight: 600 })

export const value = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })

export const choice = style({
  display: 'grid',
  gap: vars.space['2'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space['3'],
})

export const option = style({ display: 'flex', gap: vars.space['2'], alignItems: 'flex-start' })

export const saveStatus = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  margin: 0,
})

export const shareUrl = style({
  inlineSize: '100%',
  // beside its Copy button while there is room
  flex: '1 1 16rem',
  minInlineSize: 0,
  fontFamily: 'monospace',
  padding: vars.space['1'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
})

export const shareList = style({
  ...listReset,
  display: 'grid',
  gap: vars.space['2'],
})

export const shareItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'center',
  justifyContent: 'space-between',
})

/** A new share link's field with its Copy button beside it (under it on a narrow screen). */
export const shareCopy = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
})

export const copyStatus = style({ fontSize: vars.fontSize.sm })
