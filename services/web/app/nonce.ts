import { createContext, useContext } from 'react'

/**
 * The response's CSP nonce during the server render (entry.server.tsx provides it). In the
 * browser it is '': the scripts it guards have already run, and browsers hide the attribute.
 */
export const NonceContext = createContext('')

/** The nonce for an inline <script> (JSON-LD included): `<script nonce={useNonce()}>`. */
export function useNonce(): string {
  return useContext(NonceContext)
}
