import 'leaflet/dist/leaflet.css'
import L from 'leaflet'
import { useEffect, useRef, useState } from 'react'
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet'
import { useT } from '../i18n/use-locale'
import { useModifierKey } from './modifier-key'
import * as styles from './OfficeMap.css'

export interface OfficeMapProps {
  lat: number
  lng: number
  tileUrl: string
  attribution: string
  label: string
}

/** The spec's red marker (29x34), drawn inline: no marker image to download. */
const redMarker = L.divIcon({
  className: styles.markerIcon,
  html: `<svg width="29" height="34" viewBox="0 0 29 34" aria-hidden="true"><path d="M14.5 33C14.5 33 27 20.6 27 12.5a12.5 12.5 0 0 0-25 0C2 20.6 14.5 33 14.5 33z" fill="#d7263d" stroke="#7f1020" stroke-width="1.5"/><circle cx="14.5" cy="12.5" r="4.5" fill="#fff"/></svg>`,
  iconSize: [29, 34],
  iconAnchor: [14.5, 33],
})

type Warning = 'wheel' | 'touch' | null

/**
 * Wheel zoom only with the meta (or ctrl) key held (the hint names the visitor's: ⌘ or Ctrl), so scrolling the page never gets stuck in the
 * map; one-finger drags scroll the page on touch screens. Either way the visitor is told how.
 */
function GestureGuard({ onWarn }: { onWarn: (warning: Warning) => void }) {
  const map = useMap()
  useEffect(() => {
    const container = map.getContainer()
    const onWheel = (event: WheelEvent) => {
      if (event.metaKey || event.ctrlKey) {
        event.preventDefault()
        const point = map.mouseEventToContainerPoint(event)
        map.setZoomAround(point, map.getZoom() + (event.deltaY < 0 ? 1 : -1))
      } else onWarn('wheel')
    }
    const onTouch = (event: TouchEvent) => {
      if (event.touches.length === 1) onWarn('touch')
    }
    container.addEventListener('wheel', onWheel, { passive: false })
    container.addEventListener('touchmove', onTouch, { passive: true })
    return () => {
      container.removeEventListener('wheel', onWheel)
      container.removeEventListener('touchmove', onTouch)
    }
  }, [map, onWarn])
  return null
}

export default function OfficeMap({ lat, lng, tileUrl, attribution, label }: OfficeMapProps) {
  const [warning, setWarning] = useState<Warning>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const warn = useRef((next: Warning) => {
    setWarning(next)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setWarning(null), 1500)
  }).current
  useEffect(() => () => clearTimeout(timer.current), [])
  const touch = typeof window !== 'undefined' && 'ontouchstart' in window
  const t = useT()
  const key = useModifierKey()

  return (
    <div className={styles.frame}>
      <MapContainer
        center={[lat, lng]}
        zoom={13}
        minZoom={1}
        maxZoom={18}
        scrollWheelZoom={false}
        dragging={!touch}
        className={styles.map}
        attributionControl
      >
        <TileLayer url={tileUrl} attribution={attribution} tileSize={256} subdomains="abc" />
        <Marker position={[lat, lng]} icon={redMarker} title={label} alt={label} keyboard={false} />
        <GestureGuard onWarn={warn} />
      </MapContainer>
      <p className={styles.warning} data-visible={warning !== null} aria-live="polite">
        {warning === 'touch'
          ? t('map.touchHint')
          : warning === 'wheel'
            ? t('map.wheelHint', { key })
            : ''}
      </p>
    </div>
  )
}
