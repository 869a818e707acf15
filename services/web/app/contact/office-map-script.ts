import { modifierKeyOf, platformOf } from './modifier-key'

/** The parts of Leaflet's global (its prebuilt script sets window.L) this map uses. */
interface LeafletMap {
  getContainer(): HTMLElement
  getZoom(): number
  mouseEventToContainerPoint(event: MouseEvent): unknown
  setZoomAround(point: unknown, zoom: number): void
}
interface LeafletGlobal {
  map(element: HTMLElement, options: Record<string, unknown>): LeafletMap
  tileLayer(url: string, options: Record<string, unknown>): { addTo(map: LeafletMap): void }
  marker(at: [number, number], options: Record<string, unknown>): { addTo(map: LeafletMap): void }
  divIcon(options: Record<string, unknown>): unknown
}

/**
 * The contact page's office map, without React (the page is sent as server HTML). Each
 * `[data-office-map]` section (OfficeMap.tsx renders it with its settings in data attributes)
 * waits until it comes within 200 px of the screen, then loads Leaflet's script and stylesheet
 * (built assets) and draws the map: the tiles, the red marker, and the gesture rules. The wheel
 * zooms only with ⌘ or Ctrl held (the hint names the visitor's key) and one finger scrolls the
 * page on touch screens, so the page never gets stuck in the map; either way a hint says how.
 * Until then, and without JavaScript, the link to OpenStreetMap inside the frame stands in.
 *
 * Self-contained apart from its two arguments (inlined as source with the request's nonce).
 */
export function startOfficeMaps(
  keyOf: typeof modifierKeyOf,
  platformFrom: typeof platformOf,
): void {
  const doc = document
  let leaflet: Promise<LeafletGlobal> | null = null
  const loadLeaflet = (scriptUrl: string, styleUrl: string) => {
    leaflet ??= new Promise<LeafletGlobal>((resolve, reject) => {
      const style = doc.createElement('link')
      style.rel = 'stylesheet'
      style.href = styleUrl
      doc.head.appendChild(style)
      const script = doc.createElement('script')
      script.src = scriptUrl
      script.onload = () => resolve((window as unknown as { L: LeafletGlobal }).L)
      script.onerror = () => reject(new Error('the map script did not load'))
      doc.head.appendChild(script)
    })
    return leaflet
  }

  const draw = (L: LeafletGlobal, holder: HTMLElement) => {
    const data = holder.dataset
    const frame = holder.querySelector<HTMLElement>('[data-map-frame]')
    const warning = holder.querySelector<HTMLElement>('[data-map-warning]')
    if (!frame || !warning) return
    const at: [number, number] = [Number(data.lat), Number(data.lng)]
    const touch = 'ontouchstart' in window
    frame.replaceChildren()
    const map = L.map(frame, {
      center: at,
      zoom: 13,
      minZoom: 1,
      maxZoom: 18,
      scrollWheelZoom: false,
      dragging: !touch,
      attributionControl: true,
    })
    L.tileLayer(data.tileUrl ?? '', {
      attribution: data.attribution ?? '',
      tileSize: 256,
      subdomains: 'abc',
    }).addTo(map)
    L.marker(at, {
      icon: L.divIcon({
        className: data.markerClass ?? '',
        html: data.markerSvg ?? '',
        iconSize: [29, 34],
        iconAnchor: [14.5, 33],
      }),
      title: data.label ?? '',
      alt: data.label ?? '',
      keyboard: false,
    }).addTo(map)

    let timer: ReturnType<typeof setTimeout> | undefined
    const warn = (text: string) => {
      warning.textContent = text
      warning.setAttribute('data-visible', 'true')
      clearTimeout(timer)
      timer = setTimeout(() => {
        warning.setAttribute('data-visible', 'false')
        warning.textContent = ''
      }, 1500)
    }
    const wheelHint = (data.wheelHint ?? '').replace('{key}', keyOf(platformFrom(navigator)))
    const container = map.getContainer()
    container.addEventListener(
      'wheel',
      (event) => {
        if (!event.metaKey && !event.ctrlKey) return warn(wheelHint)
        event.preventDefault()
        const point = map.mouseEventToContainerPoint(event)
        map.setZoomAround(point, map.getZoom() + (event.deltaY < 0 ? 1 : -1))
      },
      { passive: false },
    )
    container.addEventListener(
      'touchmove',
      (event) => {
        if (event.touches.length === 1) warn(data.touchHint ?? '')
      },
      { passive: true },
    )
  }

  doc.querySelectorAll<HTMLElement>('[data-office-map]').forEach((holder) => {
    const start = () => {
      const { leafletScript, leafletStyle } = holder.dataset
      if (!leafletScript || !leafletStyle) return
      loadLeaflet(leafletScript, leafletStyle).then(
        (L) => draw(L, holder),
        () => {
          // the link to OpenStreetMap stays in the frame
        },
      )
    }
    if (!('IntersectionObserver' in window)) return start()
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        start()
      },
      { rootMargin: '200px' },
    )
    observer.observe(holder)
  })
}

/** The script text for the contact page: the function and the two it is given, as source. */
export const officeMapScript = `(${startOfficeMaps.toString()})(${modifierKeyOf.toString()},${platformOf.toString()})`
