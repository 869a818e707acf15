import { style } from '@vanilla-extract/css'
import { listReset, media, vars } from '../theme.css'

/** The three status columns: stacked on a phone, side by side from a desktop width. */
export const columns = style({
  display: 'grid',
  gap: vars.space['4'],
  alignItems: 'start',
  marginBlockStart: vars.space['4'],
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
})

export const column = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
})

export const columnTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brandStrong,
})

export const count = style({
  minWidth: '1.75rem',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
})

export const cards = style({
  ...listReset,
  display: 'grid',
  gap: vars.space['3'],
})

export const cardBody = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  minWidth: 0,
})

export const cardTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
})

export const kind = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

export const badge = style({
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
})

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
  margin: 0,
  fontSize: vars.fontSize.sm,
})

export const factName = style({ color: vars.color.textMuted })

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' })

export const disclosure = style({
  borderBlockStart: `1px solid ${vars.color.border}`,
  paddingBlockStart: vars.space['2'],
})

export const summary = style({
  cursor: 'pointer',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.brandStrong,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const disclosureBody = style({
  display: 'grid',
  gap: vars.space['2'],
  marginBlockStart: vars.space['2'],
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'end',
})

export const inlineForm = style({ display: 'contents' })

export const schedule = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'end',
})

export const scheduleField = style({
  display: 'grid',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
})

export const input = style({
  minHeight: '2.25rem',
  paddingInline: vars.space['2'],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const empty = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const scheduledList = style({
  ...listReset,
  display: 'grid',
  gap: vars.space['2'],
})

export const scheduledItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  paddingBlock: vars.space['2'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
})

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const panel = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  marginBlockStart: vars.space['4'],
})

export const sectionTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brandStrong,
})
