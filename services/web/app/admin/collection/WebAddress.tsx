import { Fragment, useEffect, useId, useRef } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import {
  collectionDefinitions,
  languageOf,
  recordPathOf,
  translationLanguages,
  type CollectionKey,
} from '@site/contract'
import { Button } from '../../ui/Button'
import { TextInput } from '../../ui/Field'
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
  const def = collectionDefinitions[collection]
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
        Web address
      </h2>
      <p className={styles.intro}>
        {path ? (
          <>
            Shown at <Link to={path}>{path}</Link> (
            {translationLanguages.map((lang, i) => (
              <Fragment key={lang}>
                {i > 0 ? ', ' : ''}in {languageOf(lang).name} at{' '}
                <code className={code}>{`/${lang}${path}`}</code>
              </Fragment>
            ))}
            ). Renaming it moves the page; the old address then sends visitors and search engines to
            the new one (a permanent redirect, listed under{' '}
            <Link to="/admin/redirects">Redirects</Link>
            ), and records that refer to this {def.label} follow.
          </>
        ) : (
          <>
            The address (slug) <code className={code}>{slug}</code> names this {def.label} in
            references; it has no page of its own. Records that refer to it follow a rename.
          </>
        )}
      </p>
      {result?.formError && (
        <div ref={problemRef} tabIndex={-1} className={focusTarget}>
          <Notice tone="error" role="alert" title="The address was not changed">
            <p>{result.formError}</p>
            {result.sessionEnded && (
              <p>
                <a
                  href={`/admin/login?${new URLSearchParams({ redirectTo: `/admin/${collection}/${slug}` })}`}
                  target="_blank"
                  rel="noopener"
                >
                  Sign in again (opens in a new tab)
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
          label="New address (slug)"
          name="to"
          required
          autoComplete="off"
          spellCheck={false}
          defaultValue={result?.to ?? slug}
          error={result?.fieldErrors.to}
          hint="Lowercase letters, digits and single hyphens, e.g. corvane-rx500-rtu."
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
            {renaming ? 'Renaming...' : 'Rename'}
          </Button>
        </div>
      </Form>
      {dirty && (
        <p id={waitId} className={styles.wait}>
          Save or undo your changes above first: renaming reloads this page.
        </p>
      )}
    </section>
  )
}
