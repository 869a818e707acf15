// The schemas and registries every service shares; the typed client is `@site/contract/client`.
export * from './schemas/index.js'
