import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { usePublicConfig } from '../public-config'
import { useT } from '../i18n/use-locale'
import type { OfficeMapProps } from './OfficeMap'
import * as styles from './OfficeMap.css'

const OfficeMap = lazy(() => import('./OfficeMap'))

/**
 * The office map, loaded only when it scrolls into view: Leaflet and its tiles stay off the
 * page until a visitor gets there. Before that (and without JavaScript) a link to the place on
 * OpenStreetMap stands in.
 */
export function LazyOfficeMap({ lat, lng, label }: Pick<OfficeMapProps, 'lat' | 'lng' | 'label'>) {
  const { mapTileUrl, mapAttribution } = usePublicConfig()
  const t = useT()
  const holder = useRef<HTMLElement>(null)
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const element = holder.current
    if (!element || visible) return
    if (!('IntersectionObserver' in window)) {
      setVisible(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true)
          observer.disconnect()
        }
      },
      { rootMargin: '200px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [visible])

  const fallback = (
    <div className={styles.frame}>
      <p className={styles.placeholder}>
        <a
          href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('map.open')}
        </a>
      </p>
    </div>
  )
  return (
    // a named <section> is a region landmark of its own (no role attribute needed)
    <section ref={holder} aria-label={t('map.label', { label })} data-testid="office-map">
      {visible && mapTileUrl ? (
        <Suspense fallback={fallback}>
          <OfficeMap
            lat={lat}
            lng={lng}
            label={label}
            tileUrl={mapTileUrl}
            attribution={mapAttribution}
          />
        </Suspense>
      ) : (
        fallback
      )}
    </section>
  )
}
