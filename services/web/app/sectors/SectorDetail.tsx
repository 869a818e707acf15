import type { Locale } from '../i18n/locale'
import { translate } from '../i18n/messages'
import { useLocale, useT } from '../i18n/use-locale'
import { Ltr } from '../i18n/Ltr'
import { fallbackLang, type FallbackLang, langsOf, Text, TextBlock } from '../i18n/bidi'
import { fill } from '../i18n/fill'
import type { Sector } from '@site/contract'
import { nonBreaking, telHref } from '../company'
import { useCompanyContact } from '../site/use-public-layout'
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
import { hasCaseStudies, type SectorCaseStudies } from './case-studies'
import { ProductCard } from '../products/ProductCard'
import { CardGrid } from '../ui/CardGrid'

export const sectorsListPath = '/sectors'

/** Home > Sectors > this sector: the visible breadcrumb and its JSON-LD. */
export function sectorCrumbs(title: string, locale: Locale = 'en', lang?: FallbackLang): Crumb[] {
  return [
    { label: translate(locale, 'nav.home'), to: '/' },
    { label: translate(locale, 'nav.sectors'), to: sectorsListPath },
    { label: title, lang },
  ]
}

/** Beside the overview: how to reach the team, with the sector named in the message. */
function SectorContactPanel({ sector }: { sector: Sector }) {
  const contact = useCompanyContact()
  const t = useT()
  const locale = useLocale()
  return (
    <Panel title={t('sector.talkTo', { title: sector.title })} icon="users">
      <p className={styles.panelText}>{t('sector.talkText')}</p>
      <ul className={styles.contactList}>
        {contact.mainPhone ? (
          <li>
            <a href={telHref(contact.mainPhone)} className={styles.contactLink}>
              <Icon name="phone" size={18} />
              <Ltr>{nonBreaking(contact.mainPhone)}</Ltr>
            </a>
          </li>
        ) : null}
        {contact.mainEmail ? (
          <li>
            <a href={`mailto:${contact.mainEmail}`} className={styles.contactLink}>
              <Icon name="mail" size={18} />
              <Ltr>{contact.mainEmail}</Ltr>
            </a>
          </li>
        ) : null}
      </ul>
      <Button to={sectorContactHref(sector.title, locale)} iconEnd="arrow-right" fullWidth>
        {t('sector.contactTeam')}
      </Button>
    </Panel>
  )
}

/** /contact with the subject filled in (the contact page reads `subject`). */
export function sectorContactHref(title: string, locale: Locale = 'en'): string {
  const subject = translate(locale, 'sector.projectSubject', { title })
  return `/contact?${new URLSearchParams({ subject }).toString()}`
}

/** The products and clients that name this sector: where 'View Case Studies' leads. */
function CaseStudies({ sector, caseStudies }: { sector: Sector; caseStudies: SectorCaseStudies }) {
  const t = useT()
  return (
    <Section labelledBy="case-studies-title" id={CASE_STUDIES_ID}>
      <SectionHeader
        id="case-studies-title"
        eyebrow={t('sector.caseStudies')}
        title={fill(t('sector.caseStudiesTitle'), {
          title: <Text lang={fallbackLang(sector, 'title')}>{sector.title}</Text>,
        })}
      />
      {caseStudies.products.length > 0 ? (
        <>
          <h3 className={styles.caseHeading}>{t('sector.caseProducts')}</h3>
          <CardGrid items={caseStudies.products} getKey={(p) => p.slug}>
            {(product) => <ProductCard product={product} />}
          </CardGrid>
        </>
      ) : null}
      {caseStudies.clients.length > 0 ? (
        <>
          <h3 className={styles.caseHeading}>{t('sector.caseClients')}</h3>
          <ul className={styles.clientList}>
            {caseStudies.clients.map((client) => (
              <li key={client.slug} className={styles.clientCard}>
                <TextBlock className={styles.clientName} lang={fallbackLang(client, 'name')}>
                  {client.name}
                </TextBlock>
                {client.industry ? (
                  <TextBlock
                    className={styles.clientIndustry}
                    lang={fallbackLang(client, 'industry')}
                  >
                    {client.industry}
                  </TextBlock>
                ) : null}
                {client.description ? (
                  <TextBlock lang={fallbackLang(client, 'description')}>
                    {client.description}
                  </TextBlock>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Section>
  )
}

const CASE_STUDIES_ID = 'case-studies'

/**
 * A sector. 'View Case Studies' leads to the products and clients that name the sector, and is
 * shown only when there are some: a button that goes nowhere is worse than none.
 */
export function SectorDetail({
  sector,
  caseStudies,
}: {
  sector: Sector
  caseStudies: SectorCaseStudies
}) {
  const t = useT()
  const locale = useLocale()
  const showCases = hasCaseStudies(caseStudies)
  const lang = (field: string) => fallbackLang(sector, field)
  const title = <Text lang={lang('title')}>{sector.title}</Text>
  return (
    <>
      <DetailHero
        crumbs={sectorCrumbs(sector.title, locale, lang('title'))}
        titleId="sector-title"
        title={sector.title}
        lead={sector.description}
        icon={<Icon name={sectorIcon(sector.slug)} size={32} />}
        eyebrow={t('sector.eyebrow')}
        actions={
          <>
            <Button to="/contact" size="lg" iconEnd="arrow-right">
              {t('solution.getStarted')}
            </Button>
            {showCases ? (
              <Button to={`/sectors/${sector.slug}#${CASE_STUDIES_ID}`} size="lg" variant="outline">
                {t('sector.viewCaseStudies')}
              </Button>
            ) : null}
          </>
        }
        image={sector.image}
        imageAlt={sector.image_alt || sector.title}
        lang={langsOf(sector, { title: 'title', lead: 'description' })}
      />

      <DetailBody
        titleId="overview-title"
        title={t('solution.overview')}
        asideLabel={t('sector.talkTo', { title: sector.title })}
        aside={<SectorContactPanel sector={sector} />}
      >
        <Markdown lang={lang('detailed_description')}>{sector.detailed_description}</Markdown>
      </DetailBody>

      {sector.solutions.length > 0 ? (
        <Section tone="muted" labelledBy="sector-solutions-title">
          <SectionHeader
            id="sector-solutions-title"
            eyebrow={t('sector.whatWeDeliver')}
            title={fill(t('sector.solutionsTitle'), { title })}
          />
          <PointGrid
            label={t('sector.solutionsLabel', { title: sector.title })}
            points={sector.solutions.map((label) => ({
              icon: 'check-circle',
              label,
              lang: lang('solutions'),
            }))}
          />
        </Section>
      ) : null}

      {showCases ? <CaseStudies sector={sector} caseStudies={caseStudies} /> : null}

      <ContactCallToAction
        title={fill(t('sector.ctaTitle'), {
          title: (
            <Text lang={lang('title')}>
              {locale === 'en' ? sector.title.toLowerCase() : sector.title}
            </Text>
          ),
        })}
        description={t('sector.ctaDescription')}
      />
    </>
  )
}
