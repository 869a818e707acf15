/**
 * Breakpoints are plain numbers, not CSS variables: custom properties cannot be used inside
 * media queries. Mobile first: styles apply from the given width up.
 */
export const breakpoints = { tablet: 768, desktop: 1024, wide: 1280 } as const

export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  /** below the desktop navigation: the header shows the menu toggle */
  belowDesktop: `screen and (max-width: ${breakpoints.desktop - 0.02}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  motionOk: '(prefers-reduced-motion: no-preference)',
} as const
