import { CardGrid } from '../ui/CardGrid'
import { FeatureSplit } from '../ui/FeatureSplit'
import { PointGrid, type Point } from '../ui/PointGrid'
import { Section, SectionHeader } from '../ui/Section'
import { PartnerCard, PartnerLogo } from './PartnerCard'
import type { ProductsPageContent } from './products-page'
import * as styles from './ProductsSections.css'

/** Shown only when at least one active partner is strategic (the spec's rule). */
export function StrategicPartners({
  strategic,
}: {
  strategic: NonNullable<ProductsPageContent['strategic']>
}) {
  return (
    <Section labelledBy="strategic-partners-title">
      <SectionHeader
        id="strategic-partners-title"
        eyebrow={strategic.smallTitle}
        title={strategic.title}
        description={strategic.description}
      />
      <CardGrid items={strategic.partners} getKey={(p) => p.slug}>
        {(partner) => <PartnerCard partner={partner} />}
      </CardGrid>
    </Section>
  )
}

const partnershipPoints: Point[] = [
  { icon: 'award', label: 'Engineers trained on every partner’s tools' },
  { icon: 'users', label: 'One contact for design, supply and support' },
  { icon: 'briefcase', label: 'Regional spares and warranty handling' },
  { icon: 'globe', label: 'Field experience shared with product teams' },
]

/** How our partnerships serve clients, with every active partner's logo. */
export function Partnerships({ partners }: { partners: ProductsPageContent['partners'] }) {
  return (
    <Section tone="muted" labelledBy="partnerships-title">
      <SectionHeader
        id="partnerships-title"
        eyebrow="Partnerships"
        title="Partnerships That Work for Our Clients"
        description="We choose few partners and know their products in depth, so the equipment we recommend is the equipment we can design in, commission and support ourselves."
      />
      <div className={styles.partnerships}>
        <PointGrid label="What our partnerships give you" points={partnershipPoints} />
        {partners.length > 0 ? (
          <ul className={styles.logos} aria-label="Our technology partners">
            {partners.map((p) => (
              <li key={p.slug} className={styles.logoItem}>
                <PartnerLogo logo={p.logo} name={p.name} decorative />
                <span className={styles.logoName}>{p.name}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Section>
  )
}

const innovationPoints: Point[] = [
  { icon: 'cpu', label: 'Products developed by our own engineers' },
  { icon: 'sun', label: 'Tested for heat, dust and remote sites' },
  { icon: 'server', label: 'Open protocols and documented APIs' },
  { icon: 'globe', label: 'Interfaces in English and Arabic' },
]

export function ProductInnovation({
  innovation,
}: {
  innovation: ProductsPageContent['innovation']
}) {
  return (
    <FeatureSplit
      id="innovation-title"
      eyebrow={innovation.smallTitle}
      title={innovation.title}
      description={innovation.description}
      image={innovation.image}
      imageAlt=""
      reverse
    >
      <PointGrid label="How we build products" points={innovationPoints} />
    </FeatureSplit>
  )
}
