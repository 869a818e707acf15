import type { Sector } from '@site/content-api/schemas'
import { telHref } from '../company'
import { useCompanyContact } from '../site/company-contact'
import { ContactCallToAction } from '../site/ContactCallToAction'
import type { Crumb } from '../ui/Breadcrumb'
import { Button } from '../ui/Button'
import { DetailBody } from '../ui/DetailBody'
import { DetailHero } from '../ui/DetailHero'
import { Icon } from '../ui/Icon'
import { Markdown } from '../ui/Markdown'
import { Panel } from '../ui/Panel'
import { PointGrid } from '../ui/PointGrid'
import { Section, SectionHeader } from '../ui/Section'
import * as styles from './SectorDetail.css'
import { sectorIcon } from './sectors-page'

export const sectorsListPath = '/sectors'

/** Home > Sectors > this sector: the visible breadcrumb and its JSON-LD. */
export function sectorCrumbs(title: string): Crumb[] {
  return [{ label: 'Home', to: '/' }, { label: 'Sectors', to: sectorsListPath }, { label: title }]
}

/** Beside the overview: how to reach the team, with the sector named in the message. */
function SectorContactPanel({ sector }: { sector: Sector }) {
  const contact = useCompanyContact()
  return (
    <Panel title={`Talk to Our ${sector.title} Team`} icon="users">
      <p className={styles.panelText}>
        Tell us about your sites and requirements: an engineer who knows the sector replies within
        24 hours.
      </p>
      <ul className={styles.contactList}>
        {contact.mainPhone ? (
          <li>
            <a href={telHref(contact.mainPhone)} className={styles.contactLink}>
              <Icon name="phone" size={18} />
              {contact.mainPhone}
            </a>
          </li>
        ) : null}
        {contact.mainEmail ? (
          <li>
            <a href={`mailto:${contact.mainEmail}`} className={styles.contactLink}>
              <Icon name="mail" size={18} />
              {contact.mainEmail}
            </a>
          </li>
        ) : null}
      </ul>
      <Button to={sectorContactHref(sector.title)} iconEnd="arrow-right" fullWidth>
        Contact Our Team
      </Button>
    </Panel>
  )
}

/** /contact with the subject filled in (the contact page reads `subject`). */
export function sectorContactHref(title: string): string {
  return `/contact?${new URLSearchParams({ subject: `${title} project` }).toString()}`
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
        imageAlt={sector.image_alt || sector.title}
      />

      <DetailBody
        titleId="overview-title"
        title="Overview"
        asideLabel={`Talk to our ${sector.title} team`}
        aside={<SectorContactPanel sector={sector} />}
      >
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
