/** The edit page's notice after a save: `?saved=1` on the record's own address. */
export const SAVED_PARAM = 'saved'
