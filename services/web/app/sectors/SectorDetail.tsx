import type { Sector } from '@site/content-api/schemas'
import { ContactCallToAction } from '../site/ContactCallToAction'
import type { Crumb } from '../ui/Breadcrumb'
import { Button } from '../ui/Button'
import { DetailBody } from '../ui/DetailBody'
import { DetailHero } from '../ui/DetailHero'
import { Icon } from '../ui/Icon'
import { Markdown } from '../ui/Markdown'
import { PointGrid } from '../ui/PointGrid'
import { Section, SectionHeader } from '../ui/Section'
import { sectorIcon } from './sectors-page'

export const sectorsListPath = '/sectors'

/** Home > Sectors > this sector: the visible breadcrumb and its JSON-LD. */
export function sectorCrumbs(title: string): Crumb[] {
  return [{ label: 'Home', to: '/' }, { label: 'Sectors', to: sectorsListPath }, { label: title }]
}

/**
 * A sector. 'View Case Studies' is not shown: the site has no case studies to lead to yet, and a
 * button that goes nowhere (or to a 404) is worse than none.
 */
export function SectorDetail({ sector }: { sector: Sector }) {
  return (
    <>
      <DetailHero
        crumbs={sectorCrumbs(sector.title)}
        titleId="sector-title"
        title={sector.title}
        lead={sector.description}
        icon={<Icon name={sectorIcon(sector.slug)} size={32} />}
        eyebrow="Sector"
        actions={
          <Button to="/contact" size="lg" iconEnd="arrow-right">
            Get Started
          </Button>
        }
        image={sector.image}
        imageAlt={sector.title}
      />

      <DetailBody titleId="overview-title" title="Overview">
        <Markdown>{sector.detailed_description}</Markdown>
      </DetailBody>

      {sector.solutions.length > 0 ? (
        <Section tone="muted" labelledBy="sector-solutions-title">
          <SectionHeader
            id="sector-solutions-title"
            eyebrow="What we deliver"
            title={`${sector.title} Solutions`}
          />
          <PointGrid
            label={`${sector.title} solutions`}
            points={sector.solutions.map((label) => ({ icon: 'check-circle', label }))}
          />
        </Section>
      ) : null}

      <ContactCallToAction
        title={`Planning a ${sector.title.toLowerCase()} project?`}
        description="Tell us about your sites and requirements: our sector team replies within 24 hours."
      />
    </>
  )
}
