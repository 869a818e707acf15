import { Bidi, langsOf, Text } from '../i18n/bidi'
import { useT } from '../i18n/use-locale'
import { Icon } from '../ui/Icon'
import { MediaCard } from '../ui/MediaCard'
import { categoryIcon, type ProductCardData } from './products-page'
import * as styles from './ProductCard.css'

/** A product in its category: image, category icon, title, summary, maker and price range. */
export function ProductCard({ product }: { product: ProductCardData }) {
  const t = useT()
  return (
    <MediaCard
      to={`/products/${product.slug}`}
      title={product.title}
      description={product.summary}
      icon={<Icon name={categoryIcon(product.category)} size={26} />}
      image={product.image}
      linkLabel={t('product.viewDetails')}
      lang={langsOf(product, { title: 'title', description: 'summary' })}
    >
      {product.partnerName || product.price_range ? (
        <dl className={styles.facts}>
          {product.partnerName ? (
            <div className={styles.fact}>
              <dt className={styles.term}>{t('product.partner')}</dt>
              {/* a company's name is a proper name: not for translation tools either */}
              <dd translate="no">
                <Text>{product.partnerName}</Text>
              </dd>
            </div>
          ) : null}
          {product.price_range ? (
            <div className={styles.fact}>
              <dt className={styles.term}>{t('product.price')}</dt>
              <dd>
                <Bidi>{product.price_range}</Bidi>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </MediaCard>
  )
}
