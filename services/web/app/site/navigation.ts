import { pagePublicPaths } from '@site/contract'

/** Where "all solutions" links point: the Solutions list page. */
export const solutionsListPath = pagePublicPaths.solutions
