import { globalStyle, style } from '@vanilla-extract/css'
import { listReset, media, vars } from '../theme.css'
import { content } from '../ui/dialog.css'

/** The Ctrl+K dialog: near the top (results grow downwards), wider than a confirmation. */
export const dialog = style([
  content,
  {
    top: '12vh',
    transform: 'translateX(-50%)',
    width: 'min(640px, calc(100vw - 24px))',
    maxHeight: '76vh',
    gridTemplateRows: 'auto auto auto minmax(0, 1fr) auto',
    gap: vars.space['2'],
    padding: vars.space['4'],
  },
])

export const dialogTitle = style({ fontSize: vars.fontSize.lg, color: vars.color.brandStrong })

export const input = style({
  width: '100%',
  minHeight: '44px',
  padding: `0 ${vars.space['3']}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  background: vars.color.surface,
})

export const status = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const listbox = style({ overflowY: 'auto', display: 'grid', gap: vars.space['3'] })

export const group = style({ display: 'grid', gap: vars.space['1'] })

export const groupHeading = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
})

export const option = style({
  display: 'grid',
  gap: '2px',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  border: '2px solid transparent',
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.color.brandSoft,
      borderColor: vars.color.brandMuted,
    },
  },
})

export const optionTitle = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text })

export const optionContext = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted })

export const snippet = style({ fontSize: vars.fontSize.sm, color: vars.color.text })

globalStyle(`${snippet} mark`, {
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
})

export const keys = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted })

globalStyle(`${keys} kbd`, {
  padding: '0 4px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontFamily: 'inherit',
})

/** The admin bar's search box: grows to fill the bar between the account and the buttons. */
export const barSearch = style({
  display: 'flex',
  flex: '1 1 auto',
  minWidth: 0,
  maxWidth: '420px',
  gap: vars.space['2'],
  alignItems: 'center',
})

/** from tablets up; a phone's bar has room for the button only (it opens the same search) */
export const barInput = style([
  input,
  {
    display: 'none',
    minHeight: '40px',
    minWidth: 0,
    fontSize: vars.fontSize.sm,
    '@media': { [media.tablet]: { display: 'block' } },
  },
])

/** the button's word on phones is for screen readers only (the icon shows) */
export const barButtonText = style({
  '@media': {
    'screen and (max-width: 767.98px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
})

/** The shortcut's hint beside the box (not on phones, which have no keyboard shortcut). */
export const shortcut = style({
  display: 'none',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  '@media': { [media.desktop]: { display: 'inline' } },
})

/** The results page (the bar's search without JavaScript). */
export const pageList = style({ ...listReset, display: 'grid', gap: vars.space['2'] })

export const pageGroup = style({
  display: 'grid',
  gap: vars.space['2'],
  marginTop: vars.space['5'],
})

export const pageResult = style({
  display: 'grid',
  gap: '2px',
  padding: vars.space['3'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})
