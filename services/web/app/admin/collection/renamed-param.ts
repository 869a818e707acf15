/** The edit page's notice after a rename: `?renamed=<old slug>` on the new address. */
export const RENAMED_PARAM = 'renamed'
