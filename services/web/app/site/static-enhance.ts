import { consentAcceptedEvent, consentDecidedAttribute, consentStorageKey } from './consent'

/**
 * Public pages that only show content are sent without React's runtime (a budget of 90 KiB
 * of JavaScript; React DOM and React Router alone are 108 KiB). Their few interactive parts are
 * server HTML that this script brings to life, the same behaviour the React components have on
 * hydrated pages (the admin), hooked on the data attributes those components render:
 *
 * - `[data-menu-toggle]`: opens and closes the phone menu (`aria-controls`), Escape closes it and
 *   returns focus to the toggle; the toggle's label comes from `data-label-open/close`;
 * - `[data-dropdown]`: Escape hides the Solutions dropdown until the pointer or focus leaves;
 * - `[data-consent-choice]`: Accept or Decline stores the choice (and Accept fires the event a
 *   provider listens for), then the banner hides; `[data-manage-cookies]` forgets it and reloads;
 * - `[data-lqip]`: the blurred placeholder fades out once its image has loaded;
 * - `[data-sending-label]`: a submit button says so while its form posts (and takes no second
 *   press); `[data-focus-on-load]`: a form's message takes the focus, so it is in view and read;
 * - `[data-accordion]`: one item open at a time (a click on the open one closes it), the arrow
 *   keys, Home and End move between the buttons, and a #hash naming an item opens it.
 *
 * Self-contained (it is inlined as source with the request's CSP nonce, like consentProbe).
 */
export function enhanceStaticPage(storageKey: string, decided: string, acceptedEvent: string) {
  const doc = document
  const toggle = doc.querySelector<HTMLButtonElement>('[data-menu-toggle]')
  const panel = toggle ? doc.getElementById(toggle.getAttribute('aria-controls') || '') : null
  const setMenu = (open: boolean) => {
    if (!toggle || !panel) return
    panel.hidden = !open
    toggle.setAttribute('aria-expanded', String(open))
    toggle.setAttribute(
      'aria-label',
      toggle.getAttribute(open ? 'data-label-close' : 'data-label-open') || '',
    )
  }
  if (toggle)
    toggle.addEventListener('click', () => setMenu(toggle.getAttribute('aria-expanded') !== 'true'))
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !toggle || toggle.getAttribute('aria-expanded') !== 'true') return
    setMenu(false)
    toggle.focus()
  })

  doc.querySelectorAll<HTMLElement>('[data-dropdown]').forEach((item) => {
    item.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') item.setAttribute('data-dismissed', 'true')
    })
    item.addEventListener('mouseleave', () => item.setAttribute('data-dismissed', 'false'))
    item.addEventListener('focusout', (event) => {
      if (!item.contains(event.relatedTarget as Node | null))
        item.setAttribute('data-dismissed', 'false')
    })
  })

  doc.querySelectorAll<HTMLElement>('[data-consent-choice]').forEach((button) => {
    button.addEventListener('click', () => {
      const analytics = button.getAttribute('data-consent-choice') === 'accept'
      try {
        window.localStorage.setItem(storageKey, JSON.stringify({ analytics, ts: Date.now() }))
      } catch {
        // blocked storage: the choice holds for this page view only
      }
      doc.documentElement.setAttribute(decided, '')
      if (analytics) window.dispatchEvent(new Event(acceptedEvent))
    })
  })
  doc.querySelectorAll<HTMLElement>('[data-manage-cookies]').forEach((button) => {
    button.addEventListener('click', () => {
      try {
        window.localStorage.removeItem(storageKey)
      } catch {
        // nothing stored that we could remove
      }
      window.location.reload()
    })
  })

  doc.querySelectorAll<HTMLButtonElement>('button[data-sending-label]').forEach((button) => {
    button.form?.addEventListener('submit', () => {
      // after the submit event, so the disabled button still sent the form
      setTimeout(() => {
        button.disabled = true
        button.form?.setAttribute('aria-busy', 'true')
        const label = button.querySelector('span')
        if (label) label.textContent = button.getAttribute('data-sending-label')
        button.querySelectorAll('svg').forEach((icon) => icon.remove())
      })
    })
  })
  doc.querySelector<HTMLElement>('[data-focus-on-load]')?.focus()

  doc.querySelectorAll<HTMLElement>('[data-accordion]').forEach((root) => {
    const items = Array.from(root.querySelectorAll<HTMLElement>('[data-accordion-item]'))
    const triggerOf = (item: HTMLElement) =>
      item.querySelector<HTMLButtonElement>('[data-accordion-trigger]')
    const setOpen = (item: HTMLElement, open: boolean) => {
      const trigger = triggerOf(item)
      const panel = trigger ? doc.getElementById(trigger.getAttribute('aria-controls') || '') : null
      if (!trigger || !panel) return
      trigger.setAttribute('aria-expanded', String(open))
      for (const el of [item, trigger, panel])
        el.setAttribute('data-state', open ? 'open' : 'closed')
      panel.hidden = !open
    }
    const openOnly = (target: HTMLElement | null) => items.forEach((i) => setOpen(i, i === target))
    items.forEach((item, index) => {
      const trigger = triggerOf(item)
      if (!trigger) return
      trigger.addEventListener('click', () =>
        openOnly(trigger.getAttribute('aria-expanded') === 'true' ? null : item),
      )
      trigger.addEventListener('keydown', (event) => {
        const last = items.length - 1
        const to: Record<string, number> = {
          ArrowDown: index === last ? 0 : index + 1,
          ArrowUp: index === 0 ? last : index - 1,
          Home: 0,
          End: last,
        }
        const next = to[event.key]
        const target = next === undefined ? undefined : items[next]
        if (!target) return
        event.preventDefault()
        triggerOf(target)?.focus()
      })
    })
    const openFromHash = () => {
      let id = ''
      try {
        id = decodeURIComponent(window.location.hash.slice(1))
      } catch {
        return // a hash that is not valid percent-encoding names no item
      }
      const item = items.find((i) => i.id === id)
      if (!item) return
      openOnly(item)
      item.scrollIntoView({ block: 'start' })
    }
    openFromHash()
    window.addEventListener('hashchange', openFromHash)
  })

  doc.querySelectorAll<HTMLImageElement>('img[data-lqip]').forEach((img) => {
    const frame = img.closest('[data-loaded]')
    const done = () => frame && frame.setAttribute('data-loaded', 'true')
    if (img.complete && img.naturalWidth > 0) done()
    else img.addEventListener('load', done)
  })
}

/** The script text for a page sent without React. */
export const staticEnhanceScript = `(${enhanceStaticPage.toString()})(${JSON.stringify(consentStorageKey)},${JSON.stringify(consentDecidedAttribute)},${JSON.stringify(consentAcceptedEvent)})`
