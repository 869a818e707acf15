import type { ConfigData } from 'html-validate'

/**
 * html-validate's recommended rules for server-rendered pages (html-validate.spec.ts, and specs
 * that validate a page of their own). Only the rules about how React itself serialises HTML are
 * left out: they judge React's spelling of valid HTML, not our markup, and no component could
 * change it.
 */
export const htmlRules: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // React closes void elements XHTML-style: <meta charSet="utf-8"/>
    'void-style': 'off',
    // React writes DOM property names: charSet, srcSet, hrefLang, fetchPriority, imageSrcSet
    'attr-case': 'off',
    // React writes true boolean and empty attributes with an empty value: hidden="", download=""
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React's own ids: useId's _R_…_ and streaming's B:0 / S:0. HTML allows any id without
    // whitespace, which the relaxed check still enforces.
    'valid-id': ['error', { relaxed: true }],
  },
}
