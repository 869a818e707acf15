import { reactRouter } from '@react-router/dev/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite'

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  build: { cssCodeSplit: false },
  // @site/platform exports its TypeScript source under 'source' (and its compiled dist otherwise):
  // the dev server and the build read the source, like the tests, with no platform build first.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ['source', ...defaultServerConditions] },
    // @site/content-api ships TypeScript source (package "exports" point at src/*.ts), so Node
    // cannot import it at runtime: bundle it into the server build instead of externalizing it;
    // @site/platform too, so the server build never depends on the platform's dist.
    noExternal: ['@site/content-api', '@site/platform'],
  },
})
