import { Bidi, fallbackLang, type FallbackLang, langsOf, Text, TextBlock } from '../i18n/bidi'
import { fill } from '../i18n/fill'
import { Ltr } from '../i18n/Ltr'
import type { Locale } from '../i18n/locale'
import { translate } from '../i18n/messages'
import { useLocale, useT } from '../i18n/use-locale'
import type { Product } from '@site/contract'
import { usePublicConfig } from '../public-config'
import { ContactCallToAction } from '../site/ContactCallToAction'
import type { Crumb } from '../ui/Breadcrumb'
import { Button } from '../ui/Button'
import { button } from '../ui/Button.css'
import { DetailBody } from '../ui/DetailBody'
import { DetailHero } from '../ui/DetailHero'
import { Icon } from '../ui/Icon'
import { Markdown } from '../ui/Markdown'
import { Panel } from '../ui/Panel'
import { PartnerCard } from './PartnerCard'
import { datasheetHref, quoteHref } from './product-links'
import { categoryIcon, categoryName } from './products-page'
import * as styles from './ProductDetail.css'

export const productsListPath = '/products'

/** Home > Products > this product: the visible breadcrumb and its JSON-LD. */
export function productCrumbs(title: string, locale: Locale = 'en', lang?: FallbackLang): Crumb[] {
  return [
    { label: translate(locale, 'nav.home'), to: '/' },
    { label: translate(locale, 'nav.products'), to: productsListPath },
    { label: title, lang },
  ]
}

export function ProductDetail({ product }: { product: Product }) {
  const { publicMediaUrl } = usePublicConfig()
  const t = useT()
  const locale = useLocale()
  const datasheet = datasheetHref(publicMediaUrl, product.datasheet)
  const partner = product.partner_details
  const specs = product.specifications
  const lang = (field: string) => fallbackLang(product, field)
  return (
    <>
      <DetailHero
        crumbs={productCrumbs(product.title, locale, lang('title'))}
        titleId="product-title"
        title={product.title}
        lead={product.summary}
        icon={<Icon name={categoryIcon(product.category)} size={32} />}
        eyebrow={categoryName(product.category, locale)}
        facts={
          product.price_range || partner ? (
            <dl className={styles.facts}>
              {product.price_range ? (
                <div className={styles.fact}>
                  <dt className={styles.term}>{t('product.priceRange')}</dt>
                  <dd>
                    <Bidi>{product.price_range}</Bidi>
                  </dd>
                </div>
              ) : null}
              {partner ? (
                <div className={styles.fact}>
                  <dt className={styles.term}>{t('product.partner')}</dt>
                  {/* a company's name is a proper name: not for translation tools either */}
                  <dd translate="no">
                    <Text lang={fallbackLang(partner, 'name')}>{partner.name}</Text>
                  </dd>
                </div>
              ) : null}
            </dl>
          ) : null
        }
        actions={
          <>
            <Button to={quoteHref(product.slug)} size="lg" iconEnd="arrow-right">
              {t('product.requestQuote')}
            </Button>
            {datasheet ? (
              // a file, not a page: a plain link (the router would try to render it)
              <a
                href={datasheet}
                download
                type="application/pdf"
                className={button({ variant: 'outline', size: 'lg' })}
              >
                <Icon name="download" size={18} />
                <span>{t('product.downloadDatasheet')}</span>
                <span className={styles.fileType}>
                  <Ltr>(PDF)</Ltr>
                </span>
              </a>
            ) : null}
          </>
        }
        image={product.image}
        imageAlt={product.image_alt || product.title}
        lang={langsOf(product, { title: 'title', lead: 'summary' })}
      />

      <DetailBody
        titleId="overview-title"
        title={t('product.overview')}
        asideLabel={t('product.asideLabel')}
        aside={
          specs.length > 0 || partner ? (
            <>
              {specs.length > 0 ? (
                <Panel title={t('product.specs')} icon="settings">
                  <table className={styles.specs}>
                    <tbody>
                      {specs.map((s) => (
                        <tr key={s.name} className={styles.specRow}>
                          <th scope="row" className={styles.specName}>
                            <Bidi>{s.name}</Bidi>
                          </th>
                          <td className={styles.specValue}>
                            <Bidi>{s.value}</Bidi>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </Panel>
              ) : null}
              {partner ? (
                <Panel
                  title={t(
                    partner.is_strategic ? 'product.strategicPartner' : 'product.technologyPartner',
                  )}
                  icon="users"
                >
                  <PartnerCard partner={partner} framed={false} />
                </Panel>
              ) : null}
            </>
          ) : null
        }
      >
        {product.description ? (
          <Markdown lang={lang('description')}>{product.description}</Markdown>
        ) : (
          <TextBlock className={styles.summary} lang={lang('summary')}>
            {product.summary}
          </TextBlock>
        )}
      </DetailBody>

      <ContactCallToAction
        title={fill(t('product.ctaTitle'), {
          title: <Text lang={lang('title')}>{product.title}</Text>,
        })}
        description={t('product.ctaDescription')}
        label={t('product.ctaButton')}
      />
    </>
  )
}
