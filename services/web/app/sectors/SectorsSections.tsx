import { fallbackLang } from '../i18n/bidi'
import { useT } from '../i18n/use-locale'
import { companyClaims } from '../company'
import { FeatureSplit } from '../ui/FeatureSplit'
import { PointGrid } from '../ui/PointGrid'
import { Section, SectionHeader } from '../ui/Section'
import type { SectorsPageContent } from './sectors-page'

/** Sector expertise: the intro and the sector count beside the company's key claims. */
export function SectorExpertise({ expertise }: { expertise: SectorsPageContent['expertise'] }) {
  const t = useT()
  return (
    <Section tone="muted" labelledBy="expertise-title">
      <SectionHeader
        id="expertise-title"
        eyebrow={expertise.smallTitle}
        title={expertise.title}
        description={expertise.description}
        lang={expertise.lang}
      />
      <PointGrid
        label={t('sectors.figures')}
        points={[
          { icon: 'building', label: expertise.sectorCount, caption: t('sectors.keySectors') },
          ...companyClaims
            .filter((c) => c.icon !== 'phone')
            .map((c) => ({ icon: c.icon, label: c.value, caption: t(c.caption) })),
        ]}
      />
    </Section>
  )
}

/** 'Sector Excellence': the intro and image, with every sector we serve. */
export function SectorExcellence({
  excellence,
  sectors,
}: {
  excellence: SectorsPageContent['excellence']
  sectors: SectorsPageContent['sectors']
}) {
  const t = useT()
  return (
    <FeatureSplit
      id="excellence-title"
      eyebrow={excellence.smallTitle}
      title={excellence.title}
      description={excellence.description}
      image={excellence.image}
      imageAlt=""
      reverse
      lang={excellence.lang}
    >
      {sectors.length > 0 ? (
        <PointGrid
          label={t('sectors.weServe')}
          points={sectors.map((s) => ({
            icon: s.icon,
            label: s.title,
            lang: fallbackLang(s, 'title'),
          }))}
        />
      ) : null}
    </FeatureSplit>
  )
}
