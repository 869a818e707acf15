import { reactRouter } from '@react-router/dev/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite'

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  build: { cssCodeSplit: false },
  // @site/platform and @site/contract export their TypeScript source under 'source' (and their
  // compiled dist otherwise): the dev server and the build read the source, like the tests, with
  // no build of those packages first.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ['source', ...defaultServerConditions] },
    // the workspace packages are read from their source (above), so they are bundled into the
    // server build rather than externalized: the app's server build never depends on their dist.
    noExternal: ['@site/contract', '@site/platform'],
  },
})
