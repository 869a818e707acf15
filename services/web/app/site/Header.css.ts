import { style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'
import * as recipes from '../theme/recipes.css'
import { sprinkles } from '../theme/sprinkles.css'

export const header = style([
  sprinkles({ borderBottom: 'subtle', boxShadow: 'header' }),
  {
    position: 'sticky',
    top: 0,
    zIndex: 40,
    background: vars.tint.frosted,
    backdropFilter: 'saturate(180%) blur(8px)',
  },
])

export const bar = style([
  recipes.row({ gap: '4' }),
  sprinkles({ justifyContent: 'space-between' }),
  { height: vars.layout.headerHeight },
])

export const logoLink = style({ textDecoration: 'none', borderRadius: vars.radius.sm })

/**
 * The navigation in the bar from wide screens (1280 px) up; below that the menu toggle and its
 * panel: at 1024 px the bar cannot hold the logo, five links and every language of the list.
 */
export const desktopNav = style([
  sprinkles({ display: 'none', alignItems: 'center', gap: '5' }),
  { '@media': { [media.wide]: { display: 'flex' } } },
])

export const navList = style([recipes.plainList, recipes.row({ gap: '1' })])

export const navItem = style({ position: 'relative' })

export const navLink = style({
  display: 'inline-flex',
  whiteSpace: 'nowrap',
  alignItems: 'center',
  gap: '0.3rem',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  fontWeight: vars.fontWeight.semibold,
  fontSize: '0.95rem',
  color: vars.color.text,
  textDecoration: 'none',
  position: 'relative',
  transition: `color ${vars.transition.fast}, background-color ${vars.transition.fast}`,
  selectors: {
    '&:hover': { color: vars.color.brandMuted, background: vars.color.surfaceMuted },
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInlineStart: vars.space['3'],
      insetInlineEnd: vars.space['3'],
      bottom: '2px',
      height: '3px',
      borderRadius: '3px',
      background: vars.color.accent,
      transform: 'scaleX(0)',
      transition: `transform ${vars.transition.normal}`,
    },
    '&[data-active="true"]': { color: vars.color.brand },
    '&[data-active="true"]::after': { transform: 'scaleX(1)' },
  },
})

export const chevron = style({
  transition: `transform ${vars.transition.fast}`,
  selectors: {
    [`${navItem}:hover &, ${navItem}:focus-within &`]: { transform: 'rotate(180deg)' },
  },
})

/** Opens on hover and on keyboard focus inside the item (CSS only, so it works before JS). */
export const dropdown = style([
  sprinkles({ position: 'absolute', paddingTop: '2' }),
  {
    top: '100%',
    left: '50%',
    minWidth: '22rem',
    transform: 'translate(-50%, 6px)',
    opacity: 0,
    visibility: 'hidden',
    pointerEvents: 'none',
    transition: `opacity ${vars.transition.fast}, transform ${vars.transition.fast}, visibility ${vars.transition.fast}`,
    selectors: {
      [`${navItem}:hover > &, ${navItem}:focus-within > &`]: {
        opacity: 1,
        visibility: 'visible',
        pointerEvents: 'auto',
        transform: 'translate(-50%, 0)',
      },
      // Escape closes it even while the pointer or focus is still inside.
      [`${navItem}[data-dismissed="true"] > &`]: {
        opacity: 0,
        visibility: 'hidden',
        pointerEvents: 'none',
      },
    },
  },
])

export const dropdownPanel = style([
  recipes.surface({ tone: 'surface' }),
  sprinkles({ listStyle: 'none', padding: '2', borderRadius: 'lg', boxShadow: 'lg' }),
])

export const dropdownLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.brand },
    '&[data-active="true"]': { background: vars.color.brandSoft, color: vars.color.brand },
  },
})

export const dropdownIcon = style([
  sprinkles({
    display: 'grid',
    placeItems: 'center',
    borderRadius: 'md',
    background: 'accentSoft',
    color: 'accentStrong',
    flexShrink: 0,
  }),
  { width: '2.25rem', height: '2.25rem' },
])

export const actions = style([recipes.row({ gap: '3' }), { flexShrink: 0 }])

/**
 * The other language's name: a quiet text link beside the contact button from tablet width up;
 * on phones it sits in the menu panel (the bar has no room beside the logo and the toggle).
 */
export const languageSwitch = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'inline-flex' } },
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
})

export const mobileLanguage = style([sprinkles({ borderTop: 'subtle', paddingY: '2' })])

/** the header's buttons (the menu "Header buttons"): beside the menu from tablets up */
export const actionButton = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'inline-flex' } },
})

export const toggle = style([
  recipes.surface({ tone: 'surface' }),
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: 'md',
    color: 'brand',
  }),
  { width: '2.75rem', height: '2.75rem', '@media': { [media.wide]: { display: 'none' } } },
])

/** The toggle's two icons: menu while closed, close while open (set by aria-expanded). */
export const whenClosed = style({
  selectors: { [`${toggle}[aria-expanded="true"] &`]: { display: 'none' } },
})
export const whenOpen = style({
  selectors: { [`${toggle}[aria-expanded="false"] &`]: { display: 'none' } },
})

export const mobilePanel = style([
  sprinkles({
    position: 'absolute',
    background: 'surface',
    borderBottom: 'subtle',
    boxShadow: 'lg',
  }),
  {
    '@media': { [media.wide]: { display: 'none' } },
    top: '100%',
    insetInline: 0,
    maxHeight: `calc(100dvh - ${vars.layout.headerHeight})`,
    overflowY: 'auto',
    selectors: { '&[hidden]': { display: 'none' } },
  },
])

export const mobileList = style([
  recipes.column({ gap: '1' }),
  sprinkles({ listStyle: 'none' }),
  { padding: `${vars.space['4']} 0` },
])

export const mobileLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space['3']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[data-active="true"]': {
      background: vars.color.brandSoft,
      color: vars.color.brand,
      boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
    },
  },
})

export const mobileSubList = style([
  sprinkles({ listStyle: 'none', marginInlineStart: '3' }),
  {
    padding: `0 0 ${vars.space['2']} ${vars.space['4']}`,
    borderInlineStart: `2px solid ${vars.color.border}`,
  },
])

export const mobileSubLink = style([
  mobileLink,
  { fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, color: vars.color.textMuted },
])

export const mobileActions = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '3' }),
  { paddingBottom: vars.space['5'] },
])

/**
 * The site search in the bar: a button-sized link to the search page (its full form), at every
 * width: a box would take the room the navigation needs when the bar names every language.
 */
export const searchLink = style([
  toggle,
  { '@media': { [media.wide]: { display: 'inline-flex' } } },
])
