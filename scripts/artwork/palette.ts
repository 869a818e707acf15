/** Colours shared by every image: a deep navy base, one accent family per theme. */
export const navy = {
  abyss: '#030712',
  deep: '#050b1a',
  midnight: '#0a1733',
  steel: '#13284f',
  haze: '#1e3a6b',
  line: '#3b5b8f',
  mist: '#9fb4d6',
} as const

export interface Accent {
  /** The theme's main colour. */
  main: string
  /** A lighter tint for highlights and glow cores. */
  light: string
  /** A darker shade for fills. */
  dark: string
  /** A neighbouring hue for variety (second glow, some LEDs). */
  secondary: string
}

export const accents = {
  energy: { main: '#f59e0b', light: '#fde68a', dark: '#b45309', secondary: '#fb923c' },
  it: { main: '#22d3ee', light: '#a5f3fc', dark: '#0e7490', secondary: '#38bdf8' },
  automation: { main: '#14b8a6', light: '#99f6e4', dark: '#0f766e', secondary: '#34d399' },
  battery: { main: '#84cc16', light: '#d9f99d', dark: '#047857', secondary: '#10b981' },
  software: { main: '#8b5cf6', light: '#ddd6fe', dark: '#4338ca', secondary: '#6366f1' },
  /** The company itself (home page): cyan screens with teal and a touch of amber. */
  control: { main: '#22d3ee', light: '#a5f3fc', dark: '#0e7490', secondary: '#2dd4bf' },
  /** Products: networks and radio links. */
  connectivity: { main: '#38bdf8', light: '#bae6fd', dark: '#0369a1', secondary: '#818cf8' },
  /** Sectors: one family each, so the sector cards read as a set without looking alike. */
  healthcare: { main: '#2dd4bf', light: '#ccfbf1', dark: '#0f766e', secondary: '#fb7185' },
  education: { main: '#818cf8', light: '#e0e7ff', dark: '#4338ca', secondary: '#38bdf8' },
  government: { main: '#fbbf24', light: '#fef3c7', dark: '#b45309', secondary: '#60a5fa' },
  manufacturing: { main: '#fb923c', light: '#fed7aa', dark: '#c2410c', secondary: '#fbbf24' },
  substation: { main: '#facc15', light: '#fef9c3', dark: '#a16207', secondary: '#38bdf8' },
  security: { main: '#38bdf8', light: '#e0f2fe', dark: '#075985', secondary: '#f43f5e' },
} as const satisfies Record<string, Accent>

/** A single-colour theme for logos: the mark's main colour and two companions. */
export function brand(main: string, secondary: string, light = mix(main, '#ffffff', 0.45)): Accent {
  return { main, light, dark: mix(main, '#000000', 0.35), secondary }
}

/** Blends two #rrggbb colours; t = 0 gives `from`, 1 gives `to`. */
export function mix(from: string, to: string, t: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16)
  const out = [0, 1, 2].map((i) =>
    Math.round(channel(from, i) + (channel(to, i) - channel(from, i)) * t)
      .toString(16)
      .padStart(2, '0'),
  )
  return `#${out.join('')}`
}
