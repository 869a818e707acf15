export type ModifierKey = 'Ctrl' | '⌘'

/** What a visitor's keyboard calls the key held to zoom with the wheel: ⌘ on Apple's systems. */
export function modifierKeyOf(platform: string): ModifierKey {
  return /mac|iphone|ipad|ipod/i.test(platform) ? '⌘' : 'Ctrl'
}

/** The browser's platform: User-Agent Client Hints where there are some, navigator.platform else. */
export function platformOf(nav: {
  userAgentData?: { platform?: string }
  platform?: string
}): string {
  return nav.userAgentData?.platform || nav.platform || ''
}
