import { Fragment, type ReactNode } from 'react'
import type { Field, FormValue } from '@site/contract'
import { FieldInput, type ReferenceOption } from '../fields/FieldInput'

/**
 * The inputs of a list of field definitions, each with its value and the error a refused save
 * gave it; `around` wraps an input (the record editor's "their version" after a conflict).
 */
export function FieldList({
  fields,
  values,
  errors,
  options = {},
  around = (_key, input) => input,
}: {
  fields: ReadonlyArray<readonly [string, Field]>
  values: Partial<Record<string, FormValue>>
  errors: Partial<Record<string, string>> | undefined
  /** records each reference field can choose from, by field key */
  options?: Record<string, ReferenceOption[]>
  around?: (key: string, input: ReactNode) => ReactNode
}) {
  return fields.map(([key, field]) => (
    <Fragment key={key}>
      {around(
        key,
        <FieldInput
          name={key}
          field={field}
          value={values[key]}
          error={errors?.[key]}
          options={options[key]}
        />,
      )}
    </Fragment>
  ))
}
