import { Fragment, useEffect, useId, useRef } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { recordPathOf, translationLanguages, type CollectionKey } from '@site/contract'
import { Button } from '../../ui/Button'
import { TextInput } from '../../ui/Field'
import { fillNodes } from '../i18n/fill-nodes'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { Notice } from '../ui/Notice'
import { focusTarget } from '../ui/notice.css'
import * as pageStyles from '../ui/page.css'
import { card } from '../theme.css'
import { code } from '../fields/editor.css'
import * as styles from './WebAddress.css'
import type { RenameResult } from './rename.server'

/**
 * The record's address (slug) and the form that changes it (`intent=rename`): a form of its own
 * beside the record's form. A refused rename keeps what was typed and moves focus to the problem;
 * while the record's form has unsaved changes, renaming waits (it reloads the page).
 */
export function WebAddress({
  collection,
  slug,
  version,
  result,
  dirty,
}: {
  collection: CollectionKey
  slug: string
  version: string
  result: RenameResult | undefined
  dirty: boolean
}) {
  const i18n = useAdminI18n()
  const { t } = i18n
  const singular = i18n.collection(collection).label
  const path = recordPathOf(collection, slug)
  const navigation = useNavigation()
  const renaming =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === 'rename'
  const problemRef = useRef<HTMLDivElement>(null)
  const inputId = useId()
  const waitId = useId()

  useEffect(() => {
    if (!result) return
    if (result.fieldErrors.to) document.getElementById(inputId)?.focus()
    else problemRef.current?.focus()
  }, [result, inputId])

  return (
    <section
      id="web-address"
      aria-labelledby="web-address-title"
      className={`${card} ${pageStyles.sectionCard} ${styles.section}`}
    >
      <h2 id="web-address-title" className={styles.title}>
        {t('address.title')}
      </h2>
      <p className={styles.intro}>
        {path
          ? fillNodes(t('address.shownAt'), {
              path: (
                <Link to={path} dir="ltr">
                  {path}
                </Link>
              ),
              languages: translationLanguages.map((lang, i) => (
                <Fragment key={lang}>
                  {i > 0 ? t('shownAt.comma') : ''}
                  {fillNodes(t('address.inLanguage'), {
                    language: i18n.languageName(lang),
                    path: <code className={code} dir="ltr">{`/${lang}${path}`}</code>,
                  })}
                </Fragment>
              )),
              redirects: <Link to="/admin/redirects">{t('nav.redirects')}</Link>,
              singular,
            })
          : fillNodes(t('address.noPage'), {
              slug: (
                <code className={code} dir="ltr">
                  {slug}
                </code>
              ),
              singular,
            })}
      </p>
      {result?.formError && (
        <div ref={problemRef} tabIndex={-1} className={focusTarget}>
          <Notice tone="error" role="alert" title={t('address.notChanged')}>
            <p>{result.formError}</p>
            {result.sessionEnded && (
              <p>
                <a
                  href={`/admin/login?${new URLSearchParams({ redirectTo: `/admin/${collection}/${slug}` })}`}
                  target="_blank"
                  rel="noopener"
                >
                  {t('editor.signInAgain')}
                </a>
              </p>
            )}
          </Notice>
        </div>
      )}
      <Form method="post" noValidate className={styles.form} aria-busy={renaming}>
        <input type="hidden" name="intent" value="rename" />
        <input type="hidden" name="version" value={version} />
        <TextInput
          id={inputId}
          label={t('address.newSlug')}
          name="to"
          required
          autoComplete="off"
          spellCheck={false}
          defaultValue={result?.to ?? slug}
          error={result?.fieldErrors.to}
          hint={t('address.slugHint')}
          className={styles.slugInput}
        />
        <div className={styles.submit}>
          <Button
            type="submit"
            variant="outline"
            size="md"
            disabled={dirty || renaming}
            aria-describedby={dirty ? waitId : undefined}
          >
            {renaming ? t('address.renaming') : t('address.rename')}
          </Button>
        </div>
      </Form>
      {dirty && (
        <p id={waitId} className={styles.wait}>
          {t('address.saveFirst')}
        </p>
      )}
    </section>
  )
}
