import { useAdminI18n } from '../i18n/use-admin-i18n'
import { adminColor, vars } from '../theme.css'
import * as styles from './PageContentsEditor.css'

/**
 * The position on a plain world grid (no map tiles: the admin loads nothing from other sites),
 * with a link to OpenStreetMap to check the exact spot.
 */
export function MapPreview({ lat, lng }: { lat: number; lng: number }) {
  const valid =
    Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
  const { t, number } = useAdminI18n()
  const osm = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`
  return (
    <figure className={styles.form} style={{ margin: 0 }}>
      <svg
        viewBox="-180 -90 360 180"
        role="img"
        aria-label={
          valid
            ? t('companyInfo.mapAt', { lat: number(lat), lng: number(lng) })
            : t('companyInfo.mapInvalid')
        }
        style={{
          width: '100%',
          maxWidth: '420px',
          background: vars.color.brandSoft,
          borderRadius: 8,
        }}
      >
        {[-120, -60, 0, 60, 120].map((x) => (
          <line
            key={`x${x}`}
            x1={x}
            x2={x}
            y1={-90}
            y2={90}
            style={{ stroke: adminColor.gridLine }}
            strokeWidth={0.5}
          />
        ))}
        {[-60, -30, 0, 30, 60].map((y) => (
          <line
            key={`y${y}`}
            y1={y}
            y2={y}
            x1={-180}
            x2={180}
            style={{ stroke: adminColor.gridLine }}
            strokeWidth={0.5}
          />
        ))}
        {valid && (
          <circle
            cx={lng}
            cy={-lat}
            r={4}
            style={{ fill: vars.color.accent, stroke: vars.color.brand }}
            strokeWidth={1.5}
          />
        )}
      </svg>
      <figcaption>
        {valid ? (
          <a href={osm} target="_blank" rel="noopener noreferrer">
            {t('companyInfo.checkOnMap')}
          </a>
        ) : (
          t('companyInfo.enterPosition')
        )}
      </figcaption>
    </figure>
  )
}
