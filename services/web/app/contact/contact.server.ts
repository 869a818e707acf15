import { data, redirect, type AppLoadContext } from 'react-router'
import { ContentApiError, ContentApiUnreachableError } from '@site/contract/client'
import { ContactInput, fieldErrorsOf } from '@site/contract'
import { log } from '../log.server'
import { readPublic } from '../site/content-read.server'
import { collectionReads } from '../site/collection-read.server'
import { localeFromPath, localizePath } from '../i18n/locale'
import { translate } from '../i18n/messages'
import { contactDetailsOf } from './contact-details'
import { localizeContactErrors } from './contact-messages'
import { elapsedSince, issueFormToken } from './form-token.server'

/** The form's fields as typed, sent back with errors so nothing is lost. */
export const contactFields = [
  'full_name',
  'email',
  'company',
  'phone',
  'subject',
  'service',
  'message',
] as const
export type ContactFormValues = Record<(typeof contactFields)[number], string>

export interface ContactActionData {
  values: ContactFormValues
  fieldErrors: Record<string, string>
  formError?: string
}

const SUBJECT_MAX = 200

/**
 * /contact: the company's contact details, a freshly signed form token, and a subject prefilled
 * from ?subject= (Schedule Meeting, a sector's Get Started) or ?product=<slug> (Request Quote).
 */
export async function loadContactPage(request: Request, context: AppLoadContext) {
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  // the settings in the page's language (Arabic address and hours where translated)
  const api = context.contentApi(undefined, locale)
  const productSlug = url.searchParams.get('product')?.trim() ?? ''
  const [settings, product] = await Promise.all([
    readPublic('company settings', () => api.companySettings()),
    /^[a-z0-9-]{1,80}$/.test(productSlug)
      ? collectionReads(context, locale).get('products', productSlug)
      : Promise.resolve(null),
  ])
  const asked = url.searchParams.get('subject')?.trim() ?? ''
  const subject = (
    product ? translate(locale, 'contact.quoteSubject', { title: String(product.title) }) : asked
  ).slice(0, SUBJECT_MAX)
  return {
    details: contactDetailsOf(settings.settings, settings.missing),
    subject,
    sent: url.searchParams.get('sent') === '1',
    formToken: issueFormToken(context.config.contactFormSecret),
  }
}

const valuesOf = (form: FormData): ContactFormValues =>
  Object.fromEntries(
    contactFields.map((name) => {
      const value = form.get(name)
      return [name, typeof value === 'string' ? value : '']
    }),
  ) as ContactFormValues

const failed = (result: ContactActionData, status: number, headers?: HeadersInit) =>
  data(result, { status, ...(headers ? { headers } : {}) })

/**
 * The contact page's headers: rendered per view, never from the page cache or a CDN (the form
 * carries a freshly signed render time, and ?subject/?product prefill it); a 429 says when to try
 * again in `Retry-After` too, for clients that read headers rather than the page.
 */
export function contactHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  const headers = new Headers({ 'Cache-Control': 'private, no-store' })
  const retryAfter = actionHeaders.get('Retry-After')
  if (retryAfter) headers.set('Retry-After', retryAfter)
  return headers
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60))

/**
 * Sends the form to content-api, which stores it before answering. Without JavaScript this is a
 * plain POST; success redirects to ?sent=1 (so a reload does not send twice), any failure
 * answers the page again with every typed value and a message per field.
 */
export async function contactAction(request: Request, context: AppLoadContext) {
  const locale = localeFromPath(new URL(request.url).pathname)
  const form = await request.formData()
  const values = valuesOf(form)
  const parsed = ContactInput.safeParse(values)
  if (!parsed.success) {
    return failed(
      { values, fieldErrors: localizeContactErrors(fieldErrorsOf(parsed.error), locale) },
      400,
    )
  }
  const website = form.get('website')
  const guard = {
    website: typeof website === 'string' ? website.slice(0, 500) : '',
    elapsed_ms: elapsedSince(form.get('form_token'), context.config.contactFormSecret),
  }
  try {
    await context.contentApi().sendContact({ ...parsed.data, guard })
  } catch (error) {
    if (error instanceof ContentApiError && error.status === 400) {
      return failed({ values, fieldErrors: localizeContactErrors(error.fields, locale) }, 400)
    }
    if (error instanceof ContentApiError && error.status === 429) {
      const seconds = error.retryAfterSeconds ?? 600
      return failed(
        {
          values,
          fieldErrors: {},
          formError: translate(locale, 'contact.error.tooManyIn', {
            minutes: minutes(seconds),
          }),
        },
        429,
        { 'Retry-After': String(seconds) },
      )
    }
    log.error('contact_not_sent', {
      error: error instanceof ContentApiUnreachableError ? 'content-api unreachable' : error,
    })
    return failed(
      {
        values,
        fieldErrors: {},
        formError: translate(locale, 'contact.error.notSent'),
      },
      503,
    )
  }
  return redirect(`${localizePath('/contact', locale)}?sent=1#contact-form`)
}
