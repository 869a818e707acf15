import { Button } from '../ui/Button'
import { CallToAction } from '../ui/CallToAction'
import type { CtaContent } from './page-sections'

/** A page's closing call to action from its `cta` section (title, text, one button). */
export function PageCallToAction({
  cta,
}: {
  cta: Pick<CtaContent, 'title' | 'description' | 'button'>
}) {
  return (
    <CallToAction title={cta.title} description={cta.description}>
      <Button to={cta.button.to} size="lg" iconEnd="arrow-right">
        {cta.button.label}
      </Button>
    </CallToAction>
  )
}
