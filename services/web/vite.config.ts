import { reactRouter } from '@react-router/dev/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  build: { cssCodeSplit: false },
  ssr: {
    // @site/content-api ships TypeScript source (package "exports" point at src/*.ts), so Node
    // cannot import it at runtime: bundle it into the server build instead of externalizing it.
    noExternal: ['@site/content-api'],
  },
})
