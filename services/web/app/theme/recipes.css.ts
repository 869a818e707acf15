import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { sprinkles } from './sprinkles.css'
import { vars } from './theme.css'

type Space = keyof typeof vars.space

/** One variant per space token, each the sprinkle that sets `gap` to it. */
const gaps = Object.fromEntries(
  Object.keys(vars.space).map((step) => [step, sprinkles({ gap: step as Space })]),
) as Record<Space, string>

/**
 * The layouts every page repeats, named: built from the sprinkles' atomic classes, so they add no
 * CSS of their own. `stack`: children one under another (a grid, so they take its width);
 * `row`: side by side, centred on one line; `cluster`: a row that wraps.
 */
export const stack = recipe({ base: sprinkles({ display: 'grid' }), variants: { gap: gaps } })
export const row = recipe({
  base: sprinkles({ display: 'flex', alignItems: 'center' }),
  variants: { gap: gaps },
})
/** Children one under another in a flex column (they keep their own width, `margin-top: auto` pins). */
export const column = recipe({
  base: sprinkles({ display: 'flex', flexDirection: 'column' }),
  variants: { gap: gaps },
})
export const cluster = recipe({
  base: sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center' }),
  variants: { gap: gaps },
})

/** A list with no bullets, indent or margin: lists of cards, links and rows. */
export const plainList = sprinkles({ listStyle: 'none', margin: '0', padding: '0' })

/** A box that centres an icon: beside headings, in cards and in the admin's lists. */
export const iconBox = recipe({
  base: sprinkles({ display: 'grid', placeItems: 'center' }),
  variants: {
    tone: {
      /** amber on navy: the site's cards */
      brand: sprinkles({ background: 'brand', color: 'accent' }),
      /** navy on amber: the about page's values */
      accent: sprinkles({ background: 'accent', color: 'brandStrong' }),
      /** navy on pale blue: the admin's lists and quiet places */
      soft: sprinkles({ background: 'brandSoft', color: 'brandMuted' }),
    },
  },
})

/** A white (or grey) card with the hairline border: the one container for content. */
export const surface = recipe({
  base: sprinkles({ border: 'subtle' }),
  variants: {
    tone: {
      surface: sprinkles({ background: 'surface' }),
      muted: sprinkles({ background: 'surfaceMuted' }),
    },
  },
})

export type IconBoxVariants = NonNullable<RecipeVariants<typeof iconBox>>
export type SurfaceVariants = NonNullable<RecipeVariants<typeof surface>>
