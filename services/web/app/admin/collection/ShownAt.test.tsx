import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { collectionDefinitions, recordPlaces } from '@site/contract'
import { ShownAt } from './ShownAt'

const sentence = (places: readonly string[]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ShownAt places={places} />
    </MemoryRouter>,
  )

describe('ShownAt', () => {
  it('when a client is edited, then the sentence names Home and About, each a link', () => {
    const html = sentence(recordPlaces(collectionDefinitions.clients, 'kilima-towers'))
    expect(html).toBe(
      'Shown at <a href="/" data-discover="true">/</a> and <a href="/about" data-discover="true">/about</a>. ',
    )
  })

  it('when a record has a page of its own, then that one page is named', () => {
    const html = sentence(recordPlaces(collectionDefinitions.products, 'rx-500'))
    expect(html).toBe(
      'Shown at <a href="/products/rx-500" data-discover="true">/products/rx-500</a>. ',
    )
  })

  it('when there are three places, then they are listed with commas and a last "and"', () => {
    expect(sentence(['/a', '/b', '/c']).replace(/<[^>]+>/g, '')).toBe('Shown at /a, /b and /c. ')
  })

  it('when a record shows nowhere, then nothing is said', () => {
    expect(sentence([])).toBe('')
  })
})
