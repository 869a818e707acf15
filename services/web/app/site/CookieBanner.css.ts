import { globalStyle, keyframes, style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'
import { consentDecidedAttribute } from './consent'
import { sprinkles } from '../theme/sprinkles.css'

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(12px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
})

/**
 * Where the header has the phone menu (below desktop width), the banner is part of the page,
 * under the header: it covers nothing, neither the open menu nor a form's Send button, and
 * scrolls away with the page. From desktop width it is a fixed bottom banner (16 px
 * from the edges), made sticky and placed last in the shell, so it also holds its own space at
 * the end of the page and never hides the footer's last links.
 */
export const banner = style([
  sprinkles({
    display: 'flex',
    flexDirection: { mobile: 'column', tablet: 'row' },
    gap: { mobile: '3', tablet: '6' },
    padding: '4',
    fontSize: { mobile: 'sm', tablet: 'md' },
    background: 'surface',
    color: 'text',
    borderRadius: 'lg',
    boxShadow: 'popup',
    alignItems: { tablet: 'center' },
    justifyContent: { tablet: 'space-between' },
  }),
  {
    margin: '16px 16px 0',
    border: `1px solid ${vars.color.border}`,
    borderTop: `4px solid ${vars.color.accent}`,
    '@media': {
      '(prefers-reduced-motion: no-preference)': { animation: `${rise} 300ms ease` },
      [media.tablet]: { padding: `${vars.space['4']} ${vars.space['5']}` },
      [media.desktop]: {
        position: 'sticky',
        zIndex: 50,
        bottom: '16px',
        order: 1,
        margin: '0 16px 16px',
      },
    },
  },
])

export const message = style([sprinkles({ display: 'flex', alignItems: 'flex-start', gap: '3' })])

export const icon = style({ color: vars.color.accentStrong, flexShrink: 0, marginTop: '2px' })

export const text = style([
  sprinkles({ color: 'textMuted', lineHeight: 'normal' }),
  { maxWidth: '52rem' },
])

export const title = style([
  sprinkles({ display: 'block', color: 'brand', fontWeight: 'bold', marginBottom: '1' }),
])

export const buttons = style([sprinkles({ display: 'flex', gap: '3', flexShrink: 0 })])

// Side by side, equal width on phones; natural width next to the text on wider screens.
globalStyle(`${buttons} > *`, {
  flex: 1,
  '@media': { [media.tablet]: { flex: 'none' } },
})

// The open phone menu lies over the top of the page, where the banner is then: the banner steps
// aside until the menu closes (without :has(), the menu still covers it: it has no z-index there).
globalStyle(`body:has([data-menu-toggle][aria-expanded="true"]) ${banner}`, {
  '@media': { [media.belowDesktop]: { display: 'none' } },
})

// Decided before hydration (the head script marked <html>): never shown, not even for a frame.
globalStyle(`html[${consentDecidedAttribute}] ${banner}`, { display: 'none' })
