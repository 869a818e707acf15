import { z } from 'zod'

export const roles = ['admin', 'editor'] as const
export const Role = z.enum(roles)
export type Role = z.infer<typeof Role>

export const LoginInput = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid e-mail address').max(254),
  password: z.string().min(1, 'Password is required').max(1_000),
})
export type LoginInput = z.infer<typeof LoginInput>

/** The signed-in user as other services see it: never the password hash. */
export interface SessionUser {
  id: string
  email: string
  name: string
  role: Role
}

export interface LoginResult {
  token: string
  expiresAt: string
  user: SessionUser
}

export interface DemoCredentials {
  email: string
  password: string
}
