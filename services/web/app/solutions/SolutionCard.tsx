import type { Langs } from '../i18n/bidi'
import { SolutionIconGlyph } from '../ui/Icon'
import { MediaCard } from '../ui/MediaCard'

export interface SolutionCardProps {
  slug: string
  title: string
  description: string
  icon: string
  /** "media/<file>"; pass undefined for a compact card without an image (child solutions) */
  image?: string
  headingLevel?: 'h2' | 'h3'
  /** which texts are English for want of a translation (i18n/bidi.tsx) */
  lang?: Langs<'title' | 'description'>
}

export function SolutionCard({ slug, icon, ...card }: SolutionCardProps) {
  return (
    <MediaCard
      to={`/solutions/${slug}`}
      icon={<SolutionIconGlyph name={icon} size={26} />}
      {...card}
    />
  )
}
