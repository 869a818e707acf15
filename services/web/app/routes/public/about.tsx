import { fallbackLang, langsOf } from '../../i18n/bidi'
import { translate } from '../../i18n/messages'
import { useT } from '../../i18n/use-locale'
import { AboutHero } from '../../about/AboutHero'
import { ClientsStrip } from '../../clients/ClientsStrip'
import { expertiseAreas } from '../../about/about-page'
import { loadAboutPage } from '../../about/about.server'
import { Principles, TrustCards } from '../../about/Principles'
import { StatsBand } from '../../home/StatsBand'
import { seoMeta, siteUrlsFrom } from '../../seo'
import { PageCallToAction } from '../../site/PageCallToAction'
import { FeatureSplit } from '../../ui/FeatureSplit'
import { Markdown } from '../../ui/Markdown'
import type { IconName } from '../../ui/Icon'
import { PointGrid } from '../../ui/PointGrid'
import type { Route } from './+types/about'
import { localeFromPath, localeFromRequest } from '../../i18n/locale'
import { staticPage } from '../../hydration'

/** Content only: sent without React's runtime (hydration.ts). */
export const handle = staticPage

export function loader({ context, request }: Route.LoaderArgs) {
  return loadAboutPage(context, localeFromRequest(request))
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta(
    {
      title: loaderData?.seo.title || translate(localeFromPath(location.pathname), 'about.title'),
      description: loaderData?.seo.description || loaderData?.hero.description,
      keywords: [
        'about Falcon Gridworks',
        ...expertiseAreas.map((key) => translate('en', key).toLowerCase()),
        'Dubai',
        'MENA',
        'Africa',
      ],
      path: location.pathname,
      image: loaderData?.hero.image,
    },
    siteUrlsFrom(matches),
  )

const areaIcons: IconName[] = ['zap', 'server', 'wifi', 'settings']

export default function About({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { hero, stats, expertise, principles, history, more, trust, cta, clients } = loaderData
  return (
    <>
      <AboutHero hero={hero} />
      <StatsBand stats={stats} />
      <FeatureSplit
        id="expertise-title"
        eyebrow={expertise.smallTitle}
        title={expertise.title}
        description={expertise.description}
        image={expertise.image}
        imageAlt=""
        lang={expertise.lang}
      >
        <PointGrid
          label={t('about.disciplines')}
          points={expertiseAreas.map((key, i) => ({
            label: t(key),
            icon: areaIcons[i] ?? 'check',
          }))}
        />
      </FeatureSplit>
      <Principles principles={principles} />
      {history ? (
        <FeatureSplit
          id="history-title"
          eyebrow={t('about.ourStory')}
          title={history.title}
          description={history.subtitle}
          image={history.image}
          imageAlt={history.imageAlt}
          reverse
          lang={langsOf(history, { title: 'title', description: 'subtitle' })}
        >
          <Markdown lang={fallbackLang(history, 'content')}>{history.content}</Markdown>
        </FeatureSplit>
      ) : null}
      {more.map((section, i) => (
        <FeatureSplit
          key={section.key}
          id={`about-section-${section.key}`}
          title={section.title}
          description={section.subtitle}
          image={section.image}
          imageAlt={section.imageAlt}
          reverse={i % 2 === 0}
          tone={i % 2 === 0 ? 'muted' : 'plain'}
          lang={langsOf(section, { title: 'title', description: 'subtitle' })}
        >
          <Markdown lang={fallbackLang(section, 'content')}>{section.content}</Markdown>
        </FeatureSplit>
      ))}
      <TrustCards trust={trust} />
      <ClientsStrip clients={clients} />
      <PageCallToAction cta={cta} />
    </>
  )
}
