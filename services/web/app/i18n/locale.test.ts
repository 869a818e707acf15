import { describe, expect, it } from 'vitest'
import { dirOf, localeFromPath, localeFromRequest, localizePath, stripLocale } from './locale'

describe('localeFromPath', () => {
  it('when the path is /ar or under /ar/, then it is Arabic', () => {
    expect(localeFromPath('/ar')).toBe('ar')
    expect(localeFromPath('/ar/')).toBe('ar')
    expect(localeFromPath('/ar/solutions/energy-systems')).toBe('ar')
  })
  it('when the path only starts with the letters "ar", then it is English', () => {
    expect(localeFromPath('/arabica')).toBe('en')
    expect(localeFromPath('/about')).toBe('en')
    expect(localeFromPath('/')).toBe('en')
  })
  it('when a request comes in, then its URL decides', () => {
    expect(localeFromRequest(new Request('http://x.test/ar/about?q=1'))).toBe('ar')
    expect(localeFromRequest(new Request('http://x.test/about'))).toBe('en')
  })
  it('gives each language its direction', () => {
    expect(dirOf('ar')).toBe('rtl')
    expect(dirOf('en')).toBe('ltr')
  })
})

describe('localizePath', () => {
  it('when asked for Arabic, then prefixes /ar and keeps query and hash', () => {
    expect(localizePath('/', 'ar')).toBe('/ar')
    expect(localizePath('/solutions', 'ar')).toBe('/ar/solutions')
    expect(localizePath('/contact?subject=x#form', 'ar')).toBe('/ar/contact?subject=x#form')
  })
  it('when the path is already Arabic, then it is not prefixed twice', () => {
    expect(localizePath('/ar/solutions', 'ar')).toBe('/ar/solutions')
  })
  it('when asked for English, then removes the prefix', () => {
    expect(localizePath('/ar/solutions', 'en')).toBe('/solutions')
    expect(localizePath('/ar', 'en')).toBe('/')
    expect(localizePath('/about', 'en')).toBe('/about')
  })
  it('when the link is external or protocol-relative, then it is left alone', () => {
    expect(localizePath('https://example.com/x', 'ar')).toBe('https://example.com/x')
    expect(localizePath('//cdn.test/x', 'ar')).toBe('//cdn.test/x')
    expect(localizePath('mailto:a@b.test', 'ar')).toBe('mailto:a@b.test')
  })
})

describe('stripLocale and switching language', () => {
  it('strips the Arabic prefix', () => {
    expect(stripLocale('/ar/terms')).toBe('/terms')
    expect(stripLocale('/ar/')).toBe('/')
  })
  it('when switching language, then the same page is kept, whichever two languages', () => {
    expect(localizePath('/solutions/energy-systems', 'ar')).toBe('/ar/solutions/energy-systems')
    expect(localizePath('/ar/solutions/energy-systems', 'fr')).toBe('/fr/solutions/energy-systems')
    expect(localizePath('/fr', 'ar')).toBe('/ar')
    expect(localizePath('/fr/about?x=1', 'en')).toBe('/about?x=1')
  })
  it('when the path is French, then its language, direction and bare path come from the list', () => {
    expect(localeFromPath('/fr/about')).toBe('fr')
    expect(localeFromPath('/french')).toBe('en')
    expect(dirOf('fr')).toBe('ltr')
    expect(stripLocale('/fr/terms')).toBe('/terms')
  })
})
