/** The id of a form field's control: the error summary links to it (`#field-title`). */
export const fieldId = (name: string) => `field-${name}`
