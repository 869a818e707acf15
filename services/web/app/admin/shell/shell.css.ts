import { globalStyle, style } from '@vanilla-extract/css'
import { adminColor, media, vars } from '../theme.css'

const sidebarWidth = '264px'

export const shell = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  // phones: the top bar keeps its height on a short page; the page takes the rest
  gridTemplateRows: 'auto 1fr',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: `${sidebarWidth} minmax(0, 1fr)`,
      gridTemplateRows: 'auto',
    },
  },
})

export const skipLink = style({
  position: 'absolute',
  left: vars.space['3'],
  top: vars.space['3'],
  zIndex: 100,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
})

/** The navy column: brand, menu, signed-in user, logout. A top bar with a toggle on phones. */
export const sidebar = style({
  background: vars.color.brand,
  color: adminColor.sidebarText,
  vars: { [vars.color.focus]: vars.color.accent },
  position: 'sticky',
  top: 0,
  zIndex: 20,
  '@media': {
    [media.desktop]: {
      height: '100vh',
      display: 'flex',
      flexDirection: 'column',
    },
  },
})

export const sidebarTop = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  minHeight: '64px',
  padding: `0 ${vars.space['4']}`,
  '@media': { [media.desktop]: { minHeight: '72px', padding: `0 ${vars.space['5']}` } },
})

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  color: vars.color.textInverse,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.01em',
  lineHeight: 1.15,
})

export const brandSub = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: adminColor.sidebarText,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
})

export const menuToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '40px',
  padding: `0 ${vars.space['3']}`,
  border: `1px solid ${vars.tint.lineOnDarkStrong}`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.semibold,
  selectors: { '&:hover': { background: adminColor.sidebarHover } },
  '@media': { [media.desktop]: { display: 'none' } },
})

/** Everything under the brand; on phones a panel that the toggle opens. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: `${vars.space['2']} ${vars.space['3']} ${vars.space['4']}`,
  borderTop: `1px solid ${vars.tint.lineOnDark}`,
  '@media': {
    [media.belowDesktop]: {
      selectors: { '&[data-open="false"]': { display: 'none' } },
      maxHeight: 'calc(100vh - 64px)',
      overflowY: 'auto',
      boxShadow: vars.shadow.lg,
    },
    [media.desktop]: {
      flex: 1,
      padding: `${vars.space['4']} ${vars.space['3']}`,
      // a menu taller than the window scrolls inside the navy sidebar instead of spilling out
      minHeight: 0,
      overflowY: 'auto',
    },
  },
})

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['1'],
})

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: '44px',
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  borderLeft: '3px solid transparent',
  color: adminColor.sidebarText,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { background: adminColor.sidebarHover, color: vars.color.textInverse },
    '&[aria-current]': {
      background: adminColor.sidebarActive,
      borderLeftColor: vars.color.accent,
      color: vars.color.textInverse,
      fontWeight: vars.fontWeight.semibold,
    },
  },
})

export const navHeading = style({
  padding: `0 ${vars.space['3']}`,
  marginBottom: vars.space['2'],
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: vars.tint.textOnDarkFaint,
})

export const sidebarFooter = style({
  marginTop: 'auto',
  display: 'grid',
  gap: vars.space['3'],
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.tint.lineOnDark}`,
})

export const user = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `0 ${vars.space['2']}`,
  minWidth: 0,
})

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '38px',
  height: '38px',
  borderRadius: vars.radius.full,
  background: vars.color.brandMuted,
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
})

export const userText = style({ minWidth: 0, display: 'grid', lineHeight: 1.3 })

export const userName = style({
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const userEmail = style({
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const footerActions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space['2'],
  // the desktop column is too narrow for two labelled buttons side by side
  '@media': { [media.desktop]: { gridTemplateColumns: '1fr' } },
})

export const footerButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  width: '100%',
  minHeight: '40px',
  padding: `0 ${vars.space['2']}`,
  border: `1px solid ${vars.tint.lineOnDarkStrong}`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: adminColor.sidebarHover } },
})

globalStyle(`${footerActions} form`, { display: 'contents' })

export const main = style({
  minWidth: 0,
  padding: `${vars.space['5']} ${vars.space['4']} ${vars.space['7']}`,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': {
    [media.tablet]: { padding: `${vars.space['6']} ${vars.space['6']} ${vars.space['8']}` },
  },
})

export const mainInner = style({
  maxWidth: '1120px',
  margin: '0 auto',
  display: 'grid',
  gap: vars.space['5'],
})

/** The unread count beside Messages. */
export const navBadge = style({
  marginInlineStart: 'auto',
  minWidth: '1.5rem',
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '1.5rem',
  textAlign: 'center',
})
