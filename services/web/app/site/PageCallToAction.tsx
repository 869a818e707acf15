import { Text } from '../i18n/bidi'
import { Button } from '../ui/Button'
import { CallToAction } from '../ui/CallToAction'
import type { CtaContent } from './page-sections'

/** A page's closing call to action from its `cta` section (title, text, one button). */
export function PageCallToAction({
  cta,
}: {
  cta: Pick<CtaContent, 'title' | 'description' | 'button'> & {
    lang?: Pick<CtaContent['lang'], 'title' | 'description'>
  }
}) {
  return (
    <CallToAction title={cta.title} description={cta.description} lang={cta.lang}>
      <Button to={cta.button.to} size="lg" iconEnd="arrow-right">
        <Text lang={cta.button.lang}>{cta.button.label}</Text>
      </Button>
    </CallToAction>
  )
}
