import type { Product } from '@site/content-api/schemas'
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
import { categoryIcon } from './products-page'
import * as styles from './ProductDetail.css'

export const productsListPath = '/products'

/** Home > Products > this product: the visible breadcrumb and its JSON-LD. */
export function productCrumbs(title: string): Crumb[] {
  return [{ label: 'Home', to: '/' }, { label: 'Products', to: productsListPath }, { label: title }]
}

export function ProductDetail({ product }: { product: Product }) {
  const { publicMediaUrl } = usePublicConfig()
  const datasheet = datasheetHref(publicMediaUrl, product.datasheet)
  const partner = product.partner_details
  const specs = product.specifications
  return (
    <>
      <DetailHero
        crumbs={productCrumbs(product.title)}
        titleId="product-title"
        title={product.title}
        lead={product.summary}
        icon={<Icon name={categoryIcon(product.category)} size={32} />}
        eyebrow={product.category}
        facts={
          product.price_range || partner ? (
            <dl className={styles.facts}>
              {product.price_range ? (
                <div className={styles.fact}>
                  <dt className={styles.term}>Price range</dt>
                  <dd>{product.price_range}</dd>
                </div>
              ) : null}
              {partner ? (
                <div className={styles.fact}>
                  <dt className={styles.term}>Partner</dt>
                  <dd>{partner.name}</dd>
                </div>
              ) : null}
            </dl>
          ) : null
        }
        actions={
          <>
            <Button to={quoteHref(product.slug)} size="lg" iconEnd="arrow-right">
              Request Quote
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
                <span>Download Datasheet</span>
                <span className={styles.fileType}>(PDF)</span>
              </a>
            ) : null}
          </>
        }
        image={product.image}
        imageAlt={product.image_alt || product.title}
      />

      <DetailBody
        titleId="overview-title"
        title="Product Overview"
        asideLabel="Specifications and partner"
        aside={
          specs.length > 0 || partner ? (
            <>
              {specs.length > 0 ? (
                <Panel title="Technical Specifications" icon="settings">
                  <table className={styles.specs}>
                    <tbody>
                      {specs.map((s) => (
                        <tr key={s.name} className={styles.specRow}>
                          <th scope="row" className={styles.specName}>
                            {s.name}
                          </th>
                          <td className={styles.specValue}>{s.value}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </Panel>
              ) : null}
              {partner ? (
                <Panel
                  title={partner.is_strategic ? 'Strategic Partner' : 'Technology Partner'}
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
          <Markdown>{product.description}</Markdown>
        ) : (
          <p className={styles.summary}>{product.summary}</p>
        )}
      </DetailBody>

      <ContactCallToAction
        title={`Interested in the ${product.title}?`}
        description="Our sales engineers size it for your site and prepare a quotation with delivery and support options."
        label="Contact Sales Team"
      />
    </>
  )
}
