import { style } from '@vanilla-extract/css'
import { vars } from '../theme.css'

export const dropZone = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['5'],
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  textAlign: 'center',
  color: vars.color.textMuted,
  transition: `border-color ${vars.transition.fast}, background ${vars.transition.fast}`,
})

export const dropZoneActive = style({
  borderColor: vars.color.focus,
  background: vars.color.brandSoft,
})

export const dropTitle = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
})

export const dropHint = style({ margin: 0, fontSize: vars.fontSize.sm })

export const uploadList = style({
  listStyle: 'none',
  margin: `${vars.space['3']} 0 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space['2'],
})

export const uploadItem = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
})

export const uploadName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.medium,
})

export const progress = style({
  gridColumn: '1 / -1',
  width: '100%',
  height: '8px',
  accentColor: vars.color.brandMuted,
})

export const uploadError = style({ gridColumn: '1 / -1', margin: 0, color: vars.color.danger })
export const uploadDone = style({ color: vars.color.success, fontWeight: vars.fontWeight.semibold })

export const searchRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  margin: `${vars.space['4']} 0`,
})

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: vars.space['3'],
})

export const tile = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  overflow: 'hidden',
})

export const pickButton = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  width: '100%',
  padding: 0,
  border: `2px solid transparent`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  textAlign: 'start',
  cursor: 'pointer',
  font: 'inherit',
  color: 'inherit',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&[aria-pressed="true"]': { borderColor: vars.color.focus },
  },
})

export const thumb = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
})

export const tileBody = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['1'],
  padding: vars.space['2'],
  fontSize: vars.fontSize.xs,
  minWidth: 0,
})

export const fileName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
})

export const meta = style({ color: vars.color.textMuted })

export const unused = style({
  color: vars.color.accentStrong,
  fontWeight: vars.fontWeight.semibold,
})

export const empty = style({ margin: `${vars.space['4']} 0`, color: vars.color.textMuted })

export const dialogBody = style({
  display: 'grid',
  gap: vars.space['3'],
  maxHeight: 'min(70vh, 640px)',
  overflowY: 'auto',
  paddingInlineEnd: vars.space['1'],
})

export const libraryCard = style({ padding: vars.space['4'] })
export const sectionTitle = style({ margin: `0 0 ${vars.space['3']}`, fontSize: vars.fontSize.lg })
export const searchInput = style({ maxWidth: '420px' })
