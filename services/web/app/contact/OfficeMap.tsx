import leafletScript from 'leaflet/dist/leaflet.js?url'
import leafletStyle from 'leaflet/dist/leaflet.css?url'
import { usePublicConfig } from '../public-config'
import { useT } from '../i18n/use-locale'
import { useNonce } from '../nonce'
import { officeMapScript } from './office-map-script'
import * as styles from './OfficeMap.css'

/** The office's red marker (29x34 px), drawn inline: no marker image to download. */
const redMarker = `<svg width="29" height="34" viewBox="0 0 29 34" aria-hidden="true"><path d="M14.5 33C14.5 33 27 20.6 27 12.5a12.5 12.5 0 0 0-25 0C2 20.6 14.5 33 14.5 33z" fill="#d7263d" stroke="#7f1020" stroke-width="1.5"/><circle cx="14.5" cy="12.5" r="4.5" fill="#fff"/></svg>`

export interface OfficeMapProps {
  lat: number
  lng: number
  label: string
}

/**
 * The office map as server HTML: a named region with a link to the place on OpenStreetMap, and
 * what office-map-script.ts needs to draw the map once the region scrolls into view (Leaflet's
 * built script and stylesheet, the tiles, the marker and the hints in the page's language). The
 * page loads no map code before a visitor gets there, and none at all without a tile server.
 */
export function OfficeMap({ lat, lng, label }: OfficeMapProps) {
  const { mapTileUrl, mapAttribution } = usePublicConfig()
  const t = useT()
  const nonce = useNonce()
  return (
    // a named <section> is a region landmark of its own (no role attribute needed)
    <section
      aria-label={t('map.label', { label })}
      data-testid="office-map"
      className={styles.frame}
      {...(mapTileUrl
        ? {
            'data-office-map': '',
            'data-lat': lat,
            'data-lng': lng,
            'data-label': label,
            'data-tile-url': mapTileUrl,
            'data-attribution': mapAttribution,
            'data-marker-class': styles.markerIcon,
            'data-marker-svg': redMarker,
            'data-wheel-hint': t('map.wheelHint'),
            'data-touch-hint': t('map.touchHint'),
            'data-leaflet-script': leafletScript,
            'data-leaflet-style': leafletStyle,
          }
        : {})}
    >
      <div className={styles.map} data-map-frame="">
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
      <p className={styles.warning} data-map-warning="" data-visible="false" aria-live="polite" />
      {mapTileUrl ? (
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: officeMapScript }} />
      ) : null}
    </section>
  )
}
